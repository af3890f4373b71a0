// Row shapes of enterprise styles (migration 0007; the page looks, background, legal texts, push
// configurations and grants: 0056). Uploaded images are base64 text with their mime
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
  /** JSON PageLook of the login page ('{}' before the editor) */
  loginLook: Generated<string>
  /** JSON PageLook of the main page */
  mainLook: Generated<string>
  backgroundUrl: Generated<string>
  backgroundMime: Generated<string>
  backgroundData: Generated<string>
  /** JSON LegalText ('{}': none) */
  agreement: Generated<string>
  policy: Generated<string>
  createdAt: number
  updatedAt: number
}

/** How notifications to users of a style's enterprises are sent on one channel (one row per channel). */
export interface StylePushConfTable {
  id: string
  orgId: string
  styleId: string
  channel: string
  appKey: Generated<string>
  /** never answered: a view says only whether one is set */
  appSecret: Generated<string>
  enabled: Generated<number>
  createdAt: number
  updatedAt: number
}

/** A style of enterprise `orgId` granted to enterprise `granteeOrgId`, which may then use it. */
export interface StyleGrantTable {
  id: string
  orgId: string
  styleId: string
  granteeOrgId: string
  createdBy: string
  createdAt: number
  updatedAt: number
}
