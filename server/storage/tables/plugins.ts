// Row shapes of the widget plugin catalogue: one row per plugin of an enterprise, and the files of
// uploaded plugins (kept as text: modules, stylesheets and source maps are text).
import type { Generated } from 'kysely'

export interface RemotePluginTable {
  id: string
  orgId: string
  name: string
  /** url | upload */
  source: string
  /** the module's URL for `url` plugins; '' for uploads (served under the prefix) */
  url: string
  /** the uploaded module's file name; '' for `url` plugins */
  moduleFile: string
  enabled: Generated<number>
  createdAt: number
  updatedAt: number
}

export interface RemotePluginFileTable {
  pluginId: string
  orgId: string
  name: string
  mime: string
  content: string
  createdAt: number
}
