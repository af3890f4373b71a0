// Raising and clearing an alarm with everything it owes people (issue 38: never lost in a crash): the
// record, its message-centre messages, every notification of it (all recipients, all channels, each
// guarded: guard.ts) and its history are written in one transaction; only once it commits do its live
// frame go out and its notifications go to their channels' lanes (notify/notifier.ts), not awaited, so a
// slow provider never holds the alarm engine. A crash before the commit leaves no alarm (the engine
// raises it again on the next value); after it, the outbox holds every notification and the leader's
// sweep delivers what is still pending.
// Audience: a rule (or gateway setting) naming an alarm group tells the group's first step at once and
// escalates through the rest (escalation.ts); without one, everyone who may see the device is told.
import type { AlarmRecordView } from '../../schemas/entities/live.ts'
import type { EscalationStep } from '../../schemas/entities/operations.ts'
import type { LiveHub, MessageHub } from '../live-state/hub.ts'
import { recipientsOfDevice } from '../messages/messages.ts'
import type { Notifier } from '../notify/notifier.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import { alarmGroupNamed, namesOf, startEscalation, stepRecipients } from './escalation.ts'
import { addAlarmEvent } from './history.ts'
import { alarmMessages, recoveryNotifications, storeNotifications } from './notify.ts'
import { countRepeat, insertAlarm, type NewAlarm, resolveAlarms } from './records.ts'
import type { Push } from './rules.ts'

export interface AnnounceDeps {
  db: Db
  hub: LiveHub
  messages: MessageHub
  notifier: Notifier
  clock: () => number
}

export type AlarmPart = 'gatewayAlarm' | 'signalAlarm'

/**
 * Who is told at once: the first step of the named alarm group, else everyone who may see the device;
 * those and the first step have the alarm in the message centre.
 */
async function audienceOf(db: Db, alarm: NewAlarm, alarmGroup: string) {
  const group = alarmGroup ? await alarmGroupNamed(db, alarm.orgId, alarmGroup) : null
  const first = group ? parseJsonArray<EscalationStep>(group.steps)[0] : undefined
  const everyone = await recipientsOfDevice(db, alarm.deviceId)
  if (!group || !first) return { group: null, everyone, told: everyone }
  const told = await stepRecipients(db, alarm.orgId, first)
  const seen = new Set(everyone.map((r) => r.id))
  return { group, everyone: [...everyone, ...told.filter((r) => !seen.has(r.id))], told }
}

/** Raises the alarm (null: it is open already, raised by another instance at the same moment). */
export async function raiseAlarm(
  d: AnnounceDeps,
  raised: NewAlarm,
  at: number,
  part: AlarmPart,
  push: Push,
  alarmGroup: string,
): Promise<AlarmRecordView | null> {
  const now = d.clock()
  const audience = await audienceOf(d.db, raised, alarmGroup)
  const done = await d.db.transaction().execute(async (trx) => {
    const inserted = await insertAlarm(trx, raised, at)
    if (!inserted) return null
    const alarm = { ...inserted, orgId: raised.orgId }
    await alarmMessages(trx, d.messages, audience.everyone, alarm, push, now)
    const { stored, reached } = await storeNotifications(trx, d.notifier, alarm, push, audience.told, now)
    await addAlarmEvent(trx, alarm.id, 'notified', now, {
      methods: [...push.methods],
      to: await namesOf(trx, audience.told),
      reached: reached.size,
      ...(audience.group ? { group: audience.group.name, step: 1 } : {}),
    })
    if (audience.group) await startEscalation(trx, alarm.id, audience.group, now)
    return { alarm: inserted, stored }
  })
  if (!done) return null
  d.hub.publishAlarm(done.alarm.equipmentId, part, done.alarm)
  void d.notifier.deliver(d.db, done.stored)
  return done.alarm
}

/** Resolves the alarms; those whose push asks for it tell whoever was notified, once. */
export async function clearAlarms(
  d: AnnounceDeps,
  deviceId: string,
  ids: readonly string[],
  at: number,
  part: AlarmPart,
  push: Push,
): Promise<void> {
  const now = d.clock()
  const done = await d.db.transaction().execute(async (trx) => {
    const resolved = await resolveAlarms(trx, ids, at)
    const told = []
    if (push.notifyRecovery)
      for (const alarm of resolved) told.push(...(await recoveryNotifications(trx, alarm)))
    return { resolved, stored: await d.notifier.store(trx, told, now) }
  })
  for (const alarm of done.resolved) d.hub.publishAlarm(deviceId, part, alarm)
  void d.notifier.deliver(d.db, done.stored)
}

/** The active alarm's condition came back: counted on its record and sent as a live frame, told to no one. */
export async function repeatAlarm(d: AnnounceDeps, id: string, at: number, part: AlarmPart): Promise<void> {
  const alarm = await countRepeat(d.db, id, at)
  if (alarm) d.hub.publishAlarm(alarm.equipmentId, part, alarm)
}
