// The widget plugin catalogue (host/remote loads the enabled plugins of the user's enterprise).
import type { Migration } from 'kysely'
import { type AnyDb, flag, index, notNullText, tenantTable } from './columns.ts'

export const remotePlugins: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'remote_plugins')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('url', 'text', notNullText)
      .addColumn('module_file', 'text', notNullText)
      .addColumn('enabled', 'integer', flag)
      .execute()
    await index(db, 'remote_plugins', ['org_id'])
    await db.schema
      .createTable('remote_plugin_files')
      .addColumn('plugin_id', 'text', (c) => c.notNull().references('remote_plugins.id').onDelete('cascade'))
      .addColumn('org_id', 'text', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('remote_plugin_files_pk', ['plugin_id', 'name'])
      .execute()
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('remote_plugin_files').execute()
    await db.schema.dropTable('remote_plugins').execute()
  },
}
