// Alarm records (platform spec §7 "Project monitoring": `alarm/query`, `alarm/confirm`, `alarm/queryAll`,
// `alarm/queryCount`): of one device, of a project's devices, or of every device the caller may watch.
// Viewing records needs `monitor_multi_designer_alarm` (§6); confirming one, authorisation for its device.
import { Code } from '../../core/i18n/codes.ts'
import { toTime } from '../../core/validation/index.ts'
import { AlarmCountBody, AlarmExportBody, AlarmQueryAllBody } from '../../schemas/api/live.ts'
import type { AlarmCounts } from '../../schemas/entities/live.ts'
import { acknowledgeAlarms } from '../alarms/acknowledge.ts'
import { alarmExportSheet } from '../alarms/export.ts'
import { overviewOf, overviewSince } from '../alarms/overview.ts'
import { alarmRecordsQuery, alarmView } from '../alarms/records.ts'
import { shelveAlarm, unshelveAlarm } from '../alarms/shelve.ts'
import { fail } from '../http/api-error.ts'
import { langOf } from '../http/envelope.ts'
import { actorOf } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import { projectDevices, watchableDeviceIds } from '../tenancy/authorise.ts'
import type { Caller } from '../tenancy/caller.ts'
import { idsIn } from '../tenancy/scope.ts'
import { sendWorkbook } from '../views/excel.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

/** alarm/queryAll answers at most this many records, the newest. */
export const ALARM_QUERY_ALL_MAX = 10_000

/** The devices a call's records come from; a list (an alarm table's devices) stays within the project. */
async function devicesOf(
  s: Services,
  caller: Caller,
  body: AlarmCountBody & { equipmentIds?: string | readonly string[] },
) {
  if (body.equipmentId) return [body.equipmentId]
  const listed = body.equipmentIds ? idsIn(body.equipmentIds) : undefined
  if (body.projectId) {
    const inProject = await projectDevices(s.db, caller, body.projectId)
    return listed ? listed.filter((id) => inProject.has(id)) : [...inProject]
  }
  return listed ?? watchableDeviceIds(s.db, caller)
}

async function recordsOf(s: Services, caller: Caller, body: AlarmQueryAllBody) {
  const devices = await devicesOf(s, caller, body)
  const start = body.startTime === undefined ? null : toTime(body.startTime)
  const end = body.endTime === undefined ? null : toTime(body.endTime)
  if ((body.startTime !== undefined && start === null) || (body.endTime !== undefined && end === null))
    fail(Code.paramInvalid, { field: 'startTime/endTime' })
  return alarmRecordsQuery(s.db)
    .where('alarmRecords.orgId', '=', caller.orgId)
    .where('alarmRecords.deviceId', 'in', Array.isArray(devices) && devices.length === 0 ? [''] : devices)
    .$if(!!body.type, (qb) => qb.where('alarmRecords.type', '=', body.type!))
    .$if(!!body.level, (qb) => qb.where('alarmRecords.level', '=', body.level!))
    .$if(body.state === 'alarming', (qb) => qb.where('alarmRecords.resolvedAt', 'is', null))
    .$if(body.state === 'resolved', (qb) => qb.where('alarmRecords.resolvedAt', 'is not', null))
    .$if(body.state === 'unconfirmed', (qb) => qb.where('alarmRecords.confirmedAt', 'is', null))
    .$if(start !== null, (qb) => qb.where('alarmRecords.triggeredAt', '>=', start!))
    .$if(end !== null, (qb) => qb.where('alarmRecords.triggeredAt', '<', end!))
    .orderBy('alarmRecords.triggeredAt', 'desc')
    .orderBy('alarmRecords.id', 'desc')
}

