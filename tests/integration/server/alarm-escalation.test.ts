// Escalation (issues 21, 38): an alarm of a rule that names an alarm group goes to the chain's first step
// at once and, still unacknowledged after the group's delay, to the next step (a person, then a
// department), by the rule's push methods (SMS through a stand-in here) and as a message; acknowledging it through a reply link, the message
// centre or the alarm table stops it, and every step is in the alarm record's history.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { webhookProvider } from '../../../server/notify/webhook.ts'
import { birthMetrics, deviceOf, nodeOf, payload, value } from '../edgelink/sparkplug.ts'
import {
  createAccount,
  createEnterprise,
  createTestServer,
  deviceOfGateway,
  loginDemoAdmin,
  ok,
  type Session,
  type TestAccount,
  type TestServer,
} from './helpers.ts'
import { type StandIn, startStandIn } from './notify-stand-in.ts'

const SN = DEMO_GATEWAY.sn
const DELAY_MIN = 5
let server: TestServer
let admin: Session
let standIn: StandIn
let first: TestAccount
let second: TestAccount
let deptId: string

const rt = () => server.services.realtime
async function feed(topic: string, metrics: Parameters<typeof payload>[0]) {
  rt().ingest.handle(topic, payload(metrics))
  await rt().ingest.idle()
  await rt().alarms.idle()
  await server.services.notifier.idle()
}
/** The escalation sweep, its notifications delivered. */
async function escalate(): Promise<number> {
  const taken = await rt().alarms.escalate()
  await server.services.notifier.idle()
  return taken
}
const smsTo = (tel: string) => standIn.posts.filter((p) => p.body.recipient === tel).map((p) => p.body)
const tokenIn = (body: string) => /\/alarm\/ack\/([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? ''

/** Raises the demo rule's alarm (temperature above its limit); answers its record id. */
async function raise(): Promise<string> {
  await feed(nodeOf('NBIRTH', SN), birthMetrics(1, 2))
  await feed(deviceOf('DDATA', SN), [value('temperature', 50)])
  const { list } = await ok(admin.call('alarm/query', { state: 'alarming', type: 'variable' }))
  expect(list).toHaveLength(1)
  return list[0].id
}
const history = async (id: string) =>
  (await ok(admin.call('alarm/history', { id }))).map(
    (e: { kind: string; detail: string; actor: string }) => ({
      kind: e.kind,
      actor: e.actor,
      ...JSON.parse(e.detail),
    }),
  )

beforeEach(async () => {
  standIn = await startStandIn()
  server = await createTestServer({
    providers: { sms: webhookProvider('webhook-sms', { url: standIn.url }) },
  })
  admin = await loginDemoAdmin(server)
  await server.db
    .updateTable('accounts')
    .set({ tel: '13800000000' })
    .where('id', '=', admin.info.userId)
    .execute()
  deptId = (await ok(admin.call('org/dept/add', { name: 'Night shift' }))).id
  first = await createAccount(server, admin, { tel: '13800000001' })
  second = await createAccount(server, admin, { tel: '13800000002', deptId })
  await ok(
    admin.call('alarm/group/add', {
      name: 'Boiler',
      delayMinutes: DELAY_MIN,
      steps: [{ accountId: first.id }, { deptId }],
    }),
  )
  const deviceId = await deviceOfGateway(server.db, SN)
  await server.db
    .updateTable('alarmRules')
    .set({ push: JSON.stringify({ pushMethods: ['message', 'sms'] }), alarmGroup: 'Boiler' })
    .where('deviceId', '=', deviceId)
    .execute()
})
afterEach(async () => {
  await server.close()
  await standIn.close()
})

describe('escalation', () => {
  it('tells the first step at once, then the next after the delay, each in the history', async () => {
    const id = await raise()
    // the group's first step is paged at once; who may see the device has it in the message centre only
    expect(smsTo('13800000001')).toHaveLength(1)
    expect(smsTo('13800000000')).toHaveLength(0)
    const firstSession = await first.session()
    const inbox = await ok(firstSession.call('msg/query', { type: 'alarm' }))
    expect(inbox.list.map((m: { dataId: string }) => m.dataId)).toEqual([id])
    expect((await ok(admin.call('msg/query', { type: 'alarm' }))).total).toBe(1)

    server.clock.advance(DELAY_MIN * 60_000 - 1)
    expect(await escalate()).toBe(0)
    server.clock.advance(1)
    expect(await escalate()).toBe(1)
    expect(smsTo('13800000002')).toHaveLength(1)
    server.clock.advance(DELAY_MIN * 60_000)
    expect(await escalate()).toBe(0)

    expect(await history(id)).toMatchObject([
      { kind: 'raised' },
      { kind: 'notified', methods: ['message', 'sms'], reached: 1, group: 'Boiler', step: 1 },
      { kind: 'escalated', step: 2, of: 2, group: 'Boiler', to: [second.loginname] },
      { kind: 'ended', reason: 'chainEnd' },
    ])
    // every SMS of the alarm is in the outbox under the alarm
    const outbox = await ok(admin.call('notify/outbox/query', { alarmId: id }))
    expect(outbox.list.map((n: { loginname: string }) => n.loginname).sort()).toEqual(
      [first.loginname, second.loginname].sort(),
    )
  })

  it("escalates a gateway's offline alarm by the alarm group of its push setting, like a rule's", async () => {
    const groups = await ok(admin.call('alarm/group/query', {}))
    const boiler = groups.list.find((g: { name: string }) => g.name === 'Boiler')
    const set = await ok(
      admin.call('alarm/push/edit', { pushMethods: ['message', 'sms'], alarmGroupId: boiler.id }),
    )
    expect(set).toMatchObject({ alarmGroupId: boiler.id })
    await feed(nodeOf('NBIRTH', SN), birthMetrics(1, 2))
    await feed(nodeOf('NDEATH', SN), birthMetrics(1, 0).slice(0, 1))
    const { list } = await ok(admin.call('alarm/query', { state: 'alarming', type: 'offline' }))
    expect(list).toHaveLength(1)
    expect(smsTo('13800000001')).toHaveLength(1)
    expect(smsTo('13800000002')).toHaveLength(0)
    server.clock.advance(DELAY_MIN * 60_000)
    expect(await escalate()).toBe(1)
    expect(smsTo('13800000002')).toHaveLength(1)
    expect(await history(list[0].id)).toMatchObject([
      { kind: 'raised' },
      { kind: 'notified', methods: ['message', 'sms'], to: [first.loginname], group: 'Boiler' },
      { kind: 'escalated', step: 2, of: 2, group: 'Boiler', to: [second.loginname] },
      { kind: 'ended', reason: 'chainEnd' },
    ])
  })

  it('stops when acknowledged through the reply link sent by SMS', async () => {
    const id = await raise()
    const token = tokenIn(smsTo('13800000001')[0]!.body)
    expect(token).not.toBe('')
    expect((await server.call('alarm/ack/link', { token: `${token}x` })).code).toBe(Code.tokenInvalid)
    expect(await ok(server.call('alarm/ack/link', { token }))).toMatchObject({
      acknowledged: true,
      confirmedBy: first.loginname,
    })
    server.clock.advance(DELAY_MIN * 60_000)
    expect(await escalate()).toBe(0)
    expect(smsTo('13800000002')).toHaveLength(0)
    expect((await history(id)).at(-1)).toMatchObject({
      kind: 'acknowledged',
      actor: first.loginname,
      via: 'link',
      escalation: 'stopped',
    })
    // a second use finds it acknowledged already
    expect(await ok(server.call('alarm/ack/link', { token }))).toMatchObject({ acknowledged: false })
  })

  it('stops when acknowledged from the message centre, and when the alarm resolves', async () => {
    const id = await raise()
    // the first step's person (not authorised for the device) acknowledges from the message centre
    const firstSession = await first.session()
    const [msg] = (await ok(firstSession.call('msg/query', { type: 'alarm' }))).list
    expect(await ok(firstSession.call('msg/acknowledgeAlarm', { id: msg.id }))).toEqual({
      acknowledged: true,
    })
    server.clock.advance(DELAY_MIN * 60_000)
    expect(await escalate()).toBe(0)
    expect((await history(id)).at(-1)).toMatchObject({
      kind: 'acknowledged',
      actor: first.loginname,
      via: 'message',
      escalation: 'stopped',
    })
    // the alarm table's acknowledgement says so too
    await ok(admin.call('alarm/confirm', { id }))

    await feed(deviceOf('DDATA', SN), [value('temperature', 20)])
    const again = await raise()
    await feed(deviceOf('DDATA', SN), [value('temperature', 20)])
    server.clock.advance(DELAY_MIN * 60_000)
    expect(await escalate()).toBe(0)
    expect((await history(again)).at(-1)).toMatchObject({ kind: 'resolved', escalation: 'stopped' })
  })

  it('validates groups: own enterprise’s people only, unique names, delay within 1..1440 minutes', async () => {
    const platform = await loginDemoAdmin(server)
    const other = await createEnterprise(server, platform)
    const stranger = await createAccount(server, other.admin)
    const add = (body: object) =>
      admin.call('alarm/group/add', { name: 'G', delayMinutes: 5, steps: [{ deptId }], ...body })
    expect((await add({ steps: [{ accountId: stranger.id }] })).code).toBe(Code.noDataOrPermission)
    expect((await add({ name: 'Boiler' })).code).toBe(Code.nameExists)
    expect((await add({ delayMinutes: 0 })).code).toBe(Code.paramInvalid)
    expect((await add({ steps: [] })).code).toBe(Code.paramInvalid)
    expect((await add({ steps: [{ accountId: first.id, deptId }] })).code).toBe(Code.paramInvalid)
    const { list } = await ok(admin.call('alarm/group/query', {}))
    expect(list).toMatchObject([
      {
        name: 'Boiler',
        delayMinutes: DELAY_MIN,
        steps: [
          { kind: 'account', title: first.loginname },
          { kind: 'dept', title: 'Night shift' },
        ],
      },
    ])
    // another enterprise cannot see or change it
    expect((await other.admin.call('alarm/group/delete', { id: list[0].id })).code).toBe(
      Code.noDataOrPermission,
    )
  })
})
