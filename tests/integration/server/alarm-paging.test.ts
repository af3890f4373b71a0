// Alarm delivery an operator on call can trust (issue 38), against stand-in providers that record, fail
// and hang: a hanging SMS provider holds neither voice nor WeChat nor the alarm engine; a value hovering
// at its limit pages a person once per re-notify interval, and a rate limit holds the rest back with one
// summary, each held row in the outbox with its reason; a cleared alarm is told once when the rule asks;
// e-mail carries alarms; the text is the person's language and zone, with an absolute acknowledge link.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearAlarms } from '../../../server/alarms/announce.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import type { NotifierOptions, Providers } from '../../../server/notify/notifier.ts'
import { fitsOneSegment } from '../../../server/notify/sms-segment.ts'
import { webhookProvider } from '../../../server/notify/webhook.ts'
import { birthMetrics, deviceOf, nodeOf, payload, value } from '../edgelink/sparkplug.ts'
import {
  createTestServer,
  deviceOfGateway,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
} from './helpers.ts'
import { type Answer, type StandIn, startStandIn } from './notify-stand-in.ts'

const SN = DEMO_GATEWAY.sn
const CHANNELS = ['sms', 'voice', 'wechat', 'email'] as const
type Channel = (typeof CHANNELS)[number]
let server: TestServer
let admin: Session
let stands: Record<Channel, StandIn>

const rt = () => server.services.realtime
async function feed(topic: string, metrics: Parameters<typeof payload>[0]) {
  rt().ingest.handle(topic, payload(metrics))
  await rt().ingest.idle()
  await rt().alarms.idle()
}
const temperature = (t: number) => feed(deviceOf('DDATA', SN), [value('temperature', t)])
const settled = () => server.services.notifier.idle()
const sent = (c: Channel) => stands[c].posts.filter((p) => p.status === 200)

/** A server whose demo rule (temperature > 35) pushes by `push`; the admin has every address. */
async function start(
  push: object,
  scripts: Partial<Record<Channel, Answer[]>> = {},
  notify?: NotifierOptions,
) {
  stands = Object.fromEntries(
    await Promise.all(CHANNELS.map(async (c) => [c, await startStandIn(scripts[c] ?? [])])),
  ) as Record<Channel, StandIn>
  const providers: Providers = Object.fromEntries(
    CHANNELS.map((c) => [c, webhookProvider(`webhook-${c}`, { url: stands[c].url })]),
  )
  server = await createTestServer({ providers, ...(notify ? { notify } : {}) })
  admin = await loginDemoAdmin(server)
  await server.db
    .updateTable('accounts')
    .set({ tel: '13800000000', wechatOpenId: 'wx-admin', email: 'admin@example.com' })
    .where('id', '=', admin.info.userId)
    .execute()
  const deviceId = await deviceOfGateway(server.db, SN)
  await server.db
    .updateTable('alarmRules')
    .set({ push: JSON.stringify(push) })
    .where('deviceId', '=', deviceId)
    .execute()
  await feed(nodeOf('NBIRTH', SN), birthMetrics(1, 2))
  await temperature(20)
}
const outbox = async (channel: Channel) =>
  (await ok(admin.call('notify/outbox/query', { channel }))).list as {
    status: string
    heldReason: string
    body: string
    sentAt: number | null
    answer: string
  }[]

afterEach(async () => {
  await server.close()
  for (const s of Object.values(stands)) await s.close()
})

