// An alarm is open at most once, whichever instance raises it: a leader handover can overlap a moment
// (cluster/leader.ts), so two instances may both raise the same alarm. Unique partial indexes on the open
// records make the second insert fail (the engine then does nothing, alarms/engine.ts):
// - a rule's alarm: device and rule while unresolved (records whose rule was deleted have rule_id null and
//   are not covered: NULLs never collide);
// - a gateway's offline or power-off alarm: device and type while unresolved.
// Duplicates an older database may hold are resolved first (at their own trigger time, keeping the earliest
// open), so the indexes can be built.
import { type Migration, sql } from 'kysely'
import type { AnyDb } from './columns.ts'

const GATEWAY_TYPES = sql`('offline', 'power')`

export const openAlarmsUnique: Migration = {
  async up(db: AnyDb) {
    // an open record with an earlier open twin (same device and rule, or same device and gateway type)
    await sql`
      update alarm_records set resolved_at = triggered_at
      where resolved_at is null
        and exists (
          select 1 from alarm_records k
          where k.resolved_at is null
            and k.device_id = alarm_records.device_id
            and ((alarm_records.rule_id is not null and k.rule_id = alarm_records.rule_id)
              or (alarm_records.type in ${GATEWAY_TYPES} and k.type = alarm_records.type))
            and (k.triggered_at < alarm_records.triggered_at
              or (k.triggered_at = alarm_records.triggered_at and k.id < alarm_records.id))
        )`.execute(db)
    await db.schema
      .createIndex('alarm_records_open_rule_uq')
      .on('alarm_records')
      .columns(['device_id', 'rule_id'])
      .unique()
      .where(sql<boolean>`resolved_at is null and rule_id is not null`)
      .execute()
    await db.schema
      .createIndex('alarm_records_open_gateway_uq')
      .on('alarm_records')
      .columns(['device_id', 'type'])
      .unique()
      .where(sql<boolean>`resolved_at is null and type in ${GATEWAY_TYPES}`)
      .execute()
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('alarm_records_open_gateway_uq').execute()
    await db.schema.dropIndex('alarm_records_open_rule_uq').execute()
  },
}
