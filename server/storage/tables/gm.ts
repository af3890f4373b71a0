// The GM centre's tables (migration 0042): operating centres, their enterprises and operators, and the
// operators' own gateway groups.
import type { Generated } from 'kysely'

export interface OperatingCentreTable {
  id: string
  name: string
  createdAt: number
  updatedAt: number
}

export interface OperatingCentreOrgTable {
  centreId: string
  orgId: string
}

export interface OperatingCentreGrantTable {
  centreId: string
  accountId: string
  /** 1: the operator may act on the centre's gateways, 0: read only */
  canWrite: Generated<number>
}

export interface GmGroupTable {
  id: string
  /** the operator whose grouping it is */
  accountId: string
  name: string
  createdAt: number
  updatedAt: number
}

export interface GmGroupGatewayTable {
  groupId: string
  gatewayId: string
}
