// Enterprise styles (platform spec §1, §3 Theme): one row per style of an enterprise (or a system style
// of the platform, `system` 1), its uploaded images kept in the row (base64, each under 100 KB), and the
// style each enterprise uses (`enterprises.style_id`, null for the default look; no foreign key: a
// style in use is not deleted, 10004). The login path is stored lower-case, unique on the platform.
import type { Migration } from 'kysely'
import { type AnyDb, flag, index, notNullText, tenantTable } from './columns.ts'

export const styles: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'styles')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', notNullText)
      .addColumn('logo_url', 'text', notNullText)
      .addColumn('logo_mime', 'text', notNullText)
      .addColumn('logo_data', 'text', notNullText)
      .addColumn('favicon_url', 'text', notNullText)
      .addColumn('favicon_mime', 'text', notNullText)
      .addColumn('favicon_data', 'text', notNullText)
      .addColumn('web_login_path', 'text')
      .addColumn('web_main_path', 'text', notNullText)
      .addColumn('system', 'integer', flag)
      .execute()
    await index(db, 'styles', ['org_id', 'name'], true)
    await index(db, 'styles', ['web_login_path'], true)
    await index(db, 'styles', ['system'])
    await db.schema.alterTable('enterprises').addColumn('style_id', 'text').execute()
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('enterprises').dropColumn('style_id').execute()
    await db.schema.dropTable('styles').execute()
  },
}
