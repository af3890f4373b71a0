// System notices (issue 34): platform administrators publish a title and rich text (cleaned at save) to
// every enterprise or to chosen ones, at a publish time; the cluster leader publishes the due ones as
// messages of type `notice` (dataId the notice) to each enabled account of the audience. A notice keeps
// the enterprise of its author (the platform's), which alone may change it until it is published.
import type { Migration } from 'kysely'
import { type AnyDb, index, jsonArray, notNullText, tenantTable } from './columns.ts'

export const systemNotices: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'system_notices')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', notNullText)
      .addColumn('audience', 'text', (c) => c.notNull().defaultTo('all'))
      .addColumn('org_ids', 'text', jsonArray)
      .addColumn('publish_at', 'bigint', (c) => c.notNull())
      .addColumn('published_at', 'bigint')
      .addColumn('created_by', 'text')
      .execute()
    await index(db, 'system_notices', ['published_at', 'publish_at'])
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('system_notices').execute()
  },
}
