// Invoice applications (issue 33) on SQLite and PostgreSQL: orders must be chosen (3002) and paid, add up
// to at least 500 yuan (3001), an order is in one application only (3003), an application is handled once
// (3004); a refused one frees its orders, an account without the wallet key applies on its own orders only.
import { describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { commerceServer, paidRecharge } from './commerce-fixtures.ts'
import { DIALECTS } from './databases.ts'
import { createAccount, ok } from './helpers.ts'

const HEAD = {
  title: 'Acme Ltd',
  taxNumber: '91310000MA1FL0000X',
  address: 'Shanghai',
  email: 'tax@acme.test',
}

describe.each(DIALECTS)('invoices on %s', (dialect) => {
  const c = commerceServer(dialect)

  it.skipIf(c.skip)('applies on paid orders of at least 500 yuan, once per order', async () => {
    const { admin } = c
    expect((await admin.call('invoice/apply', { ...HEAD, orderIds: [] })).code).toBe(Code.chooseOrders)
    const small = await paidRecharge(admin, 49_999)
    expect((await admin.call('invoice/apply', { ...HEAD, orderIds: [small.id] })).code).toBe(
      Code.invoiceMinimum,
    )
    const unpaid = await ok(admin.call('wallet/recharge', { amount: 60_000 }))
    expect((await admin.call('invoice/apply', { ...HEAD, orderIds: [unpaid.id] })).code).toBe(
      Code.chooseOrders,
    )

    const big = await paidRecharge(admin, 1)
    const invoiceable = await ok(admin.call('order/query', { invoiceable: true, pageSize: 100 }))
    expect(invoiceable.list.map((o: { id: string }) => o.id)).toEqual(
      expect.arrayContaining([small.id, big.id]),
    )
    const invoice = await ok(admin.call('invoice/apply', { ...HEAD, orderIds: [small.id, big.id] }))
    expect(invoice).toMatchObject({ state: 'applied', amount: 50_000, orderIds: [small.id, big.id] })
    expect((await admin.call('invoice/apply', { ...HEAD, orderIds: [big.id] })).code).toBe(
      Code.alreadyInvoiced,
    )
    const mine = await ok(admin.call('invoice/mine', {}))
    expect(mine.list[0]).toMatchObject({ id: invoice.id })
    const after = await ok(admin.call('order/query', { invoiceable: true, pageSize: 100 }))
    expect(after.list.map((o: { id: string }) => o.id)).not.toContain(big.id)
  })

  it.skipIf(c.skip)('is handled once by the operator; a refusal frees the orders', async () => {
    const { admin } = c
    const a = await paidRecharge(admin, 50_000)
    const b = await paidRecharge(admin, 80_000)
    const first = await ok(admin.call('invoice/apply', { ...HEAD, orderIds: [a.id] }))
    const second = await ok(admin.call('invoice/apply', { ...HEAD, orderIds: [b.id] }))
    expect(await ok(admin.call('invoice/handle', { invoice: first.id, action: 'issue' }))).toMatchObject({
      state: 'issued',
    })
    expect(
      (await admin.call('invoice/handle', { invoice: first.id, action: 'refuse', reason: 'x' })).code,
    ).toBe(Code.alreadyHandled)
    expect((await admin.call('invoice/handle', { invoice: second.id, action: 'refuse' })).code).toBe(
      Code.paramMissing,
    )
    expect(
      await ok(
        admin.call('invoice/handle', { invoice: second.id, action: 'refuse', reason: 'Wrong tax number' }),
      ),
    ).toMatchObject({ state: 'refused', reason: 'Wrong tax number' })
    expect((await admin.call('invoice/handle', { invoice: second.id, action: 'issue' })).code).toBe(
      Code.alreadyHandled,
    )
    // the refused application's order may be applied for again; the issued one's not
    expect(await ok(admin.call('invoice/apply', { ...HEAD, orderIds: [b.id] }))).toMatchObject({
      state: 'applied',
    })
    expect((await admin.call('invoice/apply', { ...HEAD, orderIds: [a.id] })).code).toBe(Code.alreadyInvoiced)
    const all = await ok(c.admin.call('invoice/all', { state: 'refused' }))
    expect(all.list.map((i: { id: string }) => i.id)).toContain(second.id)
  })

  it.skipIf(c.skip)('lets an account without the wallet key apply on its own orders only', async () => {
    const { admin, server } = c
    const order = await paidRecharge(admin, 60_000)
    const plain = await (await createAccount(server, admin)).session()
    expect((await plain.call('invoice/apply', { ...HEAD, orderIds: [order.id] })).code).toBe(
      Code.noDataOrPermission,
    )
    expect((await plain.call('invoice/query', {})).code).toBe(Code.noAccess)
    expect(await ok(plain.call('invoice/mine', {}))).toMatchObject({ total: 0 })
  })
})
