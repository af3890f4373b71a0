// The enterprise's video parameters (platform spec Extend › video appKey; 3201, 3202): one set per
// organisation, the video cloud's appKey and secret, used by the server's video provider only.
import type { Migration } from 'kysely'
import { type AnyDb, index, notNullText, tenantTable } from './columns.ts'

export const media: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'video_configs')
      .addColumn('provider', 'text', (c) => c.notNull().defaultTo('ezviz'))
      .addColumn('app_key', 'text', notNullText)
      .addColumn('app_secret', 'text', notNullText)
      .execute()
    await index(db, 'video_configs', ['org_id'], true)
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('video_configs').execute()
  },
}
