// Feedback (issue 34, spec §5 "feedback opinion: at least 10 characters"): an account's opinion with an
// optional screenshot (a checked image as a data: URL) and the platform's answer.
import type { Migration } from 'kysely'
import { type AnyDb, index, notNullText, tenantTable } from './columns.ts'

export const feedback: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'feedback')
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('contact', 'text', notNullText)
      .addColumn('image', 'text', notNullText)
      .addColumn('answer', 'text', notNullText)
      .addColumn('answered_at', 'bigint')
      .addColumn('answered_by', 'text')
      .execute()
    await index(db, 'feedback', ['account_id', 'created_at'])
    await index(db, 'feedback', ['created_at'])
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('feedback').execute()
  },
}
