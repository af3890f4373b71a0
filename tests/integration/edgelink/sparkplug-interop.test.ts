// A third-party Sparkplug B 3.0 edge node against the platform (embedded broker), written here from the
// interface definition alone (schemas/edge/sparkplug_b.proto loaded with protobufjs; not the project's
// codec, not its agent): it waits for the platform's STATE before its births (configured with the
// platform as primary host), births with aliases and every scalar datatype, sends data by alias only,
// takes a write as a DCMD naming the metric and answers it with a DDATA. Metrics are matched by the
// variable's key; a metric matching none is offered for adoption.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { MqttClient } from 'mqtt'
import protobuf from 'protobufjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildAppWithServices } from '../../../server/app.ts'
import { type Broker, startBroker } from '../../../server/broker/index.ts'
import { variableColumns, variableDefaults } from '../../../server/devices/config-rows.ts'
import { gatewaySecretHash, verifyGatewayCredential } from '../../../server/devices/gateways.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { readSeries } from '../../../server/history/reader.ts'
import { seedDemo } from '../../../server/seed.ts'
import type { Services } from '../../../server/services.ts'
import { type Db, migrateToLatest, openDb } from '../../../server/storage/db.ts'
import { connectClient, waitFor } from '../edge/helpers.ts'
import {
  callApi,
  deviceOfGateway,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
} from '../server/helpers.ts'

const proto = protobuf.loadSync(resolve(import.meta.dirname, '../../../schemas/edge/sparkplug_b.proto'))
const Payload = proto.lookupType('org.eclipse.tahu.protobuf.Payload')

const run = `${process.pid}${Math.floor(Math.random() * 1e4)}`
const SN = `7${run.padStart(11, '0').slice(-11)}`
const CODE = '246802'
const HOST_ID = `itest-host-${run}`
const GROUP = 'lfscada'
const DEVICE = 'Line1'
const platform = { username: 'lfscada-platform', password: `interop-${run}` }
const dir = mkdtempSync(join(tmpdir(), 'lfscada-interop-'))

// Sparkplug B 3.0 datatypes (sparkplug_b.proto, DataType)
const DT = {
  Int8: 1,
  Int16: 2,
  Int32: 3,
  Int64: 4,
  UInt8: 5,
  UInt16: 6,
  UInt32: 7,
  UInt64: 8,
  Float: 9,
  Double: 10,
  Boolean: 11,
  String: 12,
  DateTime: 13,
  Text: 14,
  UUID: 15,
} as const

type Wire = Record<string, unknown>
/** A metric per datatype: its value field on the wire, and the value the platform must show. */
const CASES: { key: string; datatype: number; wire: Wire; shown: unknown }[] = [
  // signed integers travel as their two's complement in the unsigned fields (3.0 §6.4.16)
  { key: 'Tank/Int8', datatype: DT.Int8, wire: { intValue: 256 - 5 }, shown: -5 },
  { key: 'Tank/Int16', datatype: DT.Int16, wire: { intValue: 65536 - 300 }, shown: -300 },
  { key: 'Tank/Int32', datatype: DT.Int32, wire: { intValue: 2 ** 32 - 70000 }, shown: -70000 },
  {
    key: 'Tank/Int64',
    datatype: DT.Int64,
    wire: { longValue: (2n ** 64n - 5000000000n).toString() },
    shown: -5e9,
  },
  { key: 'Tank/UInt8', datatype: DT.UInt8, wire: { intValue: 200 }, shown: 200 },
  { key: 'Tank/UInt16', datatype: DT.UInt16, wire: { intValue: 60000 }, shown: 60000 },
  { key: 'Tank/UInt32', datatype: DT.UInt32, wire: { intValue: 4000000000 }, shown: 4000000000 },
  { key: 'Tank/UInt64', datatype: DT.UInt64, wire: { longValue: '9000000000' }, shown: 9e9 },
  { key: 'Tank/Float', datatype: DT.Float, wire: { floatValue: 1.5 }, shown: 1.5 },
  { key: 'Tank/Double', datatype: DT.Double, wire: { doubleValue: 3.25 }, shown: 3.25 },
  { key: 'Tank/Boolean', datatype: DT.Boolean, wire: { booleanValue: true }, shown: true },
  { key: 'Tank/String', datatype: DT.String, wire: { stringValue: 'running' }, shown: 'running' },
  {
    key: 'Tank/DateTime',
    datatype: DT.DateTime,
    wire: { longValue: '1767225600000' },
    shown: 1767225600000,
  },
  { key: 'Tank/Text', datatype: DT.Text, wire: { stringValue: 'long text' }, shown: 'long text' },
  {
    key: 'Tank/UUID',
    datatype: DT.UUID,
    wire: { stringValue: '0b7e6f2a-3c51-4d8e-9a61-2f0c1d4e5b6a' },
    shown: '0b7e6f2a-3c51-4d8e-9a61-2f0c1d4e5b6a',
  },
]
const WRITABLE = 'Tank/Int16'
const UNKNOWN = 'Extra/Pressure'
const aliasOf = (key: string) => 100 + CASES.findIndex((c) => c.key === key)

