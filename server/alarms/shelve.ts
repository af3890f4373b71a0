// Shelving an alarm (issue 31, ISA-18.2): an operator takes an open alarm out of the way for a chosen
// time with a reason. It stays recorded (repeats are still counted on it), its escalation stops, and it
// tells no one; when the time ends the leader's sweep unshelves it and its live frame brings it back to
// every screen. Shelving and unshelving by hand are in the operation log; all three in its history.

import { Code } from '../../schemas/codes.ts'
import type { AlarmRecordView } from '../../schemas/entities/live.ts'
import { fail } from '../http/api-error.ts'
import { type Actor, recordChange } from '../oplog/record.ts'
import type { Db } from '../storage/db.ts'
import type { AnnounceDeps } from './announce.ts'
import { addAlarmEvent } from './history.ts'
import { alarmRecordsQuery, alarmView } from './records.ts'

const viewOf = async (db: Db, id: string) =>
  alarmView(await alarmRecordsQuery(db).where('alarmRecords.id', '=', id).executeTakeFirstOrThrow())

/** Shelves an open alarm until `now + minutes`; a resolved one cannot be (error paramInvalid). */
export async function shelveAlarm(
  db: Db,
  who: Actor,
  id: string,
  shelf: { minutes: number; reason: string },
  now: number,
): Promise<AlarmRecordView> {
  return db.transaction().execute(async (trx) => {
    const record = await trx
      .selectFrom('alarmRecords')
      .select(['resolvedAt', 'escalateAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    if (record.resolvedAt !== null)
      fail(Code.paramInvalid, { errors: [{ path: '/id', rule: 'an open alarm' }] })
    const until = now + shelf.minutes * 60_000
    await trx
      .updateTable('alarmRecords')
      .set({ shelvedUntil: until, shelvedBy: who.loginname, shelveReason: shelf.reason, escalateAt: null })
      .where('id', '=', id)
      .execute()
    const after = { shelvedUntil: until, reason: shelf.reason }
    await recordChange(trx, who, now, { objectType: 'alarmRecord', objectId: id, action: 'shelve', after })
    const escalation = record.escalateAt === null ? {} : { escalation: 'stopped' }
    await addAlarmEvent(trx, id, 'shelved', now, { ...after, ...escalation }, who.loginname)
    return viewOf(trx, id)
  })
}

/** Unshelves an alarm: by a person (`who`, in the operation log) or because its time ended. */
export async function unshelveAlarm(
  db: Db,
  who: Actor | null,
  id: string,
  now: number,
): Promise<AlarmRecordView> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('alarmRecords')
      .set({ shelvedUntil: null, shelvedBy: null, shelveReason: '' })
      .where('id', '=', id)
      .execute()
    if (who)
      await recordChange(trx, who, now, {
        objectType: 'alarmRecord',
        objectId: id,
        action: 'unshelve',
        after: { shelvedUntil: null },
      })
    await addAlarmEvent(trx, id, 'unshelved', now, who ? {} : { expired: true }, who?.loginname)
    return viewOf(trx, id)
  })
}

/** The leader's sweep: alarms whose shelving time has ended come back (a live frame each); answers how many. */
export async function unshelveDue(d: AnnounceDeps, now: number): Promise<number> {
  const due = await d.db.selectFrom('alarmRecords').select('id').where('shelvedUntil', '<=', now).execute()
  for (const { id } of due) {
    const alarm = await unshelveAlarm(d.db, null, id, now)
    d.hub.publishAlarm(alarm.equipmentId, alarm.type === 'variable' ? 'signalAlarm' : 'gatewayAlarm', alarm)
  }
  return due.length
}
