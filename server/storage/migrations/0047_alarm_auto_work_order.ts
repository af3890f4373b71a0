// Work orders opened by an alarm rule (issue 31): `alarm_rules.auto_work_order` (1: each alarm the rule
// raises opens a pending work order for its device, linked to the alarm record; 0: none, as before).
import type { Migration } from 'kysely'
import { type AnyDb, flag } from './columns.ts'

export const alarmAutoWorkOrder: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('alarm_rules').addColumn('auto_work_order', 'integer', flag).execute()
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('alarm_rules').dropColumn('auto_work_order').execute()
  },
}
