// The enterprise's wallet (issue 33): the balance is a cached sum of its ledger, changed only by `moveMoney`
// inside the caller's transaction: one conditional update (`balance + amount >= 0`) that serialises
// concurrent spends in the database (PostgreSQL's row lock; SQLite's single writer), then one ledger row
// with the balance after it. A spend the balance cannot cover changes nothing and answers null.
import { sql } from 'kysely'
import type { LedgerView } from '../../schemas/api/commerce.ts'
import type { PagingInput } from '../../schemas/api/common.ts'
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'
import { pageOf } from '../views/paging.ts'

export interface Movement {
  orgId: string
  /** cents: positive in, negative out */
  amount: number
  reason: 'recharge' | 'pay' | 'refund' | 'adjust'
  orderId: string | null
  accountId: string | null
}

export interface Moved {
  ledgerId: string
  balanceAfter: number
}

/** Moves money in `trx` (a transaction): null when the balance would fall below zero. */
export async function moveMoney(trx: Db, m: Movement, now: number): Promise<Moved | null> {
  await trx
    .insertInto('wallets')
    .values({ orgId: m.orgId, balance: 0, updatedAt: now })
    .onConflict((oc) => oc.column('orgId').doNothing())
    .execute()
  const updated = await trx
    .updateTable('wallets')
    .set({ balance: sql<number>`balance + ${m.amount}`, updatedAt: now })
    .where('orgId', '=', m.orgId)
    .where(sql<boolean>`balance + ${m.amount} >= 0`)
    .returning('balance')
    .executeTakeFirst()
  if (!updated) return null
  const balanceAfter = Number(updated.balance)
  const ledgerId = sortableId(now)
  await trx
    .insertInto('walletLedger')
    .values({ id: ledgerId, ...m, balanceAfter, createdAt: now, updatedAt: now })
    .execute()
  return { ledgerId, balanceAfter }
}

export async function balanceOf(db: Db, orgId: string): Promise<number> {
  const row = await db.selectFrom('wallets').select('balance').where('orgId', '=', orgId).executeTakeFirst()
  return Number(row?.balance ?? 0)
}

export function ledgerPage(db: Db, orgId: string, paging: PagingInput) {
  const query = db
    .selectFrom('walletLedger')
    .leftJoin('orders', 'orders.id', 'walletLedger.orderId')
    .select([
      'walletLedger.id',
      'walletLedger.amount',
      'walletLedger.balanceAfter',
      'walletLedger.reason',
      'walletLedger.orderId',
      'walletLedger.createdAt',
      'orders.number',
    ])
    .where('walletLedger.orgId', '=', orgId)
    .orderBy('walletLedger.id', 'desc')
  return pageOf(
    query,
    paging,
    (row): LedgerView => ({
      id: row.id,
      amount: Number(row.amount),
      balanceAfter: Number(row.balanceAfter),
      reason: row.reason,
      orderId: row.orderId,
      orderNumber: row.number ?? '',
      createdAt: Number(row.createdAt),
    }),
  )
}
