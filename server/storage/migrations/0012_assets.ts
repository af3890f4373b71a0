// The enterprise asset library (server/assets): uploaded images and 3D models, the file's bytes in the
// row (binary: bytea on PostgreSQL, blob on SQLite), so every server instance serves the same files and
// an enterprise's assets go with it (cascade).
import { type Migration, PostgresAdapter } from 'kysely'
import { type AnyDb, index, notNullText, tenantTable } from './columns.ts'

const bytesType = (db: AnyDb) => (db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob')

export const assets: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'assets')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('content', bytesType(db), (c) => c.notNull())
      .addColumn('created_by', 'text', notNullText)
      .execute()
    await index(db, 'assets', ['org_id', 'kind'])
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('assets').execute()
  },
}
