// Sparkplug B for third-party edge nodes, what was left (issue 13): a discovered metric keeps the value
// its birth gave (shown on the adoption screen) and whether the integrator dismissed it (a dismissed
// metric stays out of the list until a birth stops offering it); text values (String, Text, UUID
// metrics) are kept in history beside the float chunks, one row each, as they are rare and must not
// slow the float path.
import type { Migration } from 'kysely'
import { type AnyDb, index } from './columns.ts'

export const sparkplugAdoption: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('discovered_metrics').addColumn('last_value', 'text').execute()
    await db.schema.alterTable('discovered_metrics').addColumn('dismissed_at', 'bigint').execute()
    await db.schema
      .createTable('history_texts')
      .addColumn('signal_id', 'text', (c) => c.notNull())
      .addColumn('time', 'bigint', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute()
    await index(db, 'history_texts', ['signal_id', 'time'])
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('history_texts').execute()
    await db.schema.alterTable('discovered_metrics').dropColumn('dismissed_at').execute()
    await db.schema.alterTable('discovered_metrics').dropColumn('last_value').execute()
  },
}
