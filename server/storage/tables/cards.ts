// Row shape of IoT cards (migration 0055): cents and MB as integers, times epoch ms.
import type { Generated } from 'kysely'

export interface IotCardTable {
  id: string
  orgId: string
  iccid: string
  operator: Generated<string>
  plan: Generated<string>
  /** cents per month */
  monthlyPrice: number
  /** MB */
  dataTotal: Generated<number>
  dataUsed: Generated<number>
  activatedAt: number | null
  expiresAt: number
  /** normal, halted or cancelled (expiring and expired follow from expiresAt) */
  state: Generated<string>
  cancelledAt: number | null
  remark: Generated<string>
  createdAt: number
  updatedAt: number
}
