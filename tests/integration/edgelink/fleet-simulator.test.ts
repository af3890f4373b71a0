// The fleet simulator (edge/fleet-simulator) against the platform with the embedded broker, over the
// real API and MQTT: it registers its gateways through the API, its nodes speak Sparkplug B as the
// specification writes it (births with bdSeq, aliases and datatypes; DDATA by alias, seq in order), every
// value it offers is stored, a rebirth request births the node again, and stopping publishes NDEATH.
import { randomInt } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodePayload, Metrics, type Payload, rebirthCommand } from '../../../core/sparkplug/index.ts'
import { type Fleet, startFleet } from '../../../edge/fleet-simulator/fleet.ts'
import { FLEET_DRIVER, registerFleet, signIn } from '../../../edge/fleet-simulator/platform.ts'
import { type App, buildAppWithServices } from '../../../server/app.ts'
import { type Broker, startBroker } from '../../../server/broker/index.ts'
import { verifyGatewayCredential } from '../../../server/devices/gateways.ts'
import { DEMO_ADMIN, seedDemo } from '../../../server/seed.ts'
import { type Db, migrateToLatest, openDb } from '../../../server/storage/db.ts'
import { until } from './platform.ts'

const METRICS = 4
const run = String(randomInt(10_000, 100_000))
const gateways = [0, 1, 2].map((i) => ({ sn: `${run}000000${i}`, code: '482913' }))
const login = { username: 'fleet-test-platform', password: 'fleet-test-secret' }

let dir: string
let db: Db
let broker: Broker
let app: App
let fleet: Fleet | undefined
/** every Sparkplug message of the fleet, as the broker passed it on */
const seen: { topic: string; payload: Payload }[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lfscada-fleet-sim-'))
  db = openDb({ sqliteFile: join(dir, 'platform.db') })
  await migrateToLatest(db)
  await seedDemo(db, Date.now())
  broker = await startBroker({
    port: 0,
    host: '127.0.0.1',
    platform: login,
    verifyGateway: (sn, password) => verifyGatewayCredential(db, sn, password),
  })
  app = await buildAppWithServices({ db, edge: { url: broker.url, ...login } })
  await app.fastify.listen({ port: 0, host: '127.0.0.1' })
  const watcher = await mqtt.connectAsync(broker.url, { ...login, clientId: `fleet-watch-${run}` })
  watcher.on('message', (topic, payload) => {
    const decoded = decodePayload(payload)
    if (decoded.ok && topic.includes(`/${run}`)) seen.push({ topic, payload: decoded.payload })
  })
  await watcher.subscribeAsync('spBv1.0/lfscada/#')
})

afterAll(async () => {
  await fleet?.stop()
  await app?.fastify.close()
  await broker?.close()
  await db?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

const storedValues = async () => {
  const row = await db
    .selectFrom('historyChunks')
    .innerJoin('variables', 'variables.id', 'historyChunks.signalId')
    .innerJoin('devices', 'devices.id', 'variables.deviceId')
    .where('devices.name', 'like', `Fleet ${run}%`)
    .select((eb) => eb.fn.sum<number>('historyChunks.count').as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

describe('fleet simulator', () => {
  it('registers through the API, speaks Sparkplug B by the spec, and every value it offers is stored', async () => {
    const url = `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}`
    await registerFleet(await signIn(url, DEMO_ADMIN), { run, gateways, metrics: METRICS, group: 'lfscada' })
    fleet = await startFleet({
      mqttUrl: broker.url,
      group: 'lfscada',
      gateways,
      metrics: METRICS,
      periodMs: 100,
      qos: 0,
      log: () => {},
    })
    expect(fleet.online()).toBe(gateways.length)
    const ingest = app.services.realtime.ingest
    await until(async () => fleet!.offered() >= 5 * gateways.length * METRICS, 'five rounds of DDATA', 30_000)

    const first = gateways[0]!.sn
    const births = seen.filter((m) => m.topic === `spBv1.0/lfscada/DBIRTH/${first}/${FLEET_DRIVER}`)
    expect(births[0]?.payload.metrics.map((m) => [m.name, m.alias, m.datatype])).toEqual(
      Array.from({ length: METRICS }, (_, i) => [`m${i}`, i + 1, 10]),
    )
    const nbirth = seen.find((m) => m.topic === `spBv1.0/lfscada/NBIRTH/${first}`)!.payload
    expect(nbirth.seq).toBe(0)
    expect(nbirth.metrics.find((m) => m.name === Metrics.bdSeq)?.value).toBe(0n)
    const data = seen.filter((m) => m.topic === `spBv1.0/lfscada/DDATA/${first}/${FLEET_DRIVER}`)
    expect(data[0]?.payload.metrics.every((m) => m.name === undefined && m.alias !== undefined)).toBe(true)
    // seq runs on over births and data: 0 NBIRTH, 1 DBIRTH, 2… DDATA
    expect(data.slice(0, 3).map((m) => m.payload.seq)).toEqual([2, 3, 4])

    // the platform asks for a rebirth: the node births again, seq from 0, same bdSeq
    await app.services.realtime.publishCommand(first, rebirthCommand(Date.now()).metrics)
    await until(
      async () => seen.filter((m) => m.topic === `spBv1.0/lfscada/NBIRTH/${first}`).length === 2,
      'the second NBIRTH',
    )

    await fleet.stop()
    // every node's NDEATH reaches the platform: its gateways go offline
    const states = () => db.selectFrom('gateways').select('state').where('sn', 'like', `${run}%`).execute()
    await until(async () => (await states()).every((s) => s.state === 'offline'), 'the gateways offline')
    const deaths = () => seen.filter((m) => m.topic.startsWith('spBv1.0/lfscada/NDEATH/')).length
    await until(async () => deaths() === gateways.length, 'an NDEATH per node')
    const offered = fleet.offered()
    fleet = undefined
    await ingest.idle()
    await app.services.realtime.history.flush()
    expect(await storedValues()).toBe(offered)
    expect(ingest.stats.unknownAliases + ingest.stats.unknownDevices + ingest.stats.unknownMetrics).toBe(0)
  })
})
