// Orders (issue 33): integer cents, states unpaid → paid | closed (→ refunded by hand). An unpaid order closes
// by itself at `expiresAt` (the leader's sweep writes it; every read already shows it closed). Paying is one
// conditional update from unpaid, so whatever pays an order (a notification, the wallet) pays it once, and
// what it buys is delivered in the same transaction by its kind's `Delivery`.
import { randomBytes } from 'node:crypto'
import type { Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import type { OrderItem, OrderKind, OrderQueryBody, OrderView, PayView } from '../../schemas/api/commerce.ts'
import { fail } from '../http/api-error.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { OrderTable } from '../storage/tables/commerce.ts'
import { pageOf } from '../views/paging.ts'

/** An unpaid order closes after 30 minutes. */
export const ORDER_TTL_MS = 30 * 60_000

export type OrderRow = Selectable<OrderTable>

/** What runs once the paying transaction committed (messages about it). */
export type AfterCommit = (s: Services) => Promise<void>

/** What an order buys, handed over in the paying transaction; `after` collects its messages. */
export type Delivery = (trx: Db, order: OrderRow, now: number, after: AfterCommit[]) => Promise<void>
const deliveries = new Map<OrderKind, Delivery>()

/** Each kind's module registers what a paid order delivers (wallet credit, SMS count, card expiry). */
export function onPaid(kind: OrderKind, delivery: Delivery): void {
  deliveries.set(kind, delivery)
}

/** The state as it is now: an unpaid order past its time is closed even before the sweep writes it. */
export function stateOf(row: OrderRow, now: number): OrderView['state'] {
  const state = row.state as OrderView['state']
  return state === 'unpaid' && Number(row.expiresAt) <= now ? 'closed' : state
}

export function orderView(row: OrderRow, now: number): OrderView {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind as OrderKind,
    items: parseJsonArray<OrderItem>(row.items),
    amount: Number(row.amount),
    state: stateOf(row, now),
    payMethod: row.payMethod,
    createdAt: Number(row.createdAt),
    paidAt: row.paidAt === null ? null : Number(row.paidAt),
    expiresAt: Number(row.expiresAt),
    invoiceId: row.invoiceId,
    accountId: row.accountId,
  }
}

export function payView(row: OrderRow, now: number): PayView {
  const v = orderView(row, now)
  return {
    orderId: v.id,
    number: v.number,
    kind: v.kind,
    amount: v.amount,
    state: v.state,
    paidAt: v.paidAt,
    expiresAt: v.expiresAt,
  }
}

const day = (now: number) => new Date(now).toISOString().slice(0, 10).replaceAll('-', '')

export interface NewOrder {
  orgId: string
  kind: OrderKind
  items: OrderItem[]
  accountId: string | null
}

export async function createOrder(db: Db, o: NewOrder, now: number): Promise<OrderRow> {
  const amount = o.items.reduce((sum, i) => sum + i.price * i.quantity, 0)
  if (!Number.isSafeInteger(amount) || amount <= 0) fail(Code.paramInvalid, { rule: 'amount' })
  const id = randomBytes(12).toString('hex')
  const row = {
    id,
    orgId: o.orgId,
    number: `OD${day(now)}${randomBytes(5).toString('hex').toUpperCase()}`,
    kind: o.kind,
    items: JSON.stringify(o.items),
    amount,
    accountId: o.accountId,
    paidAt: null,
    closedAt: null,
    expiresAt: now + ORDER_TTL_MS,
    invoiceId: null,
    createdAt: now,
    updatedAt: now,
  }
  await db.insertInto('orders').values(row).execute()
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

export const orderRow = (db: Db, id: string) =>
  db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()

/** The order or 90003 (an unknown id on a public page says no more than a foreign one). */
export async function orderOrFail(db: Db, id: string): Promise<OrderRow> {
  return (await orderRow(db, id)) ?? fail(Code.noDataOrPermission)
}

export interface Payment {
  method: string
  tradeNo: string
}

/**
 * Marks the order paid in `trx` and delivers it: true when this call paid it, false when it already was
 * paid (a duplicate changes nothing); 3004 when it is closed, expired or refunded.
 */
export async function markPaid(
  trx: Db,
  order: OrderRow,
  p: Payment,
  now: number,
  after: AfterCommit[],
): Promise<boolean> {
  const paid = await trx
    .updateTable('orders')
    .set({ state: 'paid', paidAt: now, payMethod: p.method, tradeNo: p.tradeNo, updatedAt: now })
    .where('id', '=', order.id)
    .where('state', '=', 'unpaid')
    .where('expiresAt', '>', now)
    .executeTakeFirst()
  if (Number(paid.numUpdatedRows) !== 1) {
    const current = await orderOrFail(trx, order.id)
    if (current.state === 'paid') return false
    fail(Code.alreadyHandled, { state: stateOf(current, now) })
  }
  await deliveries.get(order.kind as OrderKind)?.(trx, { ...order, state: 'paid', paidAt: now }, now, after)
  return true
}

/** Writes `closed` on unpaid orders past their time (the leader's sweep); answers how many. */
export async function closeExpiredOrders(db: Db, now: number): Promise<number> {
  const closed = await db
    .updateTable('orders')
    .set({ state: 'closed', closedAt: now, updatedAt: now })
    .where('state', '=', 'unpaid')
    .where('expiresAt', '<=', now)
    .executeTakeFirst()
  return Number(closed.numUpdatedRows)
}

export function orderPage(
  db: Db,
  orgId: string,
  accountId: string | null,
  body: OrderQueryBody,
  now: number,
) {
  const query = db
    .selectFrom('orders')
    .selectAll()
    .where('orgId', '=', orgId)
    .$if(accountId !== null, (qb) => qb.where('accountId', '=', accountId))
    .$if(!!body.kind, (qb) => qb.where('kind', '=', body.kind!))
    .$if(body.invoiceable === true, (qb) => qb.where('state', '=', 'paid').where('invoiceId', 'is', null))
    .$if(!!body.state, (qb) =>
      body.state === 'closed'
        ? qb.where((eb) =>
            eb.or([
              eb('state', '=', 'closed'),
              eb.and([eb('state', '=', 'unpaid'), eb('expiresAt', '<=', now)]),
            ]),
          )
        : body.state === 'unpaid'
          ? qb.where('state', '=', 'unpaid').where('expiresAt', '>', now)
          : qb.where('state', '=', body.state!),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
  return pageOf(query, body, (row) => orderView(row, now))
}
