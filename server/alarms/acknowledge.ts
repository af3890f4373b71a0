// Acknowledging (confirming) alarm records, from wherever it comes: the alarm table, the message centre,
// a reply link (issue 21). Each acknowledgement is logged, stops the alarm's escalation and is an event of
// its history saying how it came, with the operator's note when there is one (issue 31).
import type { AckVia } from '../../schemas/entities/operations.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Db } from '../storage/db.ts'
import { addAlarmEvent } from './history.ts'

/** Acknowledges the records not acknowledged yet; answers their ids. */
export async function acknowledgeAlarms(
  db: Db,
  who: { accountId: string; orgId: string; loginname: string },
  ids: readonly string[],
  via: AckVia,
  now: number,
  note = '',
): Promise<string[]> {
  if (ids.length === 0) return []
  return db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom('alarmRecords')
      .select(['id', 'escalateAt'])
      .where('id', 'in', ids)
      .where('confirmedAt', 'is', null)
      .execute()
    if (open.length === 0) return []
    const openIds = open.map((r) => r.id)
    await trx
      .updateTable('alarmRecords')
      .set({ confirmedAt: now, confirmedBy: who.loginname, escalateAt: null, ackNote: note })
      .where('id', 'in', openIds)
      .where('confirmedAt', 'is', null)
      .execute()
    for (const r of open) {
      await recordChange(trx, actorOf(who), now, {
        objectType: 'alarmRecord',
        objectId: r.id,
        action: 'confirm',
        after: { confirmedAt: now, via, ...(note ? { note } : {}) },
      })
      await addAlarmEvent(
        trx,
        r.id,
        'acknowledged',
        now,
        { via, ...(note ? { note } : {}), ...(r.escalateAt === null ? {} : { escalation: 'stopped' }) },
        who.loginname,
      )
    }
    return openIds
  })
}
