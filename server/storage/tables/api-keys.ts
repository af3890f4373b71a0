// Row shape of an enterprise's API keys (migration 0026): scopes as JSON id lists, the secret only as its
// argon2id hash, times in epoch ms (null: never / not yet).
import type { Generated } from 'kysely'

export interface ApiKeyTable {
  id: string
  orgId: string
  name: string
  secretHash: string
  /** 1: the key may write (setpoints); 0: read only */
  canWrite: Generated<number>
  deviceIds: Generated<string>
  projectIds: Generated<string>
  expiresAt: number | null
  /** the administrator who made it */
  createdBy: string
  lastUsedAt: number | null
  revokedAt: number | null
  createdAt: number
  updatedAt: number
}
