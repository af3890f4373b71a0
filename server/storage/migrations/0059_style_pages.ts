// The login and main page editor (issue 34, `style/updateWebLogin|updateWebMain|updateAgreementPolicy`):
// each style's login and main page looks (JSON: colours, texts in zh and en), the login page's background
// image (uploaded, base64 under 100 KB like the logo, or an address) and its agreement and privacy policy
// (JSON: format and text). Also the push configurations of a style (`style/pushconf/*`) and its grants to
// external parties (`style/auth`): one row per party, deleted on cancel, so "the styles granted to
// enterprise X" is one indexed lookup.
import type { Migration } from 'kysely'
import { type AnyDb, flag, index, jsonObject, notNullText, tenantTable } from './columns.ts'

const STYLE_COLUMNS = [
  ['login_look', jsonObject],
  ['main_look', jsonObject],
  ['background_url', notNullText],
  ['background_mime', notNullText],
  ['background_data', notNullText],
  ['agreement', jsonObject],
  ['policy', jsonObject],
] as const

export const stylePages: Migration = {
  async up(db: AnyDb) {
    for (const [column, build] of STYLE_COLUMNS)
      await db.schema.alterTable('styles').addColumn(column, 'text', build).execute()
    await tenantTable(db, 'style_push_confs')
      .addColumn('style_id', 'text', (c) => c.notNull().references('styles.id').onDelete('cascade'))
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('app_key', 'text', notNullText)
      .addColumn('app_secret', 'text', notNullText)
      .addColumn('enabled', 'integer', flag)
      .execute()
    await index(db, 'style_push_confs', ['style_id', 'channel'], true)
    await tenantTable(db, 'style_grants')
      .addColumn('style_id', 'text', (c) => c.notNull().references('styles.id').onDelete('cascade'))
      .addColumn('grantee_org_id', 'text', (c) =>
        c.notNull().references('enterprises.id').onDelete('cascade'),
      )
      .addColumn('created_by', 'text', (c) => c.notNull())
      .execute()
    await index(db, 'style_grants', ['style_id', 'grantee_org_id'], true)
    await index(db, 'style_grants', ['grantee_org_id'])
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('style_grants').execute()
    await db.schema.dropTable('style_push_confs').execute()
    for (const [column] of [...STYLE_COLUMNS].reverse())
      await db.schema.alterTable('styles').dropColumn(column).execute()
  },
}
