// Reliable delivery (issue 21): a notification whose provider fails is tried again after growing waits
// (DEFAULT_RETRY: 30 s, 2 min, 8 min, 32 min) and marked failed after the last allowed attempt, each
// attempt and its result in the outbox; retries run on the leader only, and one attempt is delivered
// once even when two instances sweep at the same moment.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { manualLeadership } from '../../../server/cluster/leader.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { createNotifier, DEFAULT_RETRY, type Providers } from '../../../server/notify/notifier.ts'
import { webhookProvider } from '../../../server/notify/webhook.ts'
import { birthMetrics, nodeOf, payload } from '../edgelink/sparkplug.ts'
import { createTestServer, loginDemoAdmin, ok, type Session, type TestServer } from './helpers.ts'
import { type StandIn, startStandIn } from './notify-stand-in.ts'

const SN = DEMO_GATEWAY.sn
const TEL = '13800000000'
let server: TestServer
let admin: Session
let standIn: StandIn

const rt = () => server.services.realtime
const providersOf = (s: StandIn): Providers => ({ sms: webhookProvider('webhook-sms', { url: s.url }) })

/** A server whose enterprise sends gateway alarms by SMS to a stand-in answering `statuses`. */
async function start(statuses: number[], leadership = manualLeadership(true)) {
  standIn = await startStandIn(statuses)
  server = await createTestServer({ providers: providersOf(standIn), leadership })
  admin = await loginDemoAdmin(server)
  await server.db.updateTable('accounts').set({ tel: TEL }).where('id', '=', admin.info.userId).execute()
  await ok(admin.call('alarm/push/edit', { pushMethods: ['sms'] }))
  return leadership
}

/** The demo gateway goes offline: one SMS to the admin. */
async function offlineAlarm() {
  for (const [type, metrics] of [
    ['NBIRTH', birthMetrics(1, 2)],
    ['NDEATH', birthMetrics(1, 0).slice(0, 1)],
  ] as const) {
    rt().ingest.handle(nodeOf(type, SN), payload(metrics))
    await rt().ingest.idle()
  }
  await rt().alarms.idle()
  await server.services.notifier.idle()
}

const sms = async () => {
  const { list } = await ok(admin.call('notify/outbox/query', { channel: 'sms' }))
  expect(list).toHaveLength(1)
  return list[0]
}

afterEach(async () => {
  await server.close()
  await standIn.close()
})

describe('notification delivery', () => {
  it('is retried after growing waits, then marked failed after the last attempt', async () => {
    await start(Array(DEFAULT_RETRY.maxAttempts + 1).fill(500))
    const t0 = server.clock.now()
    await offlineAlarm()
    expect(await sms()).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'webhook-sms: HTTP 500',
      nextAttemptAt: t0 + 30_000,
      updatedAt: t0,
    })
    server.clock.advance(29_999)
    expect(await rt().retryNotifications()).toBe(0)
    server.clock.advance(1)
    for (const [attempts, wait] of [
      [2, 120_000],
      [3, 480_000],
      [4, 1_920_000],
    ] as const) {
      const at = server.clock.now()
      expect(await rt().retryNotifications()).toBe(1)
      expect(await sms()).toMatchObject({ status: 'pending', attempts, nextAttemptAt: at + wait })
      server.clock.advance(wait)
    }
    expect(await rt().retryNotifications()).toBe(1)
    expect(await sms()).toMatchObject({
      status: 'failed',
      attempts: 5,
      nextAttemptAt: null,
      updatedAt: server.clock.now(),
    })
    server.clock.advance(3_600_000)
    expect(await rt().retryNotifications()).toBe(0)
    expect(standIn.posts.map((p) => [p.body.recipient, p.status])).toEqual(Array(5).fill([TEL, 500]))
    expect((await ok(admin.call('notify/outbox/query', { status: 'failed' }))).total).toBe(1)
  })

  it('is sent by a retry after a failure', async () => {
    await start([503])
    await offlineAlarm()
    server.clock.advance(30_000)
    expect(await rt().retryNotifications()).toBe(1)
    expect(await sms()).toMatchObject({ status: 'sent', attempts: 2, lastError: '', nextAttemptAt: null })
    expect(standIn.posts.map((p) => p.status)).toEqual([503, 200])
  })

  it('is retried by the leader only, and once when two instances sweep at the same moment', async () => {
    const leadership = await start([500])
    await offlineAlarm()
    server.clock.advance(30_000)
    leadership.set(false)
    expect(await rt().retryNotifications()).toBe(0)
    expect(standIn.posts).toHaveLength(1)
    // two instances both leading for a moment: each sweeps the shared outbox
    const [one, two] = [1, 2].map(() => createNotifier(providersOf(standIn), { clock: server.clock.now }))
    const swept = await Promise.all([
      one!.retryDue(server.db, server.clock.now()),
      two!.retryDue(server.db, server.clock.now()),
    ])
    expect(swept.sort()).toEqual([0, 1])
    expect(standIn.posts.map((p) => p.status)).toEqual([500, 200])
    expect(await sms()).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('is resumed by a new leader at once, with the same idempotency key', async () => {
    const leadership = await start([500])
    await offlineAlarm()
    leadership.set(false)
    server.clock.advance(30_000)
    leadership.set(true)
    await vi.waitFor(() => expect(standIn.posts.map((p) => p.status)).toEqual([500, 200]))
    const [first, second] = standIn.posts.map((p) => p.body as unknown as Record<string, string>)
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey)
    expect(second!.idempotencyKey).toBe((await sms()).id)
    expect(await sms()).toMatchObject({ status: 'sent', attempts: 2 })
  })
})
