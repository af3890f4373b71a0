// An enterprise's own symbols (issue 30): the cleaned SVG of an upload and the parts a designer marked
// on it (element id to role, a JSON array), beside the enterprise's assets and going with it (cascade).
import type { Migration } from 'kysely'
import { type AnyDb, index, jsonArray, notNullText, tenantTable } from './columns.ts'

export const userSymbols: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'user_symbols')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('svg', 'text', (c) => c.notNull())
      .addColumn('parts', 'text', jsonArray)
      .addColumn('created_by', 'text', notNullText)
      .execute()
    await index(db, 'user_symbols', ['org_id'])
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('user_symbols').execute()
  },
}
