// Alarm groups and escalation (issue 21): `alarm/group/query|add|edit|delete` keep an enterprise's
// escalation chains (each step a person or a department, all of the enterprise); `alarm/history` answers an
// alarm record's history; `alarm/ack/link` acknowledges an alarm through a reply link (public: the token is
// the authority; it names the account acknowledging).
import { Code } from '../../core/i18n/codes.ts'
import type { StepInput } from '../../schemas/api/operations.ts'
import type { AlarmGroupView, EscalationStep } from '../../schemas/entities/operations.ts'
import { ackLinkOf } from '../alarms/ack-links.ts'
import { acknowledgeAlarms } from '../alarms/acknowledge.ts'
import { alarmEvents } from '../alarms/history.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Db } from '../storage/db.ts'
import { isUniqueViolation } from '../storage/errors.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { AlarmGroupTable } from '../storage/tables/operations.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'

/** Names of the steps' accounts and departments, for the view. */
async function stepTitles(db: Db, steps: readonly EscalationStep[]): Promise<Map<string, string>> {
  const ids = (kind: EscalationStep['kind']) => steps.filter((s) => s.kind === kind).map((s) => s.id)
  const accounts = ids('account').length
    ? await db
        .selectFrom('accounts')
        .select(['id', 'loginname as title'])
        .where('id', 'in', ids('account'))
        .execute()
    : []
  const depts = ids('dept').length
    ? await db
        .selectFrom('departments')
        .select(['id', 'name as title'])
        .where('id', 'in', ids('dept'))
        .execute()
    : []
  return new Map([...accounts, ...depts].map((r) => [r.id, r.title]))
}

async function groupView(db: Db, row: AlarmGroupTable): Promise<AlarmGroupView> {
  const steps = parseJsonArray<EscalationStep>(row.steps)
  const titles = await stepTitles(db, steps)
  return {
    id: row.id,
    name: row.name,
    delayMinutes: row.delayMinutes,
    steps: steps.map((s) => ({ ...s, title: titles.get(s.id) ?? '' })),
    updatedAt: row.updatedAt,
  }
}

/** The steps as stored; a step must name exactly one account or department (their enterprise is the
 * caller's: checked as id fields before the handler). */
function stepsOf(input: readonly StepInput[]): string {
  const steps = input.map((s): EscalationStep => {
    if (!!s.accountId === !!s.deptId) fail(Code.paramInvalid, { field: 'steps' })
    return s.accountId ? { kind: 'account', id: s.accountId } : { kind: 'dept', id: s.deptId! }
  })
  return JSON.stringify(steps)
}

/** Step ids are checked against the caller's enterprise before the handler (idFields). */
const STEP_IDS = { 'steps.accountId': 'account', 'steps.deptId': 'dept' } as const

