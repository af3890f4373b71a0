// The widget plugin catalogue (`plugin/*`): per enterprise, plugins registered by URL or uploaded (the
// module and its stylesheet, kept in the database and served under the prefix), enabled or disabled.
// The web app loads the enabled ones (`plugin/enabled`, host/remote); disabling or deleting a plugin
// leaves saved pages alone: its widgets show a placeholder and keep their options.
import { createHash, randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import { Empty } from '../../schemas/api/common.ts'
import { PLUGIN_FILE_TYPES, PluginFileName } from '../../schemas/api/remote-plugin.ts'
import type { FileUpload } from '../../schemas/api/security.ts'
import type { RemotePlugin } from '../../schemas/entities/remote-plugin.ts'
import { MANIFEST_FILE, PluginManifest } from '../../schemas/plugin-manifest.ts'
import { check } from '../../schemas/validate.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, loggedChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import type { RemotePluginTable } from '../storage/tables/plugins.ts'
import type { Caller } from '../tenancy/caller.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

const AUTH = 'manage_widget_plugins'
const OBJECT_TYPE = 'remotePlugin'
/** Files of one uploaded plugin: module, stylesheets, source maps. */
export const MAX_PLUGIN_FILES = 10

type Row = Selectable<RemotePluginTable>

/** Where the server serves a file of an uploaded plugin; `v` changes with every upload, past caches. */
const fileUrl = (s: Services, row: Row, name: string) =>
  `${s.config.prefix}/plugin/file/${row.id}/${name}?v=${row.updatedAt}`

async function viewsOf(db: Db, s: Services, rows: readonly Row[]): Promise<RemotePlugin[]> {
  const files = rows.length
    ? await db
        .selectFrom('remotePluginFiles')
        .select(['pluginId', 'name', 'content'])
        .where(
          'pluginId',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('createdAt')
        .orderBy('name')
        .execute()
    : []
  const manifestOf = (id: string) => {
    const file = files.find((f) => f.pluginId === id && f.name === MANIFEST_FILE)
    return file ? { manifest: JSON.parse(file.content) as PluginManifest } : {}
  }
  return rows.map((row) => ({
    id: row.id,
    orgId: row.orgId,
    name: row.name,
    url: row.source === 'upload' ? fileUrl(s, row, row.moduleFile) : row.url,
    source: row.source === 'upload' ? 'upload' : 'url',
    enabled: row.enabled === 1,
    files: files.filter((f) => f.pluginId === row.id && f.name !== MANIFEST_FILE).map((f) => f.name),
    ...manifestOf(row.id),
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
  }))
}

async function viewOf(db: Db, s: Services, id: string): Promise<RemotePlugin> {
  const row = await db.selectFrom('remotePlugins').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const [view] = await viewsOf(db, s, [row])
  return view!
}

async function assertNameFree(db: Db, orgId: string, name: string, exceptId?: string): Promise<void> {
  const taken = await db
    .selectFrom('remotePlugins')
    .select('id')
    .where('orgId', '=', orgId)
    .where('name', '=', name)
    .executeTakeFirst()
  if (taken && taken.id !== exceptId) fail(Code.nameExists, { field: 'name' })
}

/** The file's type by its extension; a name that is no plain file name of a known type is refused. */
function fileType(file: FileUpload): string {
  if (!check(PluginFileName, file.filename).ok) fail(Code.paramInvalid, { field: 'file', reason: 'name' })
  if (file.size === 0) fail(Code.paramInvalid, { field: 'file', reason: 'empty' })
  const extension = file.filename.split('.').pop() as keyof typeof PLUGIN_FILE_TYPES
  return PLUGIN_FILE_TYPES[extension]
}

/** A manifest from its JSON text; text that is not one is refused with the field named. */
function parseManifest(text: string): PluginManifest {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    fail(Code.paramInvalid, { field: 'manifest', reason: 'json' })
  }
  if (!check(PluginManifest, parsed).ok) fail(Code.paramInvalid, { field: 'manifest', reason: 'schema' })
  return parsed as PluginManifest
}

/** An uploaded module is here to hash: a manifest that does not vouch for it is refused at once. */
async function assertEntryMatches(db: Db, id: string, manifest: PluginManifest): Promise<void> {
  const plugin = await db
    .selectFrom('remotePlugins')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  if (plugin.source !== 'upload') return
  const entry = await db
    .selectFrom('remotePluginFiles')
    .select('content')
    .where('pluginId', '=', id)
    .where('name', '=', plugin.moduleFile)
    .executeTakeFirst()
  const actual = `sha384-${createHash('sha384')
    .update(entry?.content ?? '', 'utf8')
    .digest('base64')}`
  if (actual !== manifest.integrity) fail(Code.paramInvalid, { field: 'manifest', reason: 'integrity' })
}

/** Runs a change in a transaction and logs it with the plugin before and after. */
async function change(
  s: Services,
  caller: Caller,
  now: number,
  action: string,
  id: string,
  apply: (trx: Db) => Promise<void>,
): Promise<RemotePlugin> {
  return loggedChange(
    s.db,
    actorOf(caller),
    now,
    { objectType: OBJECT_TYPE, objectId: id, action },
    (trx) => viewOf(trx, s, id),
    apply,
  )
}

const setEnabled = (enabled: boolean) =>
  endpoint(enabled ? 'plugin/enable' : 'plugin/disable', {
    summary: enabled
      ? 'enable a widget plugin: the web app loads it for everyone in the enterprise'
      : 'disable a widget plugin: saved widgets of its types show a placeholder, options kept',
    auth: AUTH,
    idFields: { id: 'remotePlugin' },
    handler: async ({ body, caller, s, now }) =>
      change(s, caller, now, enabled ? 'enable' : 'disable', body.id, async (trx) => {
        await trx
          .updateTable('remotePlugins')
          .set({ enabled: enabled ? 1 : 0, updatedAt: now })
          .where('id', '=', body.id)
          .execute()
      }),
  })

export const pluginRoutes = [
  endpoint('plugin/enabled', {
    summary: 'the enabled widget plugins of the enterprise, in registration order (none without a session)',
    // Public so a page opened without a session (a shared page) gets no plugins rather than the login page.
    auth: 'public',
    handler: async ({ caller, s }) => {
      if (!caller) return []
      const rows = await s.db
        .selectFrom('remotePlugins')
        .selectAll()
        .where('orgId', '=', caller.orgId)
        .where('enabled', '=', 1)
        .orderBy('createdAt')
        .orderBy('id')
        .execute()
      return viewsOf(s.db, s, rows)
    },
  }),

  endpoint('plugin/query', {
    summary: 'page through the widget plugins of the enterprise',
    auth: AUTH,
    handler: async ({ body, caller, s }) => {
      const query = s.db
        .selectFrom('remotePlugins')
        .selectAll()
        .where('orgId', '=', caller.orgId)
        .$if(!!body.keyword, (qb) => qb.where('name', 'like', `%${body.keyword}%`))
        .orderBy('createdAt')
        .orderBy('id')
      const page = await pageOf(query, body, (row) => row)
      return { ...page, list: await viewsOf(s.db, s, page.list) }
    },
  }),

  endpoint('plugin/add', {
    summary: 'register a widget plugin by the URL of its module (disabled until enabled; 90007 name taken)',
    auth: AUTH,
    handler: async ({ body, caller, s, now }) => {
      const id = randomUUID()
      return change(s, caller, now, 'add', id, async (trx) => {
        await assertNameFree(trx, caller.orgId, body.name)
        await trx
          .insertInto('remotePlugins')
          .values({
            id,
            orgId: caller.orgId,
            name: body.name,
            source: 'url',
            url: body.url,
            moduleFile: '',
            createdAt: now,
            updatedAt: now,
          })
          .execute()
      })
    },
  }),

  endpoint('plugin/upload', {
    summary:
      'upload a widget plugin (multipart `file`: its module, .js) or, with `id`, one more file of it (.css, .map)',
    auth: AUTH,
    idFields: { id: 'remotePlugin' },
    handler: async ({ body, caller, s, now }) => {
      const { file } = body
      const mime = fileType(file)
      const content = Buffer.from(file.data).toString('utf8')
      const store = (trx: Db, pluginId: string) =>
        trx
          .insertInto('remotePluginFiles')
          .values({ pluginId, orgId: caller.orgId, name: file.filename, mime, content, createdAt: now })
          .execute()
      if (body.id === undefined) {
        if (mime !== PLUGIN_FILE_TYPES.js) fail(Code.paramInvalid, { field: 'file', reason: 'module' })
        const id = randomUUID()
        const name = body.name ?? file.filename.replace(/\.m?js$/, '')
        return change(s, caller, now, 'add', id, async (trx) => {
          await assertNameFree(trx, caller.orgId, name)
          await trx
            .insertInto('remotePlugins')
            .values({
              id,
              orgId: caller.orgId,
              name,
              source: 'upload',
              url: '',
              moduleFile: file.filename,
              createdAt: now,
              updatedAt: now,
            })
            .execute()
          await store(trx, id)
        })
      }
      const id = body.id
      return change(s, caller, now, 'upload', id, async (trx) => {
        const plugin = await trx
          .selectFrom('remotePlugins')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
        if (plugin.source !== 'upload') fail(Code.paramInvalid, { field: 'id', reason: 'source' })
        const files = await trx
          .selectFrom('remotePluginFiles')
          .select('name')
          .where('pluginId', '=', id)
          .execute()
        const replaces = files.some((f) => f.name === file.filename)
        const count = files.filter((f) => f.name !== MANIFEST_FILE).length
        if (!replaces && count >= MAX_PLUGIN_FILES) fail(Code.overLimit, { max: MAX_PLUGIN_FILES })
        await trx
          .deleteFrom('remotePluginFiles')
          .where('pluginId', '=', id)
          .where('name', '=', file.filename)
          .execute()
        await store(trx, id)
        await trx
          .updateTable('remotePlugins')
          .set({ updatedAt: now, ...(body.name !== undefined && { name: body.name }) })
          .where('id', '=', id)
          .execute()
      })
    },
  }),

  endpoint('plugin/edit', {
    summary: "rename a widget plugin or change a registered plugin's URL",
    auth: AUTH,
    idFields: { id: 'remotePlugin' },
    handler: async ({ body, caller, s, now }) =>
      change(s, caller, now, 'edit', body.id, async (trx) => {
        const plugin = await trx
          .selectFrom('remotePlugins')
          .selectAll()
          .where('id', '=', body.id)
          .executeTakeFirstOrThrow()
        if (body.url !== undefined && plugin.source !== 'url')
          fail(Code.paramInvalid, { field: 'url', reason: 'source' })
        if (body.name !== undefined) await assertNameFree(trx, caller.orgId, body.name, body.id)
        await trx
          .updateTable('remotePlugins')
          .set({
            updatedAt: now,
            ...(body.name !== undefined && { name: body.name }),
            ...(body.url !== undefined && { url: body.url }),
          })
          .where('id', '=', body.id)
          .execute()
      }),
  }),

  endpoint('plugin/manifest', {
    summary:
      "set a widget plugin's manifest (JSON text: id, version, widgets, hostApi, integrity; empty removes it); " +
      "an uploaded module must match its integrity (10001 reason 'integrity')",
    auth: AUTH,
    idFields: { id: 'remotePlugin' },
    handler: async ({ body, caller, s, now }) =>
      change(s, caller, now, 'manifest', body.id, async (trx) => {
        await trx
          .deleteFrom('remotePluginFiles')
          .where('pluginId', '=', body.id)
          .where('name', '=', MANIFEST_FILE)
          .execute()
        if (body.manifest.trim() !== '') {
          const manifest = parseManifest(body.manifest)
          await assertEntryMatches(trx, body.id, manifest)
          await trx
            .insertInto('remotePluginFiles')
            .values({
              pluginId: body.id,
              orgId: caller.orgId,
              name: MANIFEST_FILE,
              mime: 'application/json',
              content: JSON.stringify(manifest),
              createdAt: now,
            })
            .execute()
        }
        await trx.updateTable('remotePlugins').set({ updatedAt: now }).where('id', '=', body.id).execute()
      }),
  }),

  setEnabled(true),
  setEnabled(false),

  endpoint('plugin/delete', {
    summary: 'delete a widget plugin and its files; saved widgets of its types keep their options',
    auth: AUTH,
    idFields: { id: 'remotePlugin' },
    handler: async ({ body, caller, s, now }) =>
      change(s, caller, now, 'delete', body.id, async (trx) => {
        await trx.deleteFrom('remotePluginFiles').where('pluginId', '=', body.id).execute()
        await trx.deleteFrom('remotePlugins').where('id', '=', body.id).execute()
      }),
  }),

  route({
    path: 'plugin/file/:id/:name',
    method: 'GET',
    summary: "a file of an uploaded widget plugin of the caller's enterprise, as itself (not an envelope)",
    bodySchema: Empty,
    auth: 'user',
    handler: async ({ caller, s, req, reply }) => {
      const { id, name } = req.params as { id: string; name: string }
      const file = await s.db
        .selectFrom('remotePluginFiles')
        .select(['mime', 'content'])
        .where('pluginId', '=', id)
        .where('name', '=', name)
        .where('orgId', '=', caller.orgId)
        .executeTakeFirst()
      if (!file) fail(Code.noDataOrPermission)
      // The file is the answer: written raw, so the table's envelope is not sent after it.
      reply.hijack()
      reply.raw.writeHead(200, {
        'content-type': `${file.mime}; charset=utf-8`,
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
      })
      reply.raw.end(file.content)
    },
  }),
]
