// Row shapes of the grants to external parties (migration 0046): a grant of devices from one enterprise
// (orgId) to another (granteeOrgId), read or write, times in epoch ms (null: never / not cancelled).
import type { Generated } from 'kysely'

export interface ExternalGrantTable {
  id: string
  orgId: string
  granteeOrgId: string
  /** 1: the grantee may write setpoints to the devices; 0: watch and read history only */
  canWrite: Generated<number>
  expiresAt: number | null
  createdBy: string
  cancelledAt: number | null
  createdAt: number
  updatedAt: number
}

export interface ExternalGrantDeviceTable {
  grantId: string
  deviceId: string
}
