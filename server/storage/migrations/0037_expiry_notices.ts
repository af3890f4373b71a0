// Expiry messages (issue 34): a project may carry an expiry time; the leader's daily job writes one
// expiry notice per project and expiry time once it is within 30 days (unique per kind, object and
// time, so a notice is never written twice), and a message of type `expire` about it to each account
// that looks after the project.
import type { Migration } from 'kysely'
import { type AnyDb, index, notNullText, tenantTable } from './columns.ts'

export const expiryNotices: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('projects').addColumn('expires_at', 'bigint').execute()
    await index(db, 'projects', ['expires_at'])
    await tenantTable(db, 'expiry_notices')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('object_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', notNullText)
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
    await index(db, 'expiry_notices', ['kind', 'object_id', 'expires_at'], true)
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('expiry_notices').execute()
    await db.schema.dropIndex('projects_expires_at_ix').execute()
    await db.schema.alterTable('projects').dropColumn('expires_at').execute()
  },
}
