// Alarm records (platform spec §3 Alarm record: type variable, offline or power-off; level severe,
// important or normal; trigger and resolve time; value) and how the API shows them.
import { randomUUID } from 'node:crypto'
import type { AlarmRecordView } from '../../schemas/entities/live.ts'
import type { Db } from '../storage/db.ts'
import { isUniqueViolation } from '../storage/errors.ts'
import { addAlarmEvent } from './history.ts'

export type AlarmType = AlarmRecordView['type']
export type AlarmLevel = AlarmRecordView['level']

/** A record joined with the names its view shows. */
export function alarmRecordsQuery(db: Db) {
  return db
    .selectFrom('alarmRecords')
    .innerJoin('devices', 'devices.id', 'alarmRecords.deviceId')
    .leftJoin('variables', 'variables.id', 'alarmRecords.variableId')
    .selectAll('alarmRecords')
    .select(['devices.name as equipTitle', 'variables.name as signalTitle'])
}

type Joined = Awaited<ReturnType<ReturnType<typeof alarmRecordsQuery>['executeTakeFirstOrThrow']>>

export const alarmView = (r: Joined): AlarmRecordView => ({
  id: r.id,
  equipmentId: r.deviceId,
  equipTitle: r.equipTitle,
  signalId: r.variableId,
  signalTitle: r.signalTitle ?? '',
  ruleId: r.ruleId,
  type: r.type as AlarmType,
  level: r.level as AlarmLevel,
  text: r.text,
  msg: r.text,
  value: r.value,
  triggeredAt: r.triggeredAt,
  resolvedAt: r.resolvedAt,
  gmtTrigger: r.triggeredAt,
  gmtRelease: r.resolvedAt,
  confirmedAt: r.confirmedAt,
  confirmedBy: r.confirmedBy,
  occurrences: r.occurrences,
  lastOccurredAt: r.lastOccurredAt,
  shelvedUntil: r.shelvedUntil,
  shelvedBy: r.shelvedBy,
  shelveReason: r.shelveReason,
  ackNote: r.ackNote,
})

export interface NewAlarm {
  orgId: string
  deviceId: string
  ruleId: string | null
  variableId: string | null
  type: AlarmType
  level: AlarmLevel
  value: string
  text: string
}

/**
 * Inserts a new open record; answers null when the same alarm is open already (a rule's on the device, or
 * the gateway alarm of that type): another instance raised it at the same moment (a leader handover's
 * overlap), and the unique indexes of migration 0006 refused the second.
 */
export async function insertAlarm(db: Db, alarm: NewAlarm, at: number): Promise<AlarmRecordView | null> {
  const id = randomUUID()
  try {
    await db
      .insertInto('alarmRecords')
      .values({ id, ...alarm, triggeredAt: at, resolvedAt: null, confirmedAt: null, confirmedBy: null })
      .execute()
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
  await addAlarmEvent(db, id, 'raised', at, { value: alarm.value })
  return alarmView(await alarmRecordsQuery(db).where('alarmRecords.id', '=', id).executeTakeFirstOrThrow())
}

/**
 * Resolves the given unresolved records; answers those this call resolved. The update is the claim: when
 * two instances clear the same alarm at once (a handover's overlap), one resolves it and the other gets
 * nothing, so its recovery notice is told once (announce.ts).
 */
export async function resolveAlarms(db: Db, ids: readonly string[], at: number): Promise<AlarmRecordView[]> {
  if (ids.length === 0) return []
  const open = await db
    .selectFrom('alarmRecords')
    .select(['id', 'escalateAt'])
    .where('id', 'in', ids)
    .where('resolvedAt', 'is', null)
    .execute()
  // a resolved alarm escalates no further (escalation.ts); its history says so
  const claimed = await db
    .updateTable('alarmRecords')
    .set({ resolvedAt: at, escalateAt: null })
    .where('id', 'in', ids)
    .where('resolvedAt', 'is', null)
    .returning('id')
    .execute()
  if (claimed.length === 0) return []
  const mine = new Set(claimed.map((r) => r.id))
  for (const r of open)
    if (mine.has(r.id))
      await addAlarmEvent(db, r.id, 'resolved', at, r.escalateAt === null ? {} : { escalation: 'stopped' })
  const rows = await alarmRecordsQuery(db)
    .where('alarmRecords.id', 'in', [...mine])
    .execute()
  return rows.map(alarmView)
}

/** Counts a repeat of an open record (its count and latest time); answers it, or nothing when it is resolved. */
export async function countRepeat(db: Db, id: string, at: number): Promise<AlarmRecordView | undefined> {
  const done = await db
    .updateTable('alarmRecords')
    .set((eb) => ({ occurrences: eb('occurrences', '+', 1), lastOccurredAt: at }))
    .where('id', '=', id)
    .where('resolvedAt', 'is', null)
    .executeTakeFirst()
  if (Number(done.numUpdatedRows) === 0) return undefined
  return alarmView(await alarmRecordsQuery(db).where('alarmRecords.id', '=', id).executeTakeFirstOrThrow())
}
