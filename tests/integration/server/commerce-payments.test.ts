// The wallet, orders and payments (issue 33) on SQLite and PostgreSQL: a recharge paid through the
// development provider credits the wallet with one ledger row and a wallet message; a repeated notification
// changes nothing, a forged one (signature, amount) is refused; an unpaid order closes after its time; 50
// concurrent spends from the wallet never take it below zero nor lose a row, and the balance is always the
// ledger's sum.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { createOrder, ORDER_TTL_MS } from '../../../server/commerce/orders.ts'
import { devProvider, signNotification } from '../../../server/commerce/payments.ts'
import { DIALECTS, pgUp, postgresDatabase, type TestDatabase } from './databases.ts'
import { createTestServer, loginDemoAdmin, ok, type Session, type TestServer } from './helpers.ts'

describe.each(DIALECTS)('wallet and payments on %s', (dialect) => {
  const skip = dialect === 'PostgreSQL' && !pgUp
  let database: TestDatabase | undefined
  let server: TestServer
  let admin: Session

  beforeAll(async () => {
    if (skip) return
    database = dialect === 'PostgreSQL' ? await postgresDatabase() : undefined
    server = await createTestServer(database ? { db: database.db } : {})
    admin = await loginDemoAdmin(server)
  })
  afterAll(async () => {
    if (skip) return
    if (database) {
      await server.app.close()
      await database.drop()
    } else await server.close()
  })

  const balance = async () => (await ok(admin.call('wallet/info', {}))).balance as number
  const ledgerSum = async () => {
    const rows = await server.db.selectFrom('walletLedger').select('amount').execute()
    return rows.reduce((sum, r) => sum + Number(r.amount), 0)
  }
  const signed = async (fields: { outTradeNo: string; amount: number; tradeNo: string }) => {
    const body = { payPlatform: 'dev' as const, ...fields }
    return { ...body, sign: signNotification(await devProvider.key(server.db), body) }
  }

  it.skipIf(skip)('credits a recharge paid through the development provider, once', async () => {
    const before = await balance()
    const order = await ok(admin.call('wallet/recharge', { amount: 12_345 }))
    expect(order).toMatchObject({ kind: 'recharge', amount: 12_345, state: 'unpaid', payMethod: '' })
    const qr = await ok(admin.call('order/pay/qrcode', { order: order.id, payPlatform: 'dev' }))
    expect(qr).toMatchObject({ payPlatform: 'dev', devSettle: true, order: { amount: 12_345 } })
    expect(qr.content).toContain(order.id)

    const settled = await ok(admin.call('order/pay/dev/settle', { order: order.id }))
    expect(settled).toMatchObject({ result: 'paid', order: { state: 'paid' } })
    expect(await balance()).toBe(before + 12_345)

    // the platform sends its notification again, and again late: nothing changes
    const again = await signed({ outTradeNo: order.id, amount: 12_345, tradeNo: 'T-again' })
    expect(await ok(server.call('order/pay/notify', again))).toMatchObject({ result: 'duplicate' })
    expect(await ok(server.call('order/pay/notify', again))).toMatchObject({ result: 'duplicate' })
    expect(await balance()).toBe(before + 12_345)
    const rows = await server.db
      .selectFrom('walletLedger')
      .selectAll()
      .where('orderId', '=', order.id)
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ reason: 'recharge', balanceAfter: before + 12_345 })
    expect(await ledgerSum()).toBe(await balance())

    const message = await server.db
      .selectFrom('messages')
      .selectAll()
      .where('dataId', '=', rows[0]!.id)
      .executeTakeFirstOrThrow()
    expect(message).toMatchObject({ type: 'payment', equipType: 'wallet' })
    expect(message.title).toContain('123.45')
    const mine = await ok(admin.call('order/mine', { state: 'paid' }))
    expect(mine.list.map((o: { id: string }) => o.id)).toContain(order.id)
  })

  it.skipIf(skip)('refuses forged notifications: a wrong signature, a wrong amount', async () => {
    const before = await balance()
    const order = await ok(admin.call('wallet/recharge', { amount: 5_000 }))
    const good = await signed({ outTradeNo: order.id, amount: 5_000, tradeNo: 'T-1' })
    const forged = { ...good, sign: signNotification('not-the-key', good) }
    expect((await server.call('order/pay/notify', forged)).code).toBe(Code.paramInvalid)
    const tampered = { ...good, amount: 500_000 }
    expect((await server.call('order/pay/notify', tampered)).code).toBe(Code.paramInvalid)
    const lowered = await signed({ outTradeNo: order.id, amount: 1, tradeNo: 'T-2' })
    expect((await server.call('order/pay/notify', lowered)).code).toBe(Code.paramInvalid)
    expect(await ok(server.call('order/pay/info', { order: order.id }))).toMatchObject({ state: 'unpaid' })
    expect(await balance()).toBe(before)
  })

  it.skipIf(skip)('closes an unpaid order after its time; a late notification is 3004', async () => {
    const order = await ok(admin.call('wallet/recharge', { amount: 700 }))
    server.clock.advance(ORDER_TTL_MS + 1)
    expect(await ok(server.call('order/pay/info', { order: order.id }))).toMatchObject({ state: 'closed' })
    expect((await server.call('order/pay/qrcode', { order: order.id })).code).toBe(Code.alreadyHandled)
    const late = await signed({ outTradeNo: order.id, amount: 700, tradeNo: 'T-late' })
    expect((await server.call('order/pay/notify', late)).code).toBe(Code.alreadyHandled)
    expect(await ok(admin.call('order/query', { state: 'closed' }))).toMatchObject({
      list: expect.arrayContaining([expect.objectContaining({ id: order.id, state: 'closed' })]),
    })
  })

  it.skipIf(skip)('50 concurrent spends never go below zero nor lose a row', async () => {
    const top = await ok(admin.call('wallet/recharge', { amount: 1_000 }))
    await ok(admin.call('order/pay/dev/settle', { order: top.id }))
    const start = await balance()
    // about 30 of the 50 fit the balance
    const price = Math.floor(start / 30) + 1
    const orgId = (
      await server.db.selectFrom('orders').select('orgId').where('id', '=', top.id).executeTakeFirstOrThrow()
    ).orgId
    const now = server.clock.now()
    const orders = await Promise.all(
      Array.from({ length: 50 }, () =>
        createOrder(
          server.db,
          { orgId, kind: 'card', items: [{ ref: 'x', quantity: 1, price }], accountId: null },
          now,
        ),
      ),
    )
    const answers = await Promise.all(orders.map((o) => admin.call('order/pay/wallet', { orderId: o.id })))
    const paid = answers.filter((a) => a.code === 200).length
    expect(answers.filter((a) => a.code !== 200).every((a) => a.code === Code.balanceShort)).toBe(true)
    expect(paid).toBe(Math.floor(start / price))
    expect(await balance()).toBe(start - paid * price)
    expect(await balance()).toBeGreaterThanOrEqual(0)
    expect(await ledgerSum()).toBe(await balance())
    const spent = await server.db
      .selectFrom('walletLedger')
      .select('id')
      .where('reason', '=', 'pay')
      .execute()
    expect(spent).toHaveLength(paid)
    const states = await server.db
      .selectFrom('orders')
      .select('state')
      .where(
        'id',
        'in',
        orders.map((o) => o.id),
      )
      .execute()
    expect(states.filter((s) => s.state === 'paid')).toHaveLength(paid)
  })

  it.skipIf(skip)('refuses a wallet payment for a recharge, and one twice', async () => {
    const order = await ok(admin.call('wallet/recharge', { amount: 100 }))
    expect((await admin.call('order/pay/wallet', { orderId: order.id })).code).toBe(Code.paramInvalid)
  })
})
