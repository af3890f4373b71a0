// Row shapes of gateway firmware packages and upgrade jobs (migration 0056), times epoch ms.
import type { Generated } from 'kysely'

export interface FirmwarePackageTable {
  id: string
  /** the firmware string gateways report, unique */
  version: string
  /** JSON arrays of the gateway series and models it is for; empty: any */
  series: Generated<string>
  models: Generated<string>
  notes: Generated<string>
  sha256: string
  /** base64 Ed25519 signature of the bytes by the platform's firmware key */
  signature: string
  size: number
  content: Uint8Array
  createdBy: Generated<string>
  createdAt: number
  updatedAt: number
}

export interface FirmwareJobTable {
  id: string
  /** null once the package was deleted */
  packageId: string | null
  gatewayId: string
  version: string
  fromVersion: Generated<string>
  /** sent, downloading, verifying, installing, restarting, done, failed */
  state: string
  percent: Generated<number>
  code: number | null
  msg: Generated<string>
  /** sha-256 of the one-time download token */
  tokenHash: string
  tokenExpiresAt: number
  tokenUsedAt: number | null
  createdBy: Generated<string>
  createdAt: number
  updatedAt: number
}
