// An enterprise's SMS count (issue 33): what its packs bought and what is left; a row exists from its first
// pack on (before that it is not metered). `exhausted_told_at` marks that its administrators were told the
// count ran out, once until the next pack.
import type { Migration } from 'kysely'
import type { AnyDb } from './columns.ts'

export const smsAccounts: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('sms_accounts')
      .addColumn('org_id', 'text', (c) => c.primaryKey().references('enterprises.id').onDelete('cascade'))
      .addColumn('remaining', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('purchased', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('exhausted_told_at', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('sms_accounts').execute()
  },
}
