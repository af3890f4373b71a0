// A configuration model of the platform's catalogue carries a page (issue 30): a platform administrator
// publishes one from the designer ("save as template", as a configuration model), and every enterprise's
// designer offers it when adding a page. Entries without a page stay plain catalogue entries.
import type { Migration } from 'kysely'
import type { AnyDb } from './columns.ts'

export const configModelPages: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('platform_catalog').addColumn('document', 'text').execute()
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('platform_catalog').dropColumn('document').execute()
  },
}
