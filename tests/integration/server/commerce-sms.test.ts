// SMS packs (issue 33): a pack bought from the wallet lowers the balance and raises the remaining count;
// every SMS the platform sends for the enterprise takes one, an alarm SMS included; at zero an SMS is held
// in the outbox with the reason smsQuota (not sent) and the administrators get one message saying so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { birthMetrics, nodeOf, payload } from '../edgelink/sparkplug.ts'
import { paidRecharge } from './commerce-fixtures.ts'
import { createTestServer, loginDemoAdmin, ok, type Session, type TestServer } from './helpers.ts'

const TEL = '13800000001'
let server: TestServer
let admin: Session
let orgId: string

async function feed(topic: string, metrics: Parameters<typeof payload>[0]) {
  const rt = server.services.realtime
  rt.ingest.handle(topic, payload(metrics))
  await rt.ingest.idle()
  await rt.alarms.idle()
  await server.services.notifier.idle()
}
const stats = () => ok(admin.call('sms/statistics', {}))
const balance = async () => (await ok(admin.call('wallet/info', {}))).balance as number

beforeAll(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  await server.db.updateTable('accounts').set({ tel: TEL }).where('id', '=', admin.info.userId).execute()
  orgId = (
    await server.db
      .selectFrom('accounts')
      .select('orgId')
      .where('id', '=', admin.info.userId)
      .executeTakeFirstOrThrow()
  ).orgId
})
afterAll(() => server.close())

describe('SMS packs', () => {
  it('is not metered before the first pack', async () => {
    expect(await stats()).toMatchObject({ remaining: null, purchased: 0 })
  })

  it('buys a pack from the wallet, refused when short', async () => {
    expect((await admin.call('sms/buy', { pack: 'sms100', fromWallet: true })).code).toBe(Code.balanceShort)
    await paidRecharge(admin, 5_000)
    const before = await balance()
    const order = await ok(admin.call('sms/buy', { pack: 'sms100', fromWallet: true }))
    expect(order).toMatchObject({ kind: 'sms', state: 'paid', payMethod: 'wallet', amount: 1_000 })
    expect(await balance()).toBe(before - 1_000)
    expect(await stats()).toMatchObject({ remaining: 100, purchased: 100 })
  })

  it('takes one for every SMS sent, an alarm SMS included', async () => {
    const sent = await ok(
      admin.call('sms/send', { numbers: '13900000000, 13900000001\nnot-a-number', text: 'Hi' }),
    )
    expect(sent).toMatchObject({ queued: 2, held: 0, invalid: ['not-a-number'] })
    expect(await stats()).toMatchObject({ remaining: 98 })

    await ok(admin.call('alarm/push/edit', { pushMethods: ['message', 'sms'] }))
    await feed(nodeOf('NBIRTH', DEMO_GATEWAY.sn), birthMetrics(1, 2))
    await feed(nodeOf('NDEATH', DEMO_GATEWAY.sn), birthMetrics(1, 0).slice(0, 1))
    const alarmSms = await server.db
      .selectFrom('notificationOutbox')
      .select(['recipient', 'alarmId'])
      .where('channel', '=', 'sms')
      .where('recipient', '=', TEL)
      .execute()
    expect(alarmSms).toHaveLength(1)
    expect(alarmSms[0]!.alarmId).not.toBeNull()
    expect(await stats()).toMatchObject({ remaining: 97, sent: 3 })
  })

  it('holds SMS at zero, with the reason, and tells the administrators once', async () => {
    await server.db.updateTable('smsAccounts').set({ remaining: 1 }).where('orgId', '=', orgId).execute()
    expect(await ok(admin.call('sms/send', { numbers: '13900000002,13900000003', text: 'x' }))).toMatchObject(
      {
        queued: 1,
        held: 1,
      },
    )
    await ok(admin.call('sms/send', { numbers: '13900000004', text: 'y' }))
    const held = await server.db
      .selectFrom('notificationOutbox')
      .select(['status', 'heldReason'])
      .where('recipient', 'in', ['13900000003', '13900000004'])
      .execute()
    expect(held).toEqual([
      { status: 'held', heldReason: 'smsQuota' },
      { status: 'held', heldReason: 'smsQuota' },
    ])
    const told = await server.db
      .selectFrom('messages')
      .select('accountId')
      .where('dataStatus', '=', 'smsEmpty')
      .execute()
    expect(told.map((m) => m.accountId)).toContain(admin.info.userId)
    expect(new Set(told.map((m) => m.accountId)).size).toBe(told.length)
    expect(await stats()).toMatchObject({ remaining: 0, held: 2 })
    // a new pack starts the count again, and a later run-out is told again
    await ok(admin.call('sms/buy', { pack: 'sms100', fromWallet: true }))
    expect(await stats()).toMatchObject({ remaining: 100 })
    const row = await server.db
      .selectFrom('smsAccounts')
      .selectAll()
      .where('orgId', '=', orgId)
      .executeTakeFirstOrThrow()
    expect(row.exhaustedToldAt).toBeNull()
  })
})