export const alarmRoutes = [
  endpoint('alarm/query', {
    summary:
      'a page of alarm records, newest first (device, project or all watchable devices; type, level, state, time)',
    auth: 'monitor_multi_designer_alarm',
    idFields: { equipmentId: 'watchDevice', equipmentIds: 'watchDevice', projectId: 'watchProject' },
    handler: async ({ body, caller, s }) => pageOf(await recordsOf(s, caller, body), body, alarmView),
  }),

  route({
    path: 'alarm/queryAll',
    summary: 'alarm records as alarm/query filters them, without paging (the newest 10,000)',
    bodySchema: AlarmQueryAllBody,
    auth: 'monitor_multi_designer_alarm',
    idFields: { equipmentId: 'watchDevice', equipmentIds: 'watchDevice', projectId: 'watchProject' },
    handler: async ({ body, caller, s }) =>
      (await (await recordsOf(s, caller, body)).limit(ALARM_QUERY_ALL_MAX).execute()).map(alarmView),
  }),

  route({
    path: 'alarm/export',
    summary:
      'alarm records as alarm/queryAll filters them, as an Excel file (streamed) with the given columns, headers in the caller’s language',
    bodySchema: AlarmExportBody,
    auth: 'monitor_multi_designer_alarm',
    idFields: { equipmentId: 'watchDevice', equipmentIds: 'watchDevice', projectId: 'project' },
    handler: async ({ body, caller, s, req, reply }) => {
      const query = await recordsOf(s, caller, body)
      await sendWorkbook(reply, alarmExportSheet(query, body, langOf(req), ALARM_QUERY_ALL_MAX))
    },
  }),

  route({
    path: 'alarm/queryCount',
    summary: 'alarm counts: total, alarming (unresolved), unconfirmed, and by level',
    bodySchema: AlarmCountBody,
    auth: 'user',
    idFields: { equipmentId: 'watchDevice', projectId: 'watchProject' },
    handler: async ({ body, caller, s }): Promise<AlarmCounts> => {
      const rows = await (await recordsOf(s, caller, body))
        .clearSelect()
        .clearOrderBy()
        .select(['alarmRecords.level', 'alarmRecords.resolvedAt', 'alarmRecords.confirmedAt'])
        .execute()
      const count = (keep: (r: (typeof rows)[number]) => boolean) => rows.filter(keep).length
      return {
        total: rows.length,
        alarming: count((r) => r.resolvedAt === null),
        unconfirmed: count((r) => r.confirmedAt === null),
        severe: count((r) => r.level === 'severe'),
        important: count((r) => r.level === 'important'),
        normal: count((r) => r.level === 'normal'),
      }
    },
  }),

  endpoint('alarm/confirm', {
    summary: 'confirm alarm records (comma list); each confirmation is logged',
    auth: 'monitor_multi_designer_alarm',
    idFields: { id: 'alarmRecord' },
    handler: async ({ body, caller, s, now }) => {
      const ids = idsIn(body.id)
      // escalation stops; the alarm's history says how it was acknowledged (alarms/acknowledge.ts)
      await acknowledgeAlarms(s.db, caller, ids, body.via ?? 'table', now, body.note?.trim() ?? '')
      return { confirmed: ids.length }
    },
  }),

  endpoint('alarm/overview', {
    summary:
      'active alarms by level and acknowledgement, the oldest, alarms per hour over 24 h and the most frequent',
    auth: 'monitor_multi_designer_alarm',
    idFields: { equipmentId: 'watchDevice', projectId: 'watchProject' },
    handler: async ({ body, caller, s, now }) => {
      const since = overviewSince(now)
      const records = async (filter: Partial<AlarmQueryAllBody>) =>
        (await (await recordsOf(s, caller, { ...body, ...filter })).limit(ALARM_QUERY_ALL_MAX).execute()).map(
          alarmView,
        )
      return overviewOf(await records({ state: 'alarming' }), await records({ startTime: since }), now)
    },
  }),

  endpoint('alarm/shelve', {
    summary:
      'shelve an open alarm for a time with a reason: recorded, telling no one, back when the time ends',
    auth: 'monitor_multi_designer_alarm',
    idFields: { id: 'alarmRecord' },
    handler: async ({ body, caller, s, now }) =>
      shelveAlarm(s.db, actorOf(caller), body.id, { minutes: body.minutes, reason: body.reason.trim() }, now),
  }),

  endpoint('alarm/unshelve', {
    summary: 'unshelve an alarm before its time ends',
    auth: 'monitor_multi_designer_alarm',
    idFields: { id: 'alarmRecord' },
    handler: async ({ body, caller, s, now }) => unshelveAlarm(s.db, actorOf(caller), body.id, now),
  }),
]
