// Row shape of enterprise styles (migration 0007). Uploaded images are base64 text with their mime
// type ('' when none); `logoUrl`/`faviconUrl` hold an address given instead.
import type { Generated } from 'kysely'

export interface StyleTable {
  id: string
  orgId: string
  name: string
  title: Generated<string>
  logoUrl: Generated<string>
  logoMime: Generated<string>
  logoData: Generated<string>
  faviconUrl: Generated<string>
  faviconMime: Generated<string>
  faviconData: Generated<string>
  /** lower-case, unique on the platform; null when none */
  webLoginPath: string | null
  webMainPath: Generated<string>
  /** 1: a system style of the platform */
  system: Generated<number>
  createdAt: number
  updatedAt: number
}