let db: Db
let broker: Broker
let services: Services
let close: () => Promise<void>
let admin: Session
let deviceId: string
const variableIds = new Map<string, string>()

/** The test's edge node: its MQTT client, what it received, and its publishing with seq. */
interface Node {
  client: MqttClient
  seq: number
  bdSeq: number
  states: { retain: boolean; payload: { online: boolean; timestamp: number } }[]
  commands: { topic: string; payload: Wire }[]
  birthAt?: number
}

const encode = (p: Wire) => Buffer.from(Payload.encode(Payload.fromObject(p)).finish())
const decode = (b: Buffer) => Payload.toObject(Payload.decode(b), { longs: String }) as Wire

async function publish(node: Node, type: string, metrics: Wire[], device?: string) {
  const topic = `spBv1.0/${GROUP}/${type}/${SN}${device ? `/${device}` : ''}`
  const seq = type === 'NBIRTH' ? 0 : (node.seq + 1) % 256
  node.seq = seq
  await node.client.publishAsync(topic, encode({ timestamp: Date.now(), seq, metrics }), { qos: 0 })
}

async function births(node: Node) {
  node.birthAt = Date.now()
  await publish(node, 'NBIRTH', [
    { name: 'bdSeq', datatype: DT.Int64, longValue: String(node.bdSeq) },
    { name: 'Node Control/Rebirth', datatype: DT.Boolean, booleanValue: false },
  ])
  await publish(
    node,
    'DBIRTH',
    [
      ...CASES.map((c) => ({ name: c.key, alias: aliasOf(c.key), datatype: c.datatype, ...c.wire })),
      { name: UNKNOWN, alias: 999, datatype: DT.Float, floatValue: 2.5 },
    ],
    DEVICE,
  )
}

/**
 * A node configured with the platform as its primary host (3.0 §5.x): it subscribes to the host's STATE
 * and publishes its births only once that says online, and again on each rebirth request.
 */
