// 3D scenes (platform spec `eg/scene`, `/manage/scene/config/{sceneId}`): a glTF/GLB model of the
// enterprise asset library, the camera's home view and the per-object bindings, as one JSON document.
import type { Migration } from 'kysely'
import { type AnyDb, index, jsonObject, notNullText, tenantTable } from './columns.ts'

export const scenes: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'scenes')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('model_asset_id', 'text', (c) => c.references('assets.id').onDelete('set null'))
      .addColumn('config', 'text', jsonObject)
      .addColumn('thumbnail', 'text', notNullText)
      .execute()
    await index(db, 'scenes', ['org_id'])
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('scenes').execute()
  },
}
