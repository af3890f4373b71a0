// Gateway offline and power-off alarms reach people by the push methods of their gateway, or of their
// enterprise by default (issue 21), through the notifier's providers: here the webhook provider posting
// to a local stand-in. The settings are the caller's enterprise's only, and bad ones are refused.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { Metrics } from '../../../core/sparkplug/index.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { webhookProvider } from '../../../server/notify/webhook.ts'
import { birthMetrics, nodeOf, payload, value } from '../edgelink/sparkplug.ts'
import {
  createTestServer,
  deviceOfGateway,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
} from './helpers.ts'
import { type StandIn, startStandIn } from './notify-stand-in.ts'

const SN = DEMO_GATEWAY.sn
const TEL = '13800000000'
let server: TestServer
let admin: Session
let deviceId: string
let gatewayId: string
let standIn: StandIn

const rt = () => server.services.realtime
async function feed(topic: string, metrics: Parameters<typeof payload>[0]) {
  rt().ingest.handle(topic, payload(metrics))
  await rt().ingest.idle()
  await rt().alarms.idle()
  await server.services.notifier.idle()
}
const birth = (bdSeq = 1) => feed(nodeOf('NBIRTH', SN), birthMetrics(bdSeq, 2))
const death = (bdSeq = 1, powerLost = false) =>
  feed(nodeOf('NDEATH', SN), [
    ...birthMetrics(bdSeq, 0).slice(0, 1),
    ...(powerLost ? [value(Metrics.powerLost, true)] : []),
  ])
const outbox = async () =>
  (await ok(admin.call('notify/outbox/query', {}))).list.map(
    (o: { channel: string; recipient: string; status: string; loops: number }) => [
      o.channel,
      o.recipient,
      o.status,
      o.loops,
    ],
  )

beforeEach(async () => {
  standIn = await startStandIn()
  const provider = (channel: string) =>
    webhookProvider(`webhook-${channel}`, { url: standIn.url, token: 't0k' })
  server = await createTestServer({ providers: { sms: provider('sms'), voice: provider('voice') } })
  admin = await loginDemoAdmin(server)
  deviceId = await deviceOfGateway(server.db, SN)
  gatewayId = (
    await server.db.selectFrom('gateways').select('id').where('sn', '=', SN).executeTakeFirstOrThrow()
  ).id
  await server.db.updateTable('accounts').set({ tel: TEL }).where('id', '=', admin.info.userId).execute()
})
afterEach(async () => {
  await server.close()
  await standIn.close()
})
afterAll(() => standIn?.close())

describe('gateway alarm push methods', () => {
  it('without a setting, an offline alarm is a message only', async () => {
    await birth()
    await death()
    expect(await outbox()).toEqual([])
    expect(standIn.posts).toEqual([])
    const messages = await ok(admin.call('msg/query', { type: 'alarm' }))
    expect(messages.list.map((m: { equipmentId: string }) => m.equipmentId)).toEqual([deviceId])
  })

  it("an offline alarm sends an SMS by the enterprise's default, through the provider", async () => {
    const set = await ok(admin.call('alarm/push/edit', { pushMethods: ['message', 'sms'] }))
    expect(set).toMatchObject({ gatewayId: null, pushMethods: ['message', 'sms'], inherited: false })
    await birth()
    await death()
    expect(standIn.posts).toHaveLength(1)
    const [post] = standIn.posts
    expect(post!.authorization).toBe('Bearer t0k')
    expect(post!.body).toMatchObject({ channel: 'sms', recipient: TEL, accountId: admin.info.userId })
    expect(post!.body.body).toContain('离线报警')
    expect(await outbox()).toEqual([['sms', TEL, 'sent', 0]])
  })

  it("a gateway's own setting wins over the enterprise's (voice with its loops), until it inherits again", async () => {
    await ok(admin.call('alarm/push/edit', { pushMethods: ['sms'] }))
    const own = await ok(admin.call('alarm/push/edit', { gatewayId, pushMethods: ['voice'], voiceLoops: 3 }))
    expect(own).toMatchObject({
      gatewayId,
      pushMethods: ['message', 'voice'],
      voiceLoops: 3,
      inherited: false,
    })
    await birth(1)
    await death(1, true)
    expect(standIn.posts.map((p) => [p.body.channel, p.body.loops])).toEqual([['voice', 3]])
    expect(standIn.posts[0]!.body.body).toContain('断电报警')

    const back = await ok(admin.call('alarm/push/edit', { gatewayId, inherit: true }))
    expect(back).toMatchObject({ pushMethods: ['message', 'sms'], inherited: true })
    expect(await ok(admin.call('alarm/push/query', { gatewayId }))).toEqual(back)
    await birth(2)
    await death(2)
    expect(standIn.posts.map((p) => p.body.channel)).toEqual(['voice', 'sms'])
  })

  it('are changed in the operation log', async () => {
    await ok(admin.call('alarm/push/edit', { gatewayId, pushMethods: ['sms'] }))
    const log = await ok(admin.call('user/operationlog/query', { objectType: 'gateway' }))
    expect(log.list[0]).toMatchObject({ objectId: gatewayId, action: 'alarmPush' })
  })

  it("refuse another enterprise's or an unknown gateway, an unknown method and too many loops", async () => {
    const spare = await server.db
      .selectFrom('gateways')
      .select('id')
      .where('sn', '!=', SN)
      .executeTakeFirstOrThrow()
    await server.db.updateTable('gateways').set({ orgId: null }).where('id', '=', spare.id).execute()
    for (const id of [spare.id, 'no-such-gateway']) {
      expect((await admin.call('alarm/push/query', { gatewayId: id })).code).toBe(Code.noDataOrPermission)
      expect((await admin.call('alarm/push/edit', { gatewayId: id, pushMethods: ['sms'] })).code).toBe(
        Code.noDataOrPermission,
      )
    }
    expect((await admin.call('alarm/push/edit', { pushMethods: ['fax'] })).code).toBe(Code.paramInvalid)
    expect((await admin.call('alarm/push/edit', { voiceLoops: 11 })).code).toBe(Code.paramInvalid)
    expect((await ok(admin.call('alarm/push/query', {}))).pushMethods).toEqual(['message'])
  })
})
