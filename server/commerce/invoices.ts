// Invoice applications (issue 33): rules in the order the catalogue numbers them — orders chosen (3002),
// each paid and not yet in an application (3003, claimed by one conditional update so two applications
// racing for an order cannot both take it), together at least 500 yuan (3001); handled once (3004). A
// refused application frees its orders for a new one.
import { randomBytes } from 'node:crypto'
import type { Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import type {
  InvoiceApplyBody,
  InvoiceHandleBody,
  InvoiceQueryBody,
  InvoiceView,
} from '../../schemas/api/invoice.ts'
import { MIN_INVOICE_CENTS } from '../../schemas/api/invoice.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { InvoiceTable } from '../storage/tables/commerce.ts'
import type { Caller } from '../tenancy/caller.ts'
import { pageOf } from '../views/paging.ts'

type Row = Selectable<InvoiceTable> & { orgName: string | null }

const view = (row: Row): InvoiceView => ({
  id: row.id,
  orgId: row.orgId,
  orgName: row.orgName ?? '',
  accountId: row.accountId,
  orderIds: parseJsonArray<string>(row.orderIds),
  amount: Number(row.amount),
  title: row.title,
  taxNumber: row.taxNumber,
  address: row.address,
  email: row.email,
  state: row.state as InvoiceView['state'],
  reason: row.reason,
  createdAt: Number(row.createdAt),
  handledAt: row.handledAt === null ? null : Number(row.handledAt),
})

const withOrg = (db: Db) =>
  db
    .selectFrom('invoices')
    .leftJoin('enterprises', 'enterprises.id', 'invoices.orgId')
    .selectAll('invoices')
    .select('enterprises.name as orgName')

const invoiceOf = async (db: Db, id: string) =>
  view(await withOrg(db).where('invoices.id', '=', id).executeTakeFirstOrThrow())

export interface InvoiceScope {
  orgId?: string
  accountId?: string
}

export function invoicePage(db: Db, scope: InvoiceScope, body: InvoiceQueryBody) {
  const query = withOrg(db)
    .$if(scope.orgId !== undefined, (qb) => qb.where('invoices.orgId', '=', scope.orgId!))
    .$if(scope.accountId !== undefined, (qb) => qb.where('invoices.accountId', '=', scope.accountId!))
    .$if(!!body.state, (qb) => qb.where('invoices.state', '=', body.state!))
    .orderBy('invoices.createdAt', 'desc')
    .orderBy('invoices.id', 'desc')
  return pageOf(query, body, view)
}

/** Applies for an invoice on the orders; an account without `manage_wallet` only on its own orders. */
export async function applyInvoice(db: Db, caller: Caller, body: InvoiceApplyBody, now: number) {
  const orderIds = [...new Set(body.orderIds)]
  if (orderIds.length === 0) fail(Code.chooseOrders)
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'amount', 'state', 'invoiceId', 'accountId'])
    .where('orgId', '=', caller.orgId)
    .where('id', 'in', orderIds)
    .execute()
  const ownOnly = !caller.auths.has('manage_wallet')
  if (orders.length !== orderIds.length || (ownOnly && orders.some((o) => o.accountId !== caller.accountId)))
    fail(Code.noDataOrPermission)
  const unpaid = orders.filter((o) => o.state !== 'paid').map((o) => o.id)
  if (unpaid.length > 0) fail(Code.chooseOrders, { reason: 'unpaid', orderIds: unpaid })
  const invoiced = orders.filter((o) => o.invoiceId !== null).map((o) => o.id)
  if (invoiced.length > 0) fail(Code.alreadyInvoiced, { orderIds: invoiced })
  const amount = orders.reduce((sum, o) => sum + Number(o.amount), 0)
  if (amount < MIN_INVOICE_CENTS) fail(Code.invoiceMinimum, { amount, minimum: MIN_INVOICE_CENTS })
  const id = randomBytes(12).toString('hex')
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('invoices')
      .values({
        id,
        orgId: caller.orgId,
        accountId: caller.accountId,
        orderIds: JSON.stringify(orderIds),
        amount,
        title: body.title.trim(),
        taxNumber: body.taxNumber.toUpperCase(),
        address: body.address.trim(),
        email: body.email,
        handledBy: null,
        handledAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute()
    const claimed = await trx
      .updateTable('orders')
      .set({ invoiceId: id, updatedAt: now })
      .where('id', 'in', orderIds)
      .where('state', '=', 'paid')
      .where('invoiceId', 'is', null)
      .executeTakeFirst()
    // another application took one of them meanwhile: this one is not made
    if (Number(claimed.numUpdatedRows) !== orderIds.length) fail(Code.alreadyInvoiced)
    const after = await invoiceOf(trx, id)
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'invoice',
      objectId: id,
      action: 'add',
      before: null,
      after,
    })
    return after
  })
}

/** The operator issues or refuses an application, once (3004); a refusal frees its orders. */
export async function handleInvoice(db: Db, caller: Caller, body: InvoiceHandleBody, now: number) {
  const before = await withOrg(db).where('invoices.id', '=', body.invoice).executeTakeFirst()
  if (!before) fail(Code.noDataOrPermission)
  const reason = body.reason?.trim() ?? ''
  if (body.action === 'refuse' && reason === '')
    fail(Code.paramMissing, { errors: [{ path: '/reason', rule: 'required' }] })
  return db.transaction().execute(async (trx) => {
    const handled = await trx
      .updateTable('invoices')
      .set({
        state: body.action === 'issue' ? 'issued' : 'refused',
        reason,
        handledBy: caller.accountId,
        handledAt: now,
        updatedAt: now,
      })
      .where('id', '=', body.invoice)
      .where('state', '=', 'applied')
      .executeTakeFirst()
    if (Number(handled.numUpdatedRows) !== 1) fail(Code.alreadyHandled, { state: before.state })
    if (body.action === 'refuse')
      await trx
        .updateTable('orders')
        .set({ invoiceId: null, updatedAt: now })
        .where('invoiceId', '=', body.invoice)
        .execute()
    const after = await invoiceOf(trx, body.invoice)
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'invoice',
      objectId: body.invoice,
      action: body.action,
      before: view(before),
      after,
    })
    return after
  })
}
