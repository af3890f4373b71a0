// Page templates of an enterprise (issue 30): the designer's "save this page as a template" keeps a
// copy of the page JSON with its size, which a new page of any project, device or template may start
// from. Titles are unique per enterprise.
import type { Migration } from 'kysely'
import { type AnyDb, index, tenantTable } from './columns.ts'

export const pageTemplates: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'page_templates')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('widgets', 'integer', (c) => c.notNull())
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .execute()
    await index(db, 'page_templates', ['org_id', 'title'], true)
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('page_templates').execute()
  },
}
