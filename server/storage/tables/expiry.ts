// Row shape of expiry notices (migration 0037).
export interface ExpiryNoticeTable {
  id: string
  orgId: string
  /** project (API grants and cards have their own issues) */
  kind: string
  objectId: string
  name: string
  expiresAt: number
  createdAt: number
  updatedAt: number
}
