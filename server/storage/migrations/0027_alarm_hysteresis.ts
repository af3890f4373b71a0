// Alarms that do not chatter (issue 31, ISA-18.2): a rule's deadband (hysteresis) and on/off delays, and
// the count of an open alarm's repeated occurrences.
// - `alarm_rules.deadband`: how far back past its limit a value must go before the alarm clears (in the
//   variable's unit; 0: at the limit). `on_delay_s` / `off_delay_s`: how long the condition (or its
//   return to normal) must hold before the alarm is raised (cleared).
// - `alarm_records.occurrences`: how many times the condition came back while the record stayed open
//   (1: once), `last_occurred_at` the latest (null: only the first).
import type { ColumnDefinitionBuilder, Migration } from 'kysely'
import type { AnyDb } from './columns.ts'

const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0)

export const alarmHysteresis: Migration = {
  async up(db: AnyDb) {
    const rules = () => db.schema.alterTable('alarm_rules')
    await rules().addColumn('deadband', 'double precision', zero).execute()
    await rules().addColumn('on_delay_s', 'integer', zero).execute()
    await rules().addColumn('off_delay_s', 'integer', zero).execute()
    const records = () => db.schema.alterTable('alarm_records')
    await records()
      .addColumn('occurrences', 'integer', (c) => c.notNull().defaultTo(1))
      .execute()
    await records().addColumn('last_occurred_at', 'bigint').execute()
  },
  async down(db: AnyDb) {
    for (const column of ['last_occurred_at', 'occurrences'])
      await db.schema.alterTable('alarm_records').dropColumn(column).execute()
    for (const column of ['off_delay_s', 'on_delay_s', 'deadband'])
      await db.schema.alterTable('alarm_rules').dropColumn(column).execute()
  },
}
