// Work orders from alarms (issue 31): an order made from an alarm record keeps the record's id, so the
// order links to the alarm and the alarm's history names the order. No foreign key: an alarm record
// pruned by retention leaves the order readable.
import type { Migration } from 'kysely'
import { type AnyDb, index } from './columns.ts'

export const workOrderAlarm: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('work_orders').addColumn('alarm_id', 'text').execute()
    await index(db, 'work_orders', ['alarm_id'])
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('work_orders_alarm_id_ix').execute()
    await db.schema.alterTable('work_orders').dropColumn('alarm_id').execute()
  },
}
