// An alarm record's history (issue 21: "every step is in the alarm record's history"): raised, who was
// notified, each escalation step, the acknowledgement (and how), the resolution, the end of escalation.
import type { AlarmEventKind, AlarmEventView } from '../../schemas/entities/operations.ts'
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'

export async function addAlarmEvent(
  db: Db,
  alarmId: string,
  kind: AlarmEventKind,
  at: number,
  detail: Record<string, unknown> = {},
  actor = '',
): Promise<void> {
  await db
    .insertInto('alarmEvents')
    // ids in insertion order: a raised alarm's time is its value's (the gateway's clock), not the platform's
    .values({ id: sortableId(Date.now()), alarmId, kind, at, actor, detail: JSON.stringify(detail) })
    .execute()
}

export async function alarmEvents(db: Db, alarmId: string): Promise<AlarmEventView[]> {
  const rows = await db
    .selectFrom('alarmEvents')
    .selectAll()
    .where('alarmId', '=', alarmId)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    kind: r.kind as AlarmEventKind,
    actor: r.actor,
    detail: r.detail,
  }))
}
