// Two platform instances on one PostgreSQL database and one external broker (the Mosquitto of this machine,
// the MQTT_URL case), as behind a load balancer, dividing the gateways (server/cluster/partitions.ts), and one
// gateway publishing. Its owner takes its values; a value over an alarm rule's limit makes one alarm record,
// one message and one notification per recipient, and history holds each value once. The other instance's
// sockets get the live values through the broker (a viewer's subscription), the alarm frame and the message
// (relayed). When the owner stops, the other takes the gateway: the open alarm is its open record (resolved,
// not raised again) and the next alarm is again raised once. A Sparkplug group, host id and gateway SN of
// their own per run keep runs on the shared broker apart. Skipped, saying so, when PostgreSQL or Mosquitto
// does not answer.
import type { MqttClient } from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bdSeqMetric,
  DataType,
  deviceTopic,
  encodePayload,
  type Metric,
  Metrics,
  nodeTopic,
} from '../../../core/sparkplug/index.ts'
import { type App, buildAppWithServices } from '../../../server/app.ts'
import { electLeader } from '../../../server/cluster/leader.ts'
import { leasePartitions } from '../../../server/cluster/partition-leases.ts'
import { PARTITION_COUNT } from '../../../server/cluster/partitions.ts'
import { startPgRelay } from '../../../server/cluster/relay.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { readSeries } from '../../../server/history/reader.ts'
import { recipientsOfDevice } from '../../../server/messages/messages.ts'
import { seedDemo } from '../../../server/seed.ts'
import { type Db, migrateToLatest, openDb } from '../../../server/storage/db.ts'
import { connectClient, waitFor } from '../edge/helpers.ts'
import { alarmText } from '../edgelink/alarm-text.ts'
import { openSocket, type Socket } from '../edgelink/sockets.ts'
import { value } from '../edgelink/sparkplug.ts'
import { pgReachable, postgresDatabase, type TestDatabase } from '../server/databases.ts'
import {
  callApi,
  createAccount,
  demoRuleAtLimit,
  deviceOfGateway,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
  wallClock,
} from '../server/helpers.ts'
import { BROKER, mosquittoUp } from './mosquitto.ts'

const mqttUp = await mosquittoUp()
const pgUp = await pgReachable()
if (!pgUp) console.log('PostgreSQL not reachable: two-instance cluster test skipped')
if (!mqttUp) console.log('Mosquitto not reachable at 127.0.0.1:1883: two-instance cluster test skipped')

const run = Math.random().toString(36).slice(2, 10)
const GROUP = `lfscada-t${run}`
const SN = `7${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`
const RETRY_MS = 500
/** the seeded rule: temperature > 35 */
const LIMIT = 35

interface Instance {
  name: string
  closed?: boolean
  db: Db
  app: App
  server: TestServer
  admin: Session
}

