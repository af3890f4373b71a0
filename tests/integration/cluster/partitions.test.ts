// Two instances divide the gateways (server/cluster/partitions.ts): instance A runs in this process, B is
// `npm start` (server/main.ts) in a child process, both on one PostgreSQL database and the Mosquitto of this
// machine. They share the 64 partitions about half and half, each gateway's values are taken by its owner
// alone, a viewer on A gets the live values of a gateway B owns through the broker until it closes, and a
// gateway registered later is heard by its owner. Then B is killed (kill -9: its sessions end without a
// goodbye): A takes B's partitions within 15 s, and every value the gateways published before, during and
// after the handover is stored exactly once, even B's last ones delivered again to A (as the broker does
// with what B took but had not acknowledged). A Sparkplug host id (the partition clients' ids) and gateway
// SNs of their own per run keep runs on the shared broker apart. Skipped, saying so, when PostgreSQL or
// Mosquitto does not answer.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MqttClient } from 'mqtt'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { deviceTopic } from '../../../core/sparkplug/index.ts'
import { type App, buildAppWithServices } from '../../../server/app.ts'
import { erasePlatformSession } from '../../../server/broker/platform-client.ts'
import { electLeader } from '../../../server/cluster/leader.ts'
import { leasePartitions, PARTITION_LOCK_CLASS } from '../../../server/cluster/partition-leases.ts'
import { PARTITION_COUNT, partitionOf } from '../../../server/cluster/partitions.ts'
import { startPgRelay } from '../../../server/cluster/relay.ts'
import { DEMO_DRIVER_ID, DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { partitionClientId } from '../../../server/edge-link/partition-feed.ts'
import { readSeries } from '../../../server/history/reader.ts'
import { seedDemo } from '../../../server/seed.ts'
import { type Db, migrateToLatest } from '../../../server/storage/db.ts'
import { connectClient, waitFor } from '../edge/helpers.ts'
import { payload, value } from '../edgelink/sparkplug.ts'
import { PG_ADMIN_URL, pgReachable, postgresDatabase, type TestDatabase } from '../server/databases.ts'
import { callApi, loginDemoAdmin, ok, type TestServer, wallClock } from '../server/helpers.ts'
import { emptyWebRoot, freePort, type ServerProcess, spawnServer } from '../server/server-process.ts'
import { BROKER, mosquittoUp } from './mosquitto.ts'

const mqttUp = await mosquittoUp()
const pgUp = await pgReachable()
if (!pgUp) console.log('PostgreSQL not reachable: partition handover test skipped')
if (!mqttUp) console.log('Mosquitto not reachable at 127.0.0.1:1883: partition handover test skipped')

/** Issue 26: a dead instance's gateways are served again within this long. */
const HANDOVER_MAX_MS = 15_000
const GATEWAYS = 16
const run = Math.random().toString(36).slice(2, 10)
const HOST_ID = `lfscada-t${run}`

interface Gateway {
  sn: string
  signal: string
  deviceId: string
  /** every value published, in order */
  published: number[]
  /** the last message published */
  last?: Buffer
}

async function eventually(probe: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await probe())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Copies of the demo gateway, device, driver and one variable, with SNs of this run. */
async function addGateways(db: Db, count: number): Promise<Gateway[]> {
  const gateway = await db
    .selectFrom('gateways')
    .selectAll()
    .where('sn', '=', DEMO_GATEWAY.sn)
    .executeTakeFirstOrThrow()
  const device = await db
    .selectFrom('devices')
    .selectAll()
    .where('gatewayId', '=', gateway.id)
    .executeTakeFirstOrThrow()
  const driver = await db
    .selectFrom('drivers')
    .selectAll()
    .where('id', '=', DEMO_DRIVER_ID)
    .executeTakeFirstOrThrow()
  const variable = await db
    .selectFrom('variables')
    .selectAll()
    .where('id', '=', 'temperature')
    .executeTakeFirstOrThrow()
  const out: Gateway[] = []
  for (let i = 0; i < count; i++) {
    const sn = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}${String(i).padStart(2, '0')}`
    const [gatewayId, deviceId, driverId, signal] = [randomUUID(), randomUUID(), `d${sn}`, `v${sn}`]
    await db
      .insertInto('gateways')
      .values({ ...gateway, id: gatewayId, sn })
      .execute()
    await db
      .insertInto('devices')
      .values({ ...device, id: deviceId, gatewayId, name: `Partitioned ${sn}` })
      .execute()
    await db
      .insertInto('drivers')
      .values({ ...driver, id: driverId, deviceId, name: 'plc1' })
      .execute()
    await db
      .insertInto('variables')
      .values({ ...variable, id: signal, deviceId, driverId, name: signal, key: '' })
      .execute()
    out.push({ sn, signal, deviceId, published: [] })
  }
  return out
}

/** Partitions locked per application_name (the instance), read from PostgreSQL itself. */
async function owners(dbName: string): Promise<Map<string, number[]>> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ name: string; p: string }>(
      `select a.application_name as name, l.objid::int8 as p from pg_locks l join pg_stat_activity a using (pid)
        where l.locktype = 'advisory' and l.granted and l.objsubid = 2 and l.classid = $1::int8::oid
          and l.objid::int8 < $2 and a.datname = $3`,
      [PARTITION_LOCK_CLASS, PARTITION_COUNT, dbName],
    )
    const out = new Map<string, number[]>()
    for (const { name, p } of rows) out.set(name, [...(out.get(name) ?? []), Number(p)])
    return out
  } finally {
    await admin.end()
  }
}

describe.skipIf(!pgUp || !mqttUp)('two instances dividing the gateways', () => {
  let database: TestDatabase
  let dbName: string
  let a: App
  let b: ServerProcess
  let publisher: MqttClient
  let gateways: Gateway[] = []
  let value0 = 0
  const dir = mkdtempSync(join(tmpdir(), 'lfscada-partitions-'))

  const A_NAME = `a-${run}`
  const ownedByA = () => new Set(a.services.realtime.ownership.ownedPartitions())

  /** One value from every gateway, QoS 1, each its own number and time. */
  async function publishRound() {
    for (const g of gateways) {
      const v = ++value0
      g.published.push(v)
      g.last = payload([value(g.signal, v, Date.now())])
      await publisher.publishAsync(deviceTopic('lfscada', 'DDATA', g.sn, 'plc1'), g.last, { qos: 1 })
    }
  }

  async function stored(g: Gateway): Promise<number[]> {
    return (await readSeries(database.db, null, g.signal, { start: 0, end: Date.now() + 60_000 }, 1e6)).values
  }
  /** Points in the history rows (reads drop a point stored twice: this does not). */
  async function storedPoints(g: Gateway): Promise<number> {
    const row = await database.db
      .selectFrom('historyChunks')
      .select((eb) => eb.fn.sum<number>('count').as('n'))
      .where('signalId', '=', g.signal)
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  }
  /** Every value once, in order, and no point twice. */
  async function storedOnce() {
    for (const g of gateways) {
      expect(await stored(g)).toEqual(g.published)
      expect(await storedPoints(g)).toBe(g.published.length)
    }
  }

  /** Waits until every gateway's history holds as many points as it published. */
  async function allStored(what: string) {
    await eventually(
      async () => {
        for (const g of gateways) if ((await stored(g)).length < g.published.length) return false
        return true
      },
      30_000,
      what,
    )
  }

  beforeAll(async () => {
    database = await postgresDatabase()
    dbName = new URL(database.url!).pathname.slice(1)
    await migrateToLatest(database.db)
    await seedDemo(database.db, Date.now())
    gateways = await addGateways(database.db, GATEWAYS)
    const url = database.url!
    a = await buildAppWithServices({
      db: database.db,
      edge: { url: BROKER, hostId: HOST_ID, staleMs: 600_000 },
      realtime: { history: { flushMs: 50, holdMs: 100 } },
      leadership: await electLeader({ url, name: A_NAME }),
      relay: await startPgRelay({ url }),
      partitions: leasePartitions({ url, name: A_NAME }),
    })
    publisher = await connectClient(BROKER, { clientId: `gw-${run}`, clean: true })

    // `npm start` as a cluster member: PostgreSQL and an external broker lease the partitions
    b = spawnServer(emptyWebRoot(dir), {
      PORT: String(await freePort()),
      DATABASE_URL: url,
      MQTT_URL: BROKER,
      SPARKPLUG_HOST_ID: HOST_ID,
      DEMO_EDGE: '0',
    })
  }, 60_000)

  afterAll(async () => {
    b?.child.kill('SIGKILL')
    await b?.exited
    await publisher?.endAsync(true)
    await a?.fastify.close()
    await database?.drop()
    // the partitions' persistent sessions of this run's host id
    await Promise.all(
      Array.from({ length: PARTITION_COUNT }, (_, p) =>
        erasePlatformSession({ url: BROKER, clientId: partitionClientId(HOST_ID, p) }),
      ),
    )
    rmSync(dir, { recursive: true, force: true })
  }, 60_000)

  it('share the partitions about half and half, B taking its share from A with no gap; each gateway’s values are taken by its owner alone', async () => {
    // the gateways publish all along B's start and the partitions moving to it
    const split = async () => {
      const held = await owners(dbName)
      const all = [...held.values()].flat()
      return (held.get(A_NAME) ?? []).length === PARTITION_COUNT / 2 && all.length === PARTITION_COUNT
    }
    const deadline = Date.now() + 60_000
    while (!(await split())) {
      if (Date.now() > deadline) throw new Error('timed out waiting for the partitions split 32 / 32')
      await publishRound()
      await new Promise((r) => setTimeout(r, 250))
    }
    // the gateways of this run fall in both instances' partitions (16 SNs in 64 partitions)
    const mine = ownedByA()
    expect(mine.size).toBe(PARTITION_COUNT / 2)
    const ofA = gateways.filter((g) => mine.has(partitionOf(g.sn)))
    expect(ofA.length).toBeGreaterThan(0)
    expect(ofA.length).toBeLessThan(GATEWAYS)

    await publishRound()
    await publishRound()
    await allStored('the first values stored')
    await storedOnce()
    // since the split A has taken the values of its own gateways only (it held them all before): B took
    // the others
    const live = a.services.realtime.live
    for (const g of gateways)
      expect(live.get(g.signal)?.value === g.published.at(-1)).toBe(mine.has(partitionOf(g.sn)))
  }, 90_000)

  it('a viewer on A gets the live values of a gateway B owns, through the broker', async () => {
    const g = gateways.find((x) => !ownedByA().has(partitionOf(x.sn)))!
    const server = {
      app: a.fastify,
      db: database.db,
      clock: wallClock,
      services: a.services,
      call: (path, body, options) => callApi(a.fastify, path, body, options),
      close: () => a.fastify.close(),
    } satisfies TestServer
    const admin = await loginDemoAdmin(server)
    const token = await ok(
      admin.call('websocket/monitor/new/token', { equipmentId: g.deviceId, dataSignal: g.signal }),
    )
    // a real socket (an injected one never tells the server it closed)
    const address = await a.fastify.listen({ port: 0, host: '127.0.0.1' })
    const frames: unknown[] = []
    const ws = new WebSocket(`${address.replace('http', 'ws')}/lfscada/ws/eg/signal/subscribe/${token}`)
    ws.on('message', (data) => frames.push(JSON.parse(data.toString())))
    await new Promise((r) => ws.once('open', r))
    // the subscription is made once the socket's devices are read: publish until a value shows
    const shown = () =>
      frames.some((f) =>
        ((f as { signalVal?: { value: unknown }[] }).signalVal ?? []).some(
          (v) => v.value === g.published.at(-1),
        ),
      )
    const deadline = Date.now() + 20_000
    while (!shown() && Date.now() < deadline) {
      await publishRound()
      await waitFor(shown, 500, 'a live value').catch(() => {})
    }
    expect(shown()).toBe(true)
    expect([...a.services.realtime.viewers.heard()]).toEqual([g.sn])
    ws.close()
    await allStored('the viewer’s values stored')
    // the viewer's subscription stored nothing twice
    await storedOnce()
    // the last socket closed: the subscription goes
    await waitFor(() => !a.services.realtime.viewers.heard().has(g.sn), 8000, 'the viewer’s unsubscribe')
  }, 60_000)

  it('a gateway registered later joins its partition’s subscription', async () => {
    const [late] = await addGateways(database.db, 1)
    // nobody hears it until its owner's next refresh (5 s): publish until a value of it is stored
    const topic = deviceTopic('lfscada', 'DDATA', late!.sn, 'plc1')
    const deadline = Date.now() + 20_000
    let heard = false
    while (!heard && Date.now() < deadline) {
      const v = ++value0
      await publisher.publishAsync(topic, payload([value(late!.signal, v, Date.now())]), { qos: 1 })
      heard = await eventually(async () => (await stored(late!)).includes(v), 500, 'a value').then(
        () => true,
        () => false,
      )
    }
    expect(heard).toBe(true)
  }, 60_000)

  it('B killed: A takes its partitions within 15 s; values before, during and after stored once', async () => {
    // what B stored last, which the broker would deliver again had B not acknowledged it
    const ofB = gateways.filter((g) => !ownedByA().has(partitionOf(g.sn)))
    const storedByB = ofB.map((g) => ({ g, last: g.last! }))
    const killedAt = Date.now()
    b.child.kill('SIGKILL')
    await b.exited
    // the gateways keep publishing while nobody owns B's partitions: the broker holds it
    let takenAt = 0
    while (takenAt === 0 && Date.now() - killedAt < HANDOVER_MAX_MS + 5000) {
      await publishRound()
      if (ownedByA().size === PARTITION_COUNT) takenAt = Date.now()
      else await new Promise((r) => setTimeout(r, 250))
    }
    const handoverMs = takenAt - killedAt
    console.log(`partition handover after kill -9: ${handoverMs} ms`)
    expect(takenAt).toBeGreaterThan(0)
    expect(handoverMs).toBeLessThan(HANDOVER_MAX_MS)
    // the redelivery: A took these partitions after the values' time, so it may hold them stored already
    for (const { g, last } of storedByB)
      await publisher.publishAsync(deviceTopic('lfscada', 'DDATA', g.sn, 'plc1'), last, { qos: 1 })
    await publishRound()
    await allStored('every value stored after the handover')
    // a moment for any second write to show
    await a.services.realtime.ingest.idle()
    await a.services.realtime.history.flush()
    await storedOnce()
  }, 90_000)
})
