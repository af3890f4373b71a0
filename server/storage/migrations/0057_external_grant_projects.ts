// Grants of projects to external parties (issue 32): a grant names projects beside devices. The grantee
// watches a granted project's pages and its devices (live, history, writes when the grant allows), never
// its configuration. One row per project in a grant; indexed by project for "who holds this project".
import type { Migration } from 'kysely'
import { type AnyDb, index } from './columns.ts'

export const externalGrantProjects: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('external_grant_projects')
      .addColumn('grant_id', 'text', (c) => c.notNull().references('external_grants.id').onDelete('cascade'))
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('external_grant_projects_pk', ['grant_id', 'project_id'])
      .execute()
    await index(db, 'external_grant_projects', ['project_id'])
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('external_grant_projects').execute()
  },
}
