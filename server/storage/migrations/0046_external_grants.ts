// Authorisation to external parties (issue 32, `api/pmsn/*`): an enterprise grants another enterprise of
// the platform (the grantee) chosen devices, read-only or with writes, until an optional expiry, and may
// cancel it. One row per grant and one per device in it, so "the devices granted to enterprise X" is one
// indexed join. A cancelled grant keeps its rows (its history shows who had what).
import type { Migration } from 'kysely'
import { type AnyDb, flag, index, tenantTable } from './columns.ts'

export const externalGrants: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'external_grants')
      .addColumn('grantee_org_id', 'text', (c) =>
        c.notNull().references('enterprises.id').onDelete('cascade'),
      )
      .addColumn('can_write', 'integer', flag)
      .addColumn('expires_at', 'bigint')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('cancelled_at', 'bigint')
      .execute()
    await index(db, 'external_grants', ['org_id', 'created_at'])
    await index(db, 'external_grants', ['grantee_org_id'])
    await db.schema
      .createTable('external_grant_devices')
      .addColumn('grant_id', 'text', (c) => c.notNull().references('external_grants.id').onDelete('cascade'))
      .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('external_grant_devices_pk', ['grant_id', 'device_id'])
      .execute()
    await index(db, 'external_grant_devices', ['device_id'])
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('external_grant_devices').execute()
    await db.schema.dropTable('external_grants').execute()
  },
}