describe.skipIf(!pgUp || !mqttUp)('two instances on one PostgreSQL and one broker', () => {
  let database: TestDatabase
  let a: Instance
  let b: Instance
  let gateway: MqttClient
  let deviceId: string
  let seq = 0
  let recipients: string[] = []
  /** every value the gateway has sent, its DBIRTH's included (a birth value is a point of history) */
  const published: number[] = []
  let t = Date.now()

  async function start(name: string, db: Db): Promise<Instance> {
    const url = database.url!
    const app = await buildAppWithServices({
      db,
      edge: { url: BROKER, staleMs: 60_000, hostId: GROUP },
      realtime: { group: GROUP, history: { flushMs: 50, holdMs: 100 } },
      leadership: await electLeader({ url, retryMs: RETRY_MS, name: `${name}-${run}` }),
      relay: await startPgRelay({ url }),
      partitions: leasePartitions({ url, retryMs: RETRY_MS, name: `${name}-p-${run}` }),
    })
    const server: TestServer = {
      app: app.fastify,
      db,
      clock: wallClock,
      services: app.services,
      call: (path, body, options) => callApi(app.fastify, path, body, options),
      close: () => app.fastify.close(),
    }
    return { name, db, app, server, admin: await loginDemoAdmin(server) }
  }

  const publish = (topic: string, metrics: Metric[]) =>
    gateway.publishAsync(
      topic,
      Buffer.from(encodePayload({ timestamp: Date.now(), metrics, seq: seq++ % 256 })),
      {
        qos: 1,
      },
    )
  const owner = () => [a, b].find((i) => i.app.services.realtime.ownership.owns(SN))!
  const other = () => [a, b].find((i) => i !== owner())!
  const running = () => [a, b].filter((i) => !i.closed)
  /** The owner has the value (and the other instance, when it has a viewer of the gateway). */
  async function temperature(v: number, viewedOn: Instance[] = []) {
    t += 1000
    published.push(v)
    await publish(deviceTopic(GROUP, 'DDATA', SN, 'plc1'), [value('temperature', v, t)])
    for (const i of [owner(), ...viewedOn])
      await waitFor(() => i.app.services.realtime.live.get('temperature')?.time === t, 8000, `${i.name} live`)
    await quiet()
  }
  /** Every running instance has finished the values it took and their alarms (records, messages, SMS). */
  async function quiet() {
    for (const i of running()) {
      await i.app.services.realtime.ingest.idle()
      await i.app.services.realtime.alarms.idle()
    }
  }
  const alarmRecords = () =>
    database.db
      .selectFrom('alarmRecords')
      .select(['id', 'value', 'resolvedAt'])
      .where('deviceId', '=', deviceId)
      .orderBy('triggeredAt')
      .execute()
  /** messages and SMS per recipient account */
  async function perRecipient() {
    const messages = await database.db
      .selectFrom('messages')
      .select(['accountId', 'dataId'])
      .where('type', '=', 'alarm')
      .execute()
    const sms = await database.db
      .selectFrom('notificationOutbox')
      .select(['accountId'])
      .where('channel', '=', 'sms')
      .execute()
    const count = (rows: { accountId: string | null }[], id: string) =>
      rows.filter((r) => r.accountId === id).length
    return Object.fromEntries(recipients.map((id) => [id, [count(messages, id), count(sms, id)]]))
  }
  async function storedHistory() {
    for (const i of running()) await i.app.services.realtime.history.flush()
    const rows = await database.db
      .selectFrom('historyChunks')
      .select((eb) => eb.fn.sum<number>('count').as('n'))
      .where('signalId', '=', 'temperature')
      .executeTakeFirst()
    const series = await readSeries(database.db, null, 'temperature', { start: 0, end: t }, 1e6)
    return { points: Number(rows?.n ?? 0), values: series.values }
  }
  async function settled(what: () => Promise<boolean>, label: string) {
    const until = Date.now() + 8000
    while (!(await what())) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${label}`)
      await new Promise((r) => setTimeout(r, 25))
    }
  }

  beforeAll(async () => {
    database = await postgresDatabase()
    await migrateToLatest(database.db)
    await seedDemo(database.db, Date.now())
    await demoRuleAtLimit(database.db)
    await database.db.updateTable('gateways').set({ sn: SN }).where('sn', '=', DEMO_GATEWAY.sn).execute()
    deviceId = await deviceOfGateway(database.db, SN)
    // the rule also sends an SMS; every recipient has a phone; each alarm is told (no re-notify hold: the
    // handover's second alarm must reach everyone, the guard has its own tests in alarm-paging)
    await database.db
      .updateTable('alarmRules')
      .set({ push: JSON.stringify({ pushMethods: ['message', 'sms'], renotifyMinutes: 0 }) })
      .where('deviceId', '=', deviceId)
      .execute()
    await database.db.updateTable('accounts').set({ tel: '13800000000' }).execute()

    a = await start('a', database.db)
    b = await start('b', openDb({ databaseUrl: database.url! }))
    const owned = (i: Instance) => i.app.services.realtime.ownership.ownedPartitions().length
    await waitFor(
      () => owned(a) + owned(b) === PARTITION_COUNT && owned(b) === PARTITION_COUNT / 2,
      10_000,
      '32 / 32',
    )
    await createAccount(a.server, a.admin, { kind: 'operation', tel: '13900000000' })
    recipients = (await recipientsOfDevice(database.db, deviceId)).map((r) => r.id)

    gateway = await connectClient(BROKER, { clientId: `gw-${SN}`, clean: true })
    seq = 0
    await publish(nodeTopic(GROUP, 'NBIRTH', SN), [
      bdSeqMetric(0),
      { name: Metrics.rebirth, datatype: DataType.Boolean, value: false },
      { name: Metrics.configVersion, datatype: DataType.UInt32, value: 1 },
    ])
    published.push(20)
    await publish(deviceTopic(GROUP, 'DBIRTH', SN, 'plc1'), [value('temperature', 20, t)])
    await waitFor(() => owner().app.services.realtime.ingest.hasSession(SN), 8000, 'the owner saw the birth')
  })

  afterAll(async () => {
    await gateway?.endAsync(true)
    for (const i of [a, b]) if (i && !i.closed) await i.server.close()
    await b?.db.destroy()
    await database?.drop()
  })

  it('one instance owns the gateway, the other hears it not', () => {
    expect(recipients.length).toBeGreaterThanOrEqual(2)
    expect([a, b].filter((i) => i.app.services.realtime.ownership.owns(SN))).toHaveLength(1)
    expect(other().app.services.realtime.ingest.hasSession(SN)).toBe(false)
  })

  it('an alarm makes one record, one message and one SMS per recipient; history holds each value once', async () => {
    const viewer = other()
    const token = await ok(viewer.admin.call('websocket/msg/token'))
    const messages: Socket = await openSocket(viewer.app.fastify, 'ws/message/subscribe', token)
    const deviceToken = await ok(
      viewer.admin.call('websocket/monitor/new/token', { equipmentId: deviceId, dataSignal: 'temperature' }),
    )
    const frames: Socket = await openSocket(viewer.app.fastify, 'ws/eg/signal/subscribe', deviceToken)
    // the viewer's subscription follows the socket: values from then on reach the other instance
    await settled(async () => {
      await temperature(20)
      return viewer.app.services.realtime.live.get('temperature')?.time === t
    }, 'the viewer’s subscription')

    await temperature(LIMIT + 5, [viewer])
    await temperature(LIMIT + 6, [viewer])
    await settled(async () => (await alarmRecords()).length > 0, 'the alarm record')
    // both instances hold the value; the other instance's sockets have the value, the alarm and the message
    for (const i of [a, b]) expect(i.app.services.realtime.live.get('temperature')?.value).toBe(LIMIT + 6)
    const [alarm] = await alarmRecords()
    await frames.until((f) => (f as { signalAlarm?: { id: string } }).signalAlarm?.id === alarm!.id)
    await messages.until((m) => (m as { dataId?: string }).dataId === alarm!.id)
    // any second instance's work shows before counting: both heard the values (the viewer's live value)
    // and have finished with them, the frames and messages relayed included
    await quiet()
    expect(await alarmRecords()).toEqual([
      {
        id: alarm!.id,
        value: await alarmText(database.db, deviceId, 'temperature', LIMIT + 5),
        resolvedAt: null,
      },
    ])
    expect(await perRecipient()).toEqual(Object.fromEntries(recipients.map((id) => [id, [1, 1]])))
    expect(await storedHistory()).toEqual({ points: published.length, values: published })
    messages.ws.close()
    frames.ws.close()
  })

  it('the owner stops: the other takes the gateway, resolves the open alarm and raises the next once', async () => {
    const leaving = owner()
    const staying = other()
    await leaving.server.close()
    leaving.closed = true
    await waitFor(() => staying.app.services.realtime.ownership.owns(SN), RETRY_MS * 2 + 1000, 'the handover')
    await temperature(20)
    await temperature(LIMIT + 7)
    await settled(async () => (await alarmRecords()).length === 2, 'the second alarm')
    await quiet()
    const [first, second] = await alarmRecords()
    expect(first!.resolvedAt).not.toBeNull()
    expect(second).toMatchObject({
      value: await alarmText(database.db, deviceId, 'temperature', LIMIT + 7),
      resolvedAt: null,
    })
    expect(await perRecipient()).toEqual(Object.fromEntries(recipients.map((id) => [id, [2, 2]])))
    expect(await storedHistory()).toEqual({ points: published.length, values: published })
  })
})
