// Equipment management beyond the first schema: followed devices (monitor list), device jobs with
// progress (import, copy), per-variable wire settings (byte order, bit address), template info and
// the template/device configuration versions that make "synced with the template" a fact.
import type { Migration } from 'kysely'
import { type AnyDb, flag, index, jsonArray, jsonObject, tenantTable } from './columns.ts'

export const equipment: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('device_follows')
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('device_follows_pk', ['account_id', 'device_id'])
      .execute()
    await index(db, 'device_follows', ['device_id'])

    await tenantTable(db, 'device_jobs')
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('total', 'integer', flag)
      .addColumn('done', 'integer', flag)
      .addColumn('problems', 'text', jsonArray)
      .addColumn('result', 'text', jsonObject)
      .execute()
    await index(db, 'device_jobs', ['account_id'])

    await db.schema.alterTable('variables').addColumn('settings', 'text', jsonObject).execute()
    await db.schema.alterTable('templates').addColumn('settings', 'text', jsonObject).execute()
    await db.schema.alterTable('templates').addColumn('config_version', 'integer', flag).execute()
    await db.schema.alterTable('devices').addColumn('template_version', 'integer').execute()
    await index(db, 'devices', ['org_id', 'group_id'])
    // The device list's order: a page is read from the index and stops after its rows, not sorted.
    await db.schema
      .createIndex('devices_list_order_ix')
      .on('devices')
      .columns(['org_id', 'sort', 'created_at desc', 'id'])
      .execute()
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('devices_list_order_ix').execute()
    await db.schema.dropIndex('devices_org_id_group_id_ix').execute()
    await db.schema.alterTable('devices').dropColumn('template_version').execute()
    await db.schema.alterTable('templates').dropColumn('config_version').execute()
    await db.schema.alterTable('templates').dropColumn('settings').execute()
    await db.schema.alterTable('variables').dropColumn('settings').execute()
    await db.schema.dropTable('device_jobs').execute()
    await db.schema.dropTable('device_follows').execute()
  },
}
