// Bodies of the widget plugin catalogue calls (`plugin/*`): register by URL, upload files, enable,
// disable, rename, delete.
import Type, { type Static } from 'typebox'
import { RemotePlugin } from '../entities/remote-plugin.ts'
import { URL_FORMATS } from '../url.ts'
import { Empty, Id, Name, PageOf, Paging, Text } from './common.ts'
import { FileUpload } from './security.ts'

/** An absolute http(s) URL, or a path on this server (the URL allow-list: not `//host`). */
export const PluginUrl = Type.String({ minLength: 2, maxLength: 1000, format: URL_FORMATS.link })

/** A file of an uploaded plugin: one path segment, the extension says what it is. */
export const PLUGIN_FILE_TYPES = {
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css',
  map: 'application/json',
} as const
export const PluginFileName = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\\.(js|mjs|css|map)$' })

export const PluginIdBody = Type.Object({ id: Id })
export const PluginQueryBody = Type.Object({ ...Paging, keyword: Type.Optional(Text(64)) })
export const PluginAddBody = Type.Object({ name: Name, url: PluginUrl })
export type PluginAddBody = Static<typeof PluginAddBody>
export const PluginEditBody = Type.Object({
  id: Id,
  name: Type.Optional(Name),
  url: Type.Optional(PluginUrl),
})
export type PluginEditBody = Static<typeof PluginEditBody>
/** Multipart: without `id` a new plugin whose module is `file`; with `id` one more file of that plugin. */
export const PluginUploadBody = Type.Object({
  id: Type.Optional(Id),
  name: Type.Optional(Name),
  file: FileUpload,
})
export type PluginUploadBody = Static<typeof PluginUploadBody>

/** A plugin's manifest (schemas/plugin-manifest.ts), as the JSON text of its file; empty removes it. */
export const PluginManifestBody = Type.Object({ id: Id, manifest: Type.String({ maxLength: 20_000 }) })
export type PluginManifestBody = Static<typeof PluginManifestBody>

/** The catalogue's calls in the endpoint map (schemas/api/endpoints.ts): body schema, answer schema. */
export const PLUGIN_ENDPOINTS = {
  'plugin/enabled': { body: Empty, answer: Type.Array(RemotePlugin) },
  'plugin/query': { body: PluginQueryBody, answer: PageOf(RemotePlugin) },
  'plugin/add': { body: PluginAddBody, answer: RemotePlugin },
  'plugin/edit': { body: PluginEditBody, answer: RemotePlugin },
  'plugin/manifest': { body: PluginManifestBody, answer: RemotePlugin },
  'plugin/enable': { body: PluginIdBody, answer: RemotePlugin },
  'plugin/disable': { body: PluginIdBody, answer: RemotePlugin },
  'plugin/delete': { body: PluginIdBody, answer: RemotePlugin },
  /** multipart: the file beside the other fields (api.callFile) */
  'plugin/upload': { body: PluginUploadBody, answer: RemotePlugin },
} as const
