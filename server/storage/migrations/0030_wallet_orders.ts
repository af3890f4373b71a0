// The wallet, its ledger and orders (issue 33). A wallet row per enterprise holds the balance in cents as
// the sum of its ledger rows, each change one row with its order, reason and the balance after it. Orders
// carry integer cents, a state (unpaid, paid, closed, refunded) and when an unpaid one closes by itself.
import { type Migration, sql } from 'kysely'
import type { AnyDb } from './columns.ts'
import { index, jsonArray, notNullText, tenantTable } from './columns.ts'

export const walletOrders: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('wallets')
      .addColumn('org_id', 'text', (c) => c.primaryKey().references('enterprises.id').onDelete('cascade'))
      .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('wallets_balance_not_negative', sql`balance >= 0`)
      .execute()
    await tenantTable(db, 'orders')
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('items', 'text', jsonArray)
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('unpaid'))
      .addColumn('pay_method', 'text', notNullText)
      .addColumn('trade_no', 'text', notNullText)
      .addColumn('account_id', 'text')
      .addColumn('paid_at', 'bigint')
      .addColumn('closed_at', 'bigint')
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('invoice_id', 'text')
      .execute()
    await index(db, 'orders', ['org_id', 'created_at'])
    await index(db, 'orders', ['state', 'expires_at'])
    await tenantTable(db, 'wallet_ledger')
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text')
      .addColumn('account_id', 'text')
      .execute()
    await index(db, 'wallet_ledger', ['org_id', 'created_at'])
    // an order moves money once per reason: a repeated notification cannot add a second row
    await index(db, 'wallet_ledger', ['order_id', 'reason'], true)
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('wallet_ledger').execute()
    await db.schema.dropTable('orders').execute()
    await db.schema.dropTable('wallets').execute()
  },
}
