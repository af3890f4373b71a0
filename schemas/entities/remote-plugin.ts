// A remote widget plugin in an enterprise's catalogue: an ES module built outside the platform (host/sdk)
// that the web app loads at runtime when enabled. Registered by URL, or uploaded (the server keeps the
// files and serves them under the API prefix).
import Type, { type Static } from 'typebox'
import { PluginManifest } from '../plugin-manifest.ts'

export const REMOTE_PLUGIN_SOURCES = ['url', 'upload'] as const

export const RemotePlugin = Type.Object({
  id: Type.String(),
  orgId: Type.String(),
  name: Type.String(),
  /** The module's URL: as registered, or where the server serves the uploaded module. */
  url: Type.String(),
  source: Type.Enum(REMOTE_PLUGIN_SOURCES),
  enabled: Type.Boolean(),
  /** Names of the uploaded files (module first); empty for a plugin registered by URL. */
  files: Type.Array(Type.String()),
  /** What the plugin declares apart from its code; the loader checks it before importing the entry. */
  manifest: Type.Optional(PluginManifest),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
})
export type RemotePlugin = Static<typeof RemotePlugin>
