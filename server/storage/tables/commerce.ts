// Row shapes of the wallet, its ledger and orders (migration 0030): cents as integers, times epoch ms.
import type { Generated } from 'kysely'

export interface WalletTable {
  orgId: string
  /** cents: the sum of the enterprise's ledger rows, never below zero (a check constraint) */
  balance: Generated<number>
  updatedAt: number
}

export interface WalletLedgerTable {
  id: string
  orgId: string
  /** cents: positive in, negative out */
  amount: number
  balanceAfter: number
  reason: string
  orderId: string | null
  accountId: string | null
  createdAt: number
  updatedAt: number
}

export interface OrderTable {
  id: string
  orgId: string
  number: string
  kind: string
  /** JSON array of OrderItem */
  items: Generated<string>
  amount: number
  state: Generated<string>
  payMethod: Generated<string>
  /** the payment platform's trade number */
  tradeNo: Generated<string>
  accountId: string | null
  paidAt: number | null
  closedAt: number | null
  expiresAt: number
  invoiceId: string | null
  createdAt: number
  updatedAt: number
}

export interface InvoiceTable {
  id: string
  orgId: string
  accountId: string
  /** JSON array of order ids */
  orderIds: Generated<string>
  amount: number
  title: string
  taxNumber: string
  address: Generated<string>
  email: Generated<string>
  state: Generated<string>
  reason: Generated<string>
  handledBy: string | null
  handledAt: number | null
  createdAt: number
  updatedAt: number
}

export interface SmsAccountTable {
  orgId: string
  remaining: Generated<number>
  purchased: Generated<number>
  exhaustedToldAt: number | null
  updatedAt: number
}
