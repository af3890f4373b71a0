// A remote widget plugin in an enterprise's catalogue: an ES module built outside the platform (host/sdk)
// that the web app loads at runtime when enabled.
import Type, { type Static } from 'typebox'

export const REMOTE_PLUGIN_SOURCES = ['url', 'upload'] as const

export const RemotePlugin = Type.Object({
  id: Type.String(),
  orgId: Type.String(),
  name: Type.String(),
  /** The module's URL: absolute, or root-relative when the server keeps the uploaded files. */
  url: Type.String(),
  source: Type.Enum(REMOTE_PLUGIN_SOURCES),
  enabled: Type.Boolean(),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
})
export type RemotePlugin = Static<typeof RemotePlugin>