/** Runs a write that may hit the unique name; a taken name is 90007. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) fail(Code.nameExists, { field: 'name' })
    throw error
  }
}

export const alarmGroupRoutes = [
  endpoint('alarm/group/query', {
    summary: "the enterprise's alarm groups (escalation chains), by name",
    auth: 'manage_eg_equipment',
    handler: async ({ body, caller, s }) => {
      const page = await pageOf(
        s.db.selectFrom('alarmGroups').selectAll().where('orgId', '=', caller.orgId).orderBy('name'),
        body,
        (r) => r,
      )
      return { ...page, list: await Promise.all(page.list.map((r) => groupView(s.db, r))) }
    },
  }),

  endpoint('alarm/group/people', {
    summary: "who a step can name: the enterprise's enabled accounts and its departments",
    auth: 'manage_eg_equipment',
    handler: async ({ caller, s }) => ({
      accounts: await s.db
        .selectFrom('accounts')
        .select(['id', 'loginname'])
        .where('orgId', '=', caller.orgId)
        .where('disabled', '=', 0)
        .orderBy('loginname')
        .execute(),
      depts: await s.db
        .selectFrom('departments')
        .select(['id', 'name'])
        .where('orgId', '=', caller.orgId)
        .orderBy('name')
        .execute(),
    }),
  }),

  endpoint('alarm/group/add', {
    summary: 'a new alarm group: name, minutes before each escalation step, steps (accounts or departments)',
    auth: 'manage_eg_equipment',
    idFields: STEP_IDS,
    handler: async ({ body, caller, s, now }) => {
      const steps = stepsOf(body.steps)
      const id = crypto.randomUUID()
      await uniqueName(() =>
        s.db
          .insertInto('alarmGroups')
          .values({
            id,
            orgId: caller.orgId,
            name: body.name.trim(),
            delayMinutes: body.delayMinutes,
            steps,
            createdAt: now,
            updatedAt: now,
          })
          .execute(),
      )
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'alarmGroup',
        objectId: id,
        action: 'add',
        after: body,
      })
      return { id }
    },
  }),

  endpoint('alarm/group/edit', {
    summary: 'change an alarm group; alarms already escalating follow the new steps',
    auth: 'manage_eg_equipment',
    idFields: { id: 'alarmGroup', ...STEP_IDS },
    handler: async ({ body, caller, s, now }) => {
      const steps = stepsOf(body.steps)
      await uniqueName(() =>
        s.db
          .updateTable('alarmGroups')
          .set({
            name: body.name.trim(),
            delayMinutes: body.delayMinutes,
            steps,
            updatedAt: now,
          })
          .where('id', '=', body.id)
          .execute(),
      )
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'alarmGroup',
        objectId: body.id,
        action: 'edit',
        after: body,
      })
      return { id: body.id }
    },
  }),

  endpoint('alarm/group/delete', {
    summary: 'delete an alarm group; its alarms escalate no further',
    auth: 'manage_eg_equipment',
    idFields: { id: 'alarmGroup' },
    handler: async ({ body, caller, s, now }) => {
      await s.db
        .updateTable('alarmRecords')
        .set({ escalateAt: null })
        .where('alarmGroupId', '=', body.id)
        .execute()
      await s.db.deleteFrom('alarmGroups').where('id', '=', body.id).execute()
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'alarmGroup',
        objectId: body.id,
        action: 'delete',
      })
      return { id: body.id }
    },
  }),

  endpoint('alarm/history', {
    summary: "an alarm record's history: raised, notified, escalation steps, acknowledgement, resolution",
    auth: 'monitor_multi_designer_alarm',
    idFields: { id: 'alarmRecord' },
    handler: async ({ body, s }) => alarmEvents(s.db, body.id),
  }),

  endpoint('msg/acknowledgeAlarm', {
    summary: "acknowledge the alarm of one of the caller's alarm messages (anyone it was sent to may)",
    auth: 'user',
    idFields: { id: 'message' },
    handler: async ({ body, caller, s, now }) => {
      const message = await s.db
        .selectFrom('messages')
        .select(['dataId', 'type'])
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow()
      if (message.type !== 'alarm') fail(Code.paramInvalid, { field: 'id' })
      const note = body.note?.trim() ?? ''
      const done = await acknowledgeAlarms(s.db, caller, [message.dataId], 'message', now, note)
      await s.db.updateTable('messages').set({ isRead: 1 }).where('id', '=', body.id).execute()
      return { acknowledged: done.length === 1 }
    },
  }),

  endpoint('alarm/ack/link', {
    summary: 'acknowledge an alarm through the reply link sent with its notifications (public)',
    auth: 'public',
    handler: async ({ body, s, now }) => {
      const link = await ackLinkOf(s.db, body.token, now)
      if (!link) fail(Code.tokenInvalid)
      const account = await s.db
        .selectFrom('accounts')
        .select(['id', 'orgId', 'loginname'])
        .where('id', '=', link.accountId)
        .where('disabled', '=', 0)
        .executeTakeFirst()
      if (!account) fail(Code.tokenInvalid)
      const alarm = await s.db
        .selectFrom('alarmRecords')
        .innerJoin('devices', 'devices.id', 'alarmRecords.deviceId')
        .select(['alarmRecords.confirmedAt', 'alarmRecords.confirmedBy', 'devices.name', 'alarmRecords.text'])
        .where('alarmRecords.id', '=', link.alarmId)
        .executeTakeFirstOrThrow()
      const done = await acknowledgeAlarms(
        s.db,
        { accountId: account.id, orgId: account.orgId, loginname: account.loginname },
        [link.alarmId],
        'link',
        now,
      )
      return {
        title: `${alarm.name} ${alarm.text}`,
        acknowledged: done.length === 1,
        confirmedBy: done.length === 1 ? account.loginname : (alarm.confirmedBy ?? ''),
      }
    },
  }),
]