async function startNode(): Promise<Node> {
  const bdSeq = 0
  const client = await connectClient(broker.url, {
    clientId: SN,
    username: SN,
    password: CODE,
    clean: true,
    will: {
      topic: `spBv1.0/${GROUP}/NDEATH/${SN}`,
      payload: encode({
        timestamp: Date.now(),
        metrics: [{ name: 'bdSeq', datatype: DT.Int64, longValue: '0' }],
      }),
      qos: 1,
      retain: false,
    },
  })
  const node: Node = { client, seq: 0, bdSeq, states: [], commands: [] }
  client.on('message', (topic, payload, packet) => {
    if (topic === `spBv1.0/STATE/${HOST_ID}`) {
      const state = JSON.parse(payload.toString('utf8'))
      node.states.push({ retain: packet.retain, payload: state })
      if (state.online === true && node.birthAt === undefined) void births(node)
      return
    }
    const command = { topic, payload: decode(payload) }
    node.commands.push(command)
    const metrics = command.payload.metrics as Wire[]
    if (metrics.some((m) => m.name === 'Node Control/Rebirth' && m.booleanValue === true)) void births(node)
  })
  await client.subscribeAsync(
    [`spBv1.0/STATE/${HOST_ID}`, `spBv1.0/${GROUP}/NCMD/${SN}`, `spBv1.0/${GROUP}/DCMD/${SN}/+`],
    { qos: 1 },
  )
  return node
}

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const end = Date.now() + 5000
  for (;;) {
    const v = await probe()
    if (v !== undefined) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

const live = (key: string) => services.realtime.live.get(variableIds.get(key)!)?.value
const gatewayState = async () =>
  (await db.selectFrom('gateways').select('state').where('sn', '=', SN).executeTakeFirstOrThrow()).state

let node: Node

beforeAll(async () => {
  db = openDb({ sqliteFile: join(dir, 'platform.db') })
  await migrateToLatest(db)
  await seedDemo(db, Date.now())
  const hash = gatewaySecretHash(SN, CODE)
  await db
    .updateTable('gateways')
    .set({ sn: SN, codeHash: hash, credentialHash: hash })
    .where('sn', '=', DEMO_GATEWAY.sn)
    .execute()
  deviceId = await deviceOfGateway(db, SN)
  // the integrator's configuration: a driver named as the node's Sparkplug device, variables keyed as
  // its metrics (one writable)
  const driver = await db
    .updateTable('drivers')
    .set({ name: DEVICE })
    .where('deviceId', '=', deviceId)
    .returning(['id', 'orgId'])
    .executeTakeFirstOrThrow()
  const now = Date.now()
  for (const [i, c] of CASES.entries()) {
    const id = `interop-${i}`
    variableIds.set(c.key, id)
    const v = variableDefaults({
      name: `tank_${i}`,
      key: c.key,
      driverId: driver.id,
      dataType: c.datatype === DT.Float || c.datatype === DT.Double ? 'float64' : 'int32',
      rw: c.key === WRITABLE ? 'rw' : 'r',
    })
    await db
      .insertInto('variables')
      .values({
        id,
        orgId: driver.orgId,
        deviceId,
        templateId: null,
        createdAt: now,
        updatedAt: now,
        ...variableColumns(v),
      })
      .execute()
  }

  broker = await startBroker({
    port: 0,
    host: '127.0.0.1',
    platform,
    verifyGateway: (sn, password) => verifyGatewayCredential(db, sn, password),
  })
  const app = await buildAppWithServices({ db, realtime: { history: { flushMs: 50, holdMs: 100 } } })
  services = app.services
  const server: TestServer = {
    app: app.fastify,
    db,
    clock: { now: Date.now, advance: () => {} },
    services,
    call: ((path, body, options) => callApi(app.fastify, path, body, options)) as TestServer['call'],
    close: () => app.fastify.close(),
  }
  admin = await loginDemoAdmin(server)
  close = async () => {
    await app.fastify.close()
    await broker.close()
  }
  // the node is up before the platform: it must wait for the host's STATE
  node = await startNode()
})

afterAll(async () => {
  await node?.client.endAsync(true)
  await close?.()
  await db?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

describe('a Sparkplug B node written from the specification', () => {
  it('publishes its births only after the primary host’s STATE says online (retained)', async () => {
    await new Promise((r) => setTimeout(r, 300))
    expect(node.birthAt).toBeUndefined()
    expect(await gatewayState()).not.toBe('online')
    const connectedAt = Date.now()
    await services.realtime.connect({ url: broker.url, ...platform, hostId: HOST_ID, staleMs: 2000 })
    await waitFor(() => node.birthAt, 5000, 'the births')
    expect(node.birthAt!).toBeGreaterThanOrEqual(connectedAt)
    const online = node.states.find((s) => s.payload.online)!
    expect(online.payload.timestamp).toBeGreaterThan(0)
    await waitFor(() => services.realtime.ingest.hasSession(SN), 5000, 'the platform took the birth')
    // a client arriving later finds it retained
    const late = await connectClient(broker.url, { ...platform, clientId: `late-${run}` })
    const seen: { retain: boolean; text: string }[] = []
    late.on('message', (_t, payload, packet) =>
      seen.push({ retain: packet.retain, text: payload.toString() }),
    )
    await late.subscribeAsync(`spBv1.0/STATE/${HOST_ID}`, { qos: 1 })
    const [retained] = await waitFor(() => (seen.length ? seen : undefined), 3000, 'the retained STATE')
    expect(retained!.retain).toBe(true)
    expect(JSON.parse(retained!.text)).toEqual({ online: true, timestamp: online.payload.timestamp })
    await late.endAsync()
  })

  it('births with aliases and every scalar datatype fill the live values, matched by key', async () => {
    await waitFor(() => CASES.every((c) => live(c.key) !== undefined), 5000, 'every birth value live')
    for (const c of CASES) expect([c.key, live(c.key)]).toEqual([c.key, c.shown])
    expect(await gatewayState()).toBe('online')
  })

  it('a birth metric matching no variable is counted and offered for adoption with its datatype', async () => {
    await services.realtime.ingest.idle()
    const rows = await db
      .selectFrom('discoveredMetrics')
      .select(['segment', 'name', 'datatype'])
      .where('deviceId', '=', deviceId)
      .execute()
    expect(rows).toEqual([{ segment: DEVICE, name: UNKNOWN, datatype: DT.Float }])
    expect(services.realtime.ingest.stats.unknownMetrics).toBeGreaterThan(0)
  })

  it('data carrying only aliases is understood, goes live and into history', async () => {
    const t = Date.now()
    await publish(
      node,
      'DDATA',
      [
        { alias: aliasOf('Tank/Double'), timestamp: t, datatype: DT.Double, doubleValue: 7.75 },
        { alias: aliasOf('Tank/Int8'), timestamp: t, datatype: DT.Int8, intValue: 256 - 100 },
        { alias: aliasOf('Tank/Boolean'), timestamp: t, datatype: DT.Boolean, booleanValue: false },
      ],
      DEVICE,
    )
    await waitFor(() => live('Tank/Double') === 7.75, 5000, 'the alias-only value live')
    expect(live('Tank/Int8')).toBe(-100)
    expect(live('Tank/Boolean')).toBe(false)
    await services.realtime.ingest.idle()
    await services.realtime.history.flush()
    const stored = await readSeries(
      db,
      services.realtime.history,
      variableIds.get('Tank/Double')!,
      { start: t - 60_000, end: t + 1 },
      100,
    )
    // the birth's value and the data's
    expect(stored.values).toEqual([3.25, 7.75])
  })

  it('a write arrives as a DCMD naming the metric with alias and datatype; the node’s DDATA confirms it', async () => {
    const { uuid } = await ok(
      admin.call('signal/writeVal', { projectId: '', signalId: variableIds.get(WRITABLE), value: '-1234' }),
    )
    const command = await waitFor(
      () => node.commands.find((c) => c.topic === `spBv1.0/${GROUP}/DCMD/${SN}/${DEVICE}`),
      5000,
      'the DCMD',
    )
    const [metric] = command.payload.metrics as Wire[]
    expect(metric).toMatchObject({ name: WRITABLE, alias: String(aliasOf(WRITABLE)), datatype: DT.Int16 })
    expect(((metric!.intValue as number) << 16) >> 16).toBe(-1234)
    // no Command/Id: this node announced no extension
    expect((command.payload.metrics as Wire[]).map((m) => m.name)).toEqual([WRITABLE])
    expect(await ok(admin.call('signal/callback', { uuid }))).toMatchObject({ status: 'pending' })
    await publish(
      node,
      'DDATA',
      [{ alias: aliasOf(WRITABLE), timestamp: Date.now(), datatype: DT.Int16, intValue: metric!.intValue }],
      DEVICE,
    )
    const answer = await until(async () => {
      const r = await ok(admin.call('signal/callback', { uuid }))
      return r.status === 'pending' ? undefined : r
    }, 'the write confirmed')
    expect(answer).toMatchObject({ status: 'success', result: { value: -1234 } })
  })

  it('the host’s STATE turns offline, retained, when the platform stops', async () => {
    await services.realtime.close()
    await waitFor(() => node.states.at(-1)?.payload.online === false, 5000, 'offline STATE')
  })
})
