// Gateway firmware and over-the-air upgrades (issue 35): the packages the platform administrators upload
// (platform-wide, no enterprise: the bytes in the row like assets, so every instance serves them), and one
// upgrade job per gateway and request with its last reported step. The download token is kept only as its
// sha-256 and is spent by the first download (`token_used_at`).
import { type Migration, PostgresAdapter } from 'kysely'
import { type AnyDb, index, jsonArray, notNullText } from './columns.ts'

const bytesType = (db: AnyDb) => (db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob')

export const firmware: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('firmware_packages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('version', 'text', (c) => c.notNull().unique())
      .addColumn('series', 'text', jsonArray)
      .addColumn('models', 'text', jsonArray)
      .addColumn('notes', 'text', notNullText)
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('signature', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('content', bytesType(db), (c) => c.notNull())
      .addColumn('created_by', 'text', notNullText)
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('firmware_jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('package_id', 'text', (c) => c.references('firmware_packages.id').onDelete('set null'))
      .addColumn('gateway_id', 'text', (c) => c.notNull().references('gateways.id').onDelete('cascade'))
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('from_version', 'text', notNullText)
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('percent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('code', 'integer')
      .addColumn('msg', 'text', notNullText)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('token_expires_at', 'bigint', (c) => c.notNull())
      .addColumn('token_used_at', 'bigint')
      .addColumn('created_by', 'text', notNullText)
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()
    await index(db, 'firmware_jobs', ['gateway_id', 'created_at'])
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('firmware_jobs').execute()
    await db.schema.dropTable('firmware_packages').execute()
  },
}
