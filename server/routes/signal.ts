// Signals of projects and devices, writes and their results (platform spec §7 "Project monitoring":
// `signal/query`, `signal/writeVal` with the result from `signal/callback` within 60 s; §4 writing a
// variable), and the report signals the designer's picker lists (`project/report/signal/query`). A write goes to the gateway as a command; its end (the gateway's answer, or 1301 after
// 60 s) is in the operation log with the old and new value, the user and the result.
import { Code } from '../../core/i18n/codes.ts'
import type { SignalQueryBody } from '../../schemas/api/live.ts'
import { sendWrite } from '../edge-link/send.ts'
import { writableValue } from '../edge-link/write-value.ts'
import { fail } from '../http/api-error.ts'
import { signalRecords } from '../live/signals.ts'
import { actorOf } from '../oplog/record.ts'
import { reportSignalRecords } from '../projects/report-signals.ts'
import type { Services } from '../services.ts'
import { projectDevices } from '../tenancy/authorise.ts'
import type { Caller } from '../tenancy/caller.ts'
import { canUseDevices } from '../tenancy/devices.ts'
import { grantedProjectsTo, grantedTo } from '../tenancy/granted.ts'
import { projectRights } from '../tenancy/project-access.ts'
import { idsIn } from '../tenancy/scope.ts'
import { endpoint } from './endpoint.ts'

/** A command of the caller's, by uuid (90003 for anyone else's or none). */
export async function ownCommand(s: Services, caller: Caller, uuid: string) {
  const row = await s.realtime.commands.get(uuid)
  if (!row || row.orgId !== caller.orgId || row.accountId !== caller.accountId) fail(Code.noDataOrPermission)
  return row
}

/**
 * The devices a signal query covers: a project's (those the caller may open it for; one of them with
 * equipmentId), one watchable device, or the devices of the named signals (10003 naming none).
 */
async function signalSelection(s: Services, caller: Caller, body: SignalQueryBody) {
  const signalIds = idsIn(body.signalIds)
  const projectId = body.projectId || undefined
  let deviceIds: string[]
  if (projectId) {
    const inProject = await projectDevices(s.db, caller, projectId)
    deviceIds = body.equipmentId ? [body.equipmentId].filter((d) => inProject.has(d)) : [...inProject]
  } else if (body.equipmentId) deviceIds = [body.equipmentId]
  else if (signalIds.length) {
    const rows = await s.db.selectFrom('variables').select('deviceId').where('id', 'in', signalIds).execute()
    deviceIds = [...new Set(rows.flatMap((r) => (r.deviceId ? [r.deviceId] : [])))]
  } else return fail(Code.paramMissing, { errors: [{ path: '/projectId', rule: 'required' }] })
  return { deviceIds, signalIds, ...(projectId ? { projectId } : {}) }
}

export const signalRoutes = [
  endpoint('signal/query', {
    summary: 'signals with their latest values: of a project (or one of its devices), of a device, or by id',
    auth: 'user',
    idFields: { projectId: 'watchProject', equipmentId: 'watchDevice', signalIds: 'watchSignal' },
    handler: async ({ body, caller, s }) => signalRecords(s.realtime, await signalSelection(s, caller, body)),
  }),

  endpoint('project/report/signal/query', {
    summary:
      'report signals (each history report’s variables) of a project (or one of its devices), of a device, or by id',
    auth: 'user',
    idFields: { projectId: 'watchProject', equipmentId: 'watchDevice', signalIds: 'watchSignal' },
    handler: async ({ body, caller, s }) => reportSignalRecords(s.db, await signalSelection(s, caller, body)),
  }),

  endpoint('signal/writeVal', {
    summary: 'write a value to a signal through its gateway; answers a uuid for signal/callback',
    auth: 'monitor_data_write',
    idFields: { projectId: 'watchProject', signalId: 'watchSignal' },
    handler: async ({ body, caller, s, now }) => {
      const v = await s.db
        .selectFrom('variables')
        .select(['id', 'deviceId', 'rw', 'dataType', 'writeMin', 'writeMax'])
        .where('id', '=', body.signalId)
        .executeTakeFirstOrThrow()
      if (!v.deviceId) return fail(Code.writeUnboundGateway)
      if (body.projectId) {
        const rights = await projectRights(s.db, caller, body.projectId)
        const grantWrites = grantedProjectsTo(caller).get(body.projectId)?.write === true
        if (!rights.actions.has('edit') && !grantWrites) fail(Code.noAccess, { required: 'project:edit' })
        if (!(await projectDevices(s.db, caller, body.projectId)).has(v.deviceId))
          fail(Code.noDataOrPermission)
      } else if (
        !grantedTo(caller).get(v.deviceId)?.write &&
        !(await canUseDevices(s.db, caller, [v.deviceId]))
      )
        fail(Code.noDataOrPermission)
      const value = writableValue(v, body.value)
      const oldValue = s.realtime.live.get(v.id)?.value ?? null
      const uuid = await sendWrite(
        s.realtime,
        { deviceId: v.deviceId, variableId: v.id, value, oldValue },
        actorOf(caller),
        now,
      )
      return { uuid, online: true }
    },
  }),

  endpoint('signal/callback', {
    summary: 'the result of a write: pending, success with the value read back, or failure (1301 after 60 s)',
    auth: 'user',
    handler: async ({ body, caller, s, now }) =>
      s.realtime.commands.poll(await ownCommand(s, caller, body.uuid), now),
  }),
]
