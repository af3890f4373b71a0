// API keys for external systems (issue 32): an enterprise's clients, each with scopes (devices and projects,
// read or write), an expiry, the argon2id hash of its secret (never the secret), when it was last used and
// when it was revoked. The key's id is the public half of the token (`lfk_<id>_<secret>`), so a call finds
// its row by id and pays one verify.
import type { Migration } from 'kysely'
import type { AnyDb } from './columns.ts'
import { flag, index, jsonArray, tenantTable } from './columns.ts'

export const apiKeys: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'api_keys')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('can_write', 'integer', flag)
      .addColumn('device_ids', 'text', jsonArray)
      .addColumn('project_ids', 'text', jsonArray)
      .addColumn('expires_at', 'bigint')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'bigint')
      .addColumn('revoked_at', 'bigint')
      .execute()
    await index(db, 'api_keys', ['org_id', 'created_at'])
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('api_keys').execute()
  },
}