describe('alarm delivery', () => {
  it('a hanging SMS provider delays neither voice nor WeChat nor the alarm engine', async () => {
    await start({ pushMethods: ['sms', 'voice', 'wechat'], voiceLoops: 3 }, { sms: ['hang'] })
    const raisedAt = Date.now()
    await temperature(50)
    const engineMs = Date.now() - raisedAt
    await vi.waitFor(() => expect(sent('voice').length + sent('wechat').length).toBe(2), 5000)
    const voiceMs = sent('voice')[0]!.at - raisedAt
    const wechatMs = sent('wechat')[0]!.at - raisedAt
    console.log(`hanging SMS: engine ${engineMs} ms, voice after ${voiceMs} ms, WeChat after ${wechatMs} ms`)
    expect(stands.sms.posts.map((p) => p.status)).toEqual(['hang'])
    expect(Math.max(voiceMs, wechatMs)).toBeLessThan(1000)
    expect(engineMs).toBeLessThan(1000)
    // the value's resolution is not held by the hanging SMS either
    await temperature(20)
    expect((await ok(admin.call('alarm/query', { state: 'alarming' }))).total).toBe(0)
  })

  it('pages once per re-notify interval while a value hovers at its limit; the rest held, saying why', async () => {
    await start({ pushMethods: ['sms'], renotifyMinutes: 30 })
    for (let i = 0; i < 3; i++) {
      await temperature(50)
      await temperature(20)
      server.clock.advance(60_000)
    }
    await settled()
    expect(sent('sms')).toHaveLength(1)
    expect((await outbox('sms')).map((o) => [o.status, o.heldReason])).toEqual([
      ['held', 'renotify'],
      ['held', 'renotify'],
      ['sent', ''],
    ])
    server.clock.advance(30 * 60_000)
    await temperature(50)
    await settled()
    expect(sent('sms')).toHaveLength(2)
  })

  it('holds what passes the rate limit and sends one summary saying how many', async () => {
    const rateLimit = { max: 2, windowMs: 3_600_000 }
    await start({ pushMethods: ['sms'], renotifyMinutes: 0 }, {}, { rateLimit })
    for (let i = 0; i < 5; i++) {
      await temperature(50)
      await temperature(20)
    }
    await settled()
    expect(sent('sms')).toHaveLength(2)
    expect((await outbox('sms')).filter((o) => o.heldReason === 'rateLimit')).toHaveLength(3)
    expect(await rt().alarms.summarizeHeld()).toBe(0)
    server.clock.advance(3_600_000)
    expect(await rt().alarms.summarizeHeld()).toBe(1)
    await settled()
    expect(await rt().alarms.summarizeHeld()).toBe(0)
    expect(sent('sms')).toHaveLength(3)
    expect(sent('sms')[2]!.body.body).toContain('另有 3 条报警通知因频率限制未发送')
  })

  it('takes the rate limit from the system parameters, over the server setting', async () => {
    await start({ pushMethods: ['sms'], renotifyMinutes: 0 })
    expect((await ok(admin.call('system/param/query'))).notifyRateLimit).toBe(10)
    await ok(admin.call('system/param/edit', { notifyRateLimit: 1 }))
    expect((await ok(admin.call('system/param/query'))).notifyRateLimit).toBe(1)
    for (let i = 0; i < 3; i++) {
      await temperature(50)
      await temperature(20)
    }
    await settled()
    expect(sent('sms')).toHaveLength(1)
    expect((await outbox('sms')).filter((o) => o.heldReason === 'rateLimit')).toHaveLength(2)
  })

  it('puts a hovering value in the message centre once per re-notify interval', async () => {
    await start({ pushMethods: ['message'], renotifyMinutes: 30 })
    const messages = async () =>
      (
        await server.db
          .selectFrom('messages')
          .select('id')
          .where('accountId', '=', admin.info.userId)
          .where('type', '=', 'alarm')
          .execute()
      ).length
    for (let i = 0; i < 3; i++) {
      await temperature(50)
      await temperature(20)
      server.clock.advance(60_000)
    }
    expect(await messages()).toBe(1)
    server.clock.advance(30 * 60_000)
    await temperature(50)
    expect(await messages()).toBe(2)
  })

  it('tells a recovery once when two instances clear the same alarm at once', async () => {
    const push = { pushMethods: ['sms'], notifyRecovery: true }
    await start(push)
    await temperature(50)
    await settled()
    const [alarm] = (await ok(admin.call('alarm/query', { state: 'alarming' }))).list
    const deps = {
      db: server.db,
      hub: rt().hub,
      messages: rt().messages,
      notifier: server.services.notifier,
      clock: () => server.clock.now(),
    }
    const rule = { methods: new Set(['sms'] as const), voiceLoops: 1, renotifyMs: 0, notifyRecovery: true }
    const at = server.clock.now()
    const clear = () => clearAlarms(deps, alarm!.equipmentId, [alarm!.id], at, 'signalAlarm', rule)
    await Promise.all([clear(), clear()])
    await settled()
    expect(sent('sms').map((p) => p.body.body.slice(0, 4))).toEqual(['【重要】', '【恢复】'])
    expect((await outbox('sms')).filter((o) => o.body.startsWith('【恢复】'))).toHaveLength(1)
  })

  it('tells a cleared alarm once when the rule asks, to those it was sent to', async () => {
    await start({ pushMethods: ['sms'], notifyRecovery: true })
    await temperature(50)
    await temperature(20)
    await temperature(20)
    await settled()
    expect(sent('sms').map((p) => p.body.body.slice(0, 4))).toEqual(['【重要】', '【恢复】'])
    expect(new Set(sent('sms').map((p) => p.body.alarmId)).size).toBe(1)
  })

  it('sends by e-mail, in the person’s language and zone, with an absolute acknowledge link', async () => {
    await start({ pushMethods: ['email', 'sms'] })
    await server.db
      .insertInto('systemParams')
      .values({ name: 'publicUrl', value: 'https://scada.example.com/', updatedAt: 0 })
      .execute()
    await server.db
      .updateTable('accounts')
      .set({ config: JSON.stringify({ language: 'en', timeZone: 'America/New_York' }) })
      .where('id', '=', admin.info.userId)
      .execute()
    await temperature(50.5)
    await settled()
    const [mail] = sent('email')
    expect(mail!.body.recipient).toBe('admin@example.com')
    expect(mail!.body.body).toMatch(
      /^\[Important\] .*Demo device: .+, temperature = 50\.50* ?°C, \d{4}-\d\d-\d\d \d\d:\d\d:\d\d GMT-5\. Acknowledge: https:\/\/scada\.example\.com\/alarm\/ack\/\S+$/,
    )
    const [sms] = await outbox('sms')
    expect(sms).toMatchObject({ status: 'sent', answer: '{}' })
    expect(sms!.sentAt).toBe(server.clock.now())
    // the SMS in one segment, its absolute link whole
    expect(fitsOneSegment(sms!.body)).toBe(true)
    expect(sms!.body).toMatch(/^\[Important\].*https:\/\/scada\.example\.com\/alarm\/ack\/[\w-]{22}$/)

    await server.db
      .updateTable('accounts')
      .set({ config: JSON.stringify({ timeZone: 'Asia/Shanghai' }) })
      .execute()
    await temperature(20)
    server.clock.advance(31 * 60_000)
    await temperature(50.5)
    await settled()
    expect(sent('email')[1]!.body.body).toMatch(
      /^【重要】.+GMT\+8。确认：https:\/\/scada\.example\.com\/alarm\/ack\//,
    )
  })
})
