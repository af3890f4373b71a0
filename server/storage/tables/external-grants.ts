// Row shapes of the grants to external parties (migrations 0046, 0056): a grant of devices and projects
// from one enterprise (orgId) to another (granteeOrgId), read or write, times in epoch ms (null: never /
// not cancelled).
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

/** Migration 0056: a project in a grant (the grantee watches its pages and devices) */
export interface ExternalGrantProjectTable {
  grantId: string
  projectId: string
}
