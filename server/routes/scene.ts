// 3D scenes (issue 17; platform spec `eg/scene`, `/manage/scene/config/{sceneId}`): the enterprise's
// scenes, each a model of the asset library (uploaded through asset/upload, kind "model", checked by
// content there) with the camera's home view and per-object bindings. The webgl widget reads one by id.
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import { type Scene, SceneConfig } from '../../schemas/api/scene.ts'
import { check } from '../../schemas/validate.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import type { SceneTable } from '../storage/tables/media.ts'
import type { Caller } from '../tenancy/caller.ts'
import { endpoint } from './endpoint.ts'

const EMPTY_CONFIG = { bindings: [] }

function shown(row: SceneTable): Scene {
  let config: Scene['config'] = EMPTY_CONFIG
  try {
    config = JSON.parse(row.config) as Scene['config']
  } catch {}
  return {
    id: row.id,
    name: row.name,
    modelAssetId: row.modelAssetId,
    config: check(SceneConfig, config).ok ? config : EMPTY_CONFIG,
    thumbnail: row.thumbnail,
    updatedAt: Number(row.updatedAt),
  }
}

/** A scene of the caller's enterprise; another's, or none, is 90003. */
async function sceneOf(db: Db, caller: Caller, id: string): Promise<SceneTable> {
  const row = await db
    .selectFrom('scenes')
    .selectAll()
    .where('id', '=', id)
    .where('orgId', '=', caller.orgId)
    .executeTakeFirst()
  return row ?? fail(Code.noDataOrPermission)
}

/** A model of the caller's enterprise library, or 10007 when the asset is not a model. */
async function checkModel(db: Db, caller: Caller, assetId: string): Promise<void> {
  const asset = await db
    .selectFrom('assets')
    .select('kind')
    .where('id', '=', assetId)
    .where('orgId', '=', caller.orgId)
    .executeTakeFirst()
  if (!asset) fail(Code.noDataOrPermission)
  if (asset.kind !== 'model') fail(Code.fileFormat, { field: 'modelAssetId' })
}

function parsedConfig(text: string): Scene['config'] {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return fail(Code.paramInvalid, { field: 'config', reason: 'not JSON' })
  }
  const result = check(SceneConfig, value)
  if (!result.ok) fail(Code.paramInvalid, { field: 'config', errors: result.errors })
  return value as Scene['config']
}

export const sceneRoutes = [
  endpoint('scene/query', {
    summary: "the enterprise's 3D scenes, newest first (with thumbnails)",
    auth: 'user',
    handler: async ({ caller, s }) =>
      (
        await s.db
          .selectFrom('scenes')
          .selectAll()
          .where('orgId', '=', caller.orgId)
          .orderBy('updatedAt', 'desc')
          .execute()
      ).map(shown),
  }),

  endpoint('scene/info', {
    summary: 'one scene: its model, home view and bindings (90003 for another enterprise’s)',
    auth: 'user',
    idFields: { id: 'scene' },
    handler: async ({ body, caller, s }) => shown(await sceneOf(s.db, caller, body.id)),
  }),

  endpoint('scene/add', {
    summary: 'add a scene, optionally with a model of the asset library (10007 when not a model)',
    auth: 'manage_scene',
    idFields: { modelAssetId: 'asset' },
    handler: async ({ body, caller, s, now }) => {
      if (body.modelAssetId) await checkModel(s.db, caller, body.modelAssetId)
      const row: SceneTable = {
        id: randomUUID(),
        orgId: caller.orgId,
        name: body.name.trim(),
        modelAssetId: body.modelAssetId || null,
        config: JSON.stringify(EMPTY_CONFIG),
        thumbnail: '',
        createdAt: now,
        updatedAt: now,
      }
      await s.db.insertInto('scenes').values(row).execute()
      return shown(row)
    },
  }),

  endpoint('scene/edit', {
    summary: 'rename a scene, change its model, save its configuration (home view, bindings) and thumbnail',
    auth: 'manage_scene',
    idFields: { id: 'scene', modelAssetId: 'asset' },
    handler: async ({ body, caller, s, now }) => {
      const row = await sceneOf(s.db, caller, body.id)
      if (body.modelAssetId) await checkModel(s.db, caller, body.modelAssetId)
      const next: SceneTable = {
        ...row,
        ...(body.name !== undefined && { name: body.name.trim() }),
        ...(body.modelAssetId !== undefined && { modelAssetId: body.modelAssetId || null }),
        ...(body.config !== undefined && { config: JSON.stringify(parsedConfig(body.config)) }),
        ...(body.thumbnail !== undefined && { thumbnail: body.thumbnail }),
        updatedAt: now,
      }
      await s.db
        .updateTable('scenes')
        .set({
          name: next.name,
          modelAssetId: next.modelAssetId,
          config: next.config,
          thumbnail: next.thumbnail,
          updatedAt: now,
        })
        .where('id', '=', row.id)
        .execute()
      return shown(next)
    },
  }),

  endpoint('scene/delete', {
    summary: 'delete a scene (its model stays in the asset library)',
    auth: 'manage_scene',
    idFields: { id: 'scene' },
    handler: async ({ body, caller, s }) => {
      const row = await sceneOf(s.db, caller, body.id)
      await s.db.deleteFrom('scenes').where('id', '=', row.id).execute()
      return null
    },
  }),
]
