// Escalation of unacknowledged alarms (issues 21, 38). A rule names an alarm group (its alarm group field:
// the group's name or id); an alarm of it tells the chain's first step at once (announce.ts) and starts
// the chain: when it is still unacknowledged after the group's delay, the chain's next step (a person, or
// a department's people) gets the alarm as a message and by the rule's push methods, and so on until the
// chain ends. Acknowledging the alarm (alarm table,
// message centre, reply link) stops it; so does its resolution (the condition ended: nobody needs waking).
// Every step is an event of the alarm's history (history.ts).
// The leader sweeps due escalations (edge-link/realtime.ts); each step is claimed by a conditional update
// of the step count, so two instances that both believe they lead never send a step twice.
import type { AlarmRecordView } from '../../schemas/entities/live.ts'
import type { EscalationStep } from '../../schemas/entities/operations.ts'
import type { MessageHub } from '../live-state/hub.ts'
import { RECIPIENT_COLUMNS, type Recipient } from '../messages/messages.ts'
import type { Notifier } from '../notify/notifier.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import { gatewayAlarmPush } from './gateway-push.ts'
import { addAlarmEvent } from './history.ts'
import { alarmMessages, storeNotifications } from './notify.ts'
import { alarmRecordsQuery, alarmView } from './records.ts'
import { parsePush } from './rules.ts'

export interface EscalationDeps {
  db: Db
  notifier: Notifier
  messages: MessageHub
}

/** Escalations taken per sweep, the longest due first. */
const SWEEP_BATCH = 50

/** The enterprise's alarm group a rule names (by id or by name); null when none matches. */
export async function alarmGroupNamed(db: Db, orgId: string, named: string) {
  const key = named.trim()
  if (!key) return null
  return (
    (await db
      .selectFrom('alarmGroups')
      .selectAll()
      .where('orgId', '=', orgId)
      .where((eb) => eb.or([eb('id', '=', key), eb('name', '=', key)]))
      .executeTakeFirst()) ?? null
  )
}

type AlarmGroup = NonNullable<Awaited<ReturnType<typeof alarmGroupNamed>>>

/**
 * Starts the chain of the rule's alarm group on a new alarm whose first step was told at once
 * (announce.ts): the second step is due after the group's delay; a chain of one step ends there.
 */
export async function startEscalation(db: Db, alarmId: string, group: AlarmGroup, now: number) {
  const more = parseJsonArray(group.steps).length > 1
  await db
    .updateTable('alarmRecords')
    .set({
      alarmGroupId: group.id,
      escalationStep: 1,
      escalateAt: more ? now + group.delayMinutes * 60_000 : null,
    })
    .where('id', '=', alarmId)
    .execute()
}

/** Ends an alarm's escalation (acknowledged or resolved). */
export async function stopEscalation(db: Db, alarmIds: readonly string[]): Promise<void> {
  if (alarmIds.length === 0) return
  await db.updateTable('alarmRecords').set({ escalateAt: null }).where('id', 'in', alarmIds).execute()
}

/** The enabled accounts of one step, in the alarm's enterprise. */
export async function stepRecipients(db: Db, orgId: string, step: EscalationStep): Promise<Recipient[]> {
  return db
    .selectFrom('accounts')
    .select(RECIPIENT_COLUMNS)
    .where('orgId', '=', orgId)
    .where('disabled', '=', 0)
    .where(step.kind === 'account' ? 'id' : 'deptId', '=', step.id)
    .orderBy('id')
    .execute()
}

/** Takes every escalation step that is due; answers how many steps were taken. */
export async function escalateDue(d: EscalationDeps, now: number): Promise<number> {
  const due = await d.db
    .selectFrom('alarmRecords')
    .select(['id', 'orgId', 'alarmGroupId', 'escalationStep', 'escalateAt'])
    .where('escalateAt', '<=', now)
    .orderBy('escalateAt')
    .limit(SWEEP_BATCH)
    .execute()
  let taken = 0
  for (const row of due) if (await escalateOne(d, row, now)) taken++
  return taken
}

type DueRow = {
  id: string
  orgId: string
  alarmGroupId: string | null
  escalationStep: number
  escalateAt: number | null
}

async function escalateOne(d: EscalationDeps, row: DueRow, now: number): Promise<boolean> {
  const { db } = d
  const group = row.alarmGroupId
    ? await db.selectFrom('alarmGroups').selectAll().where('id', '=', row.alarmGroupId).executeTakeFirst()
    : undefined
  const steps = group ? parseJsonArray<EscalationStep>(group.steps) : []
  const index = row.escalationStep
  const last = index + 1 >= steps.length
  const step = steps[index]
  const alarm = {
    ...alarmView(await alarmRecordsQuery(db).where('alarmRecords.id', '=', row.id).executeTakeFirstOrThrow()),
    orgId: row.orgId,
  }
  const recipients = step ? await stepRecipients(db, row.orgId, step) : []
  const push = await pushOf(db, alarm)
  // the step, its messages and notifications commit together (announce.ts), or not at all
  const taken = await db.transaction().execute(async (trx) => {
    // the claim: only the instance whose update finds the step count unchanged takes the step
    const claimed = await trx
      .updateTable('alarmRecords')
      .set({
        escalationStep: index + 1,
        escalateAt: !group || last ? null : now + group.delayMinutes * 60_000,
      })
      .where('id', '=', row.id)
      .where('escalationStep', '=', index)
      .where('escalateAt', '=', row.escalateAt)
      .where('confirmedAt', 'is', null)
      .where('resolvedAt', 'is', null)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return null
    if (!group || !step) {
      await addAlarmEvent(trx, row.id, 'ended', now, { reason: 'noStep' })
      return null
    }
    await alarmMessages(trx, d.messages, recipients, alarm, push, now)
    const { stored } = await storeNotifications(trx, d.notifier, alarm, push, recipients, now)
    await addAlarmEvent(trx, row.id, 'escalated', now, {
      step: index + 1,
      of: steps.length,
      group: group.name,
      to: await namesOf(trx, recipients),
    })
    if (last) await addAlarmEvent(trx, row.id, 'ended', now, { reason: 'chainEnd' })
    return stored
  })
  if (!taken) return false
  void d.notifier.deliver(db, taken)
  return true
}

/** The push methods of the alarm: its rule's, or its gateway's for offline and power-off alarms. */
async function pushOf(db: Db, alarm: AlarmRecordView) {
  if (alarm.ruleId) {
    const rule = await db
      .selectFrom('alarmRules')
      .select('push')
      .where('id', '=', alarm.ruleId)
      .executeTakeFirst()
    if (rule) return parsePush(rule.push)
  }
  return gatewayAlarmPush(db, alarm.equipmentId)
}

export async function namesOf(db: Db, recipients: readonly { id: string }[]): Promise<string[]> {
  if (recipients.length === 0) return []
  const rows = await db
    .selectFrom('accounts')
    .select('loginname')
    .where(
      'id',
      'in',
      recipients.map((r) => r.id),
    )
    .orderBy('loginname')
    .execute()
  return rows.map((r) => r.loginname)
}
