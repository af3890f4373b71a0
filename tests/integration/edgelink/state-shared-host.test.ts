// Two platform instances with one Sparkplug host id (a cluster, or a restart whose old will arrives late):
// when one stops and publishes the host's offline STATE, the other publishes its online STATE again, so
// nodes waiting for their primary host (our agent with --primary-host) see it online while any instance is.
import type { MqttClient } from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildAppWithServices } from '../../../server/app.ts'
import { type Broker, startBroker } from '../../../server/broker/index.ts'
import { seedDemo } from '../../../server/seed.ts'
import { type Db, migrateToLatest, openDb } from '../../../server/storage/db.ts'
import { brokerDrained, connectClient, waitFor } from '../edge/helpers.ts'

const HOST = 'shared-host'
const platform = { username: 'lfscada-platform', password: 'shared-secret' }
let db: Db
let broker: Broker
let watcher: MqttClient
const states: { online: boolean; timestamp: number; retain: boolean }[] = []
const apps: Awaited<ReturnType<typeof buildAppWithServices>>[] = []

beforeAll(async () => {
  db = openDb({ sqliteFile: ':memory:' })
  await migrateToLatest(db)
  await seedDemo(db, Date.now())
  broker = await startBroker({ port: 0, host: '127.0.0.1', platform, verifyGateway: async () => false })
  for (let i = 0; i < 2; i++) {
    const app = await buildAppWithServices({ db })
    await app.services.realtime.connect({ url: broker.url, ...platform, hostId: HOST, staleMs: 60_000 })
    apps.push(app)
  }
  watcher = await connectClient(broker.url, { clientId: 'shared-watcher', ...platform })
  watcher.on('message', (topic, payload, packet) => {
    if (topic === `spBv1.0/STATE/${HOST}`)
      states.push({ ...JSON.parse(payload.toString()), retain: packet.retain })
  })
  await watcher.subscribeAsync(`spBv1.0/STATE/${HOST}`, { qos: 1 })
})

afterAll(async () => {
  await watcher?.endAsync()
  for (const app of apps) await app.fastify.close().catch(() => {})
  await broker?.close()
  await db?.destroy()
})

describe('one host id, two instances', () => {
  it('stays online when one instance stops', async () => {
    await waitFor(() => states.find((s) => s.online), 3000, 'the retained online STATE')
    const first = apps[0]!
    await first.services.realtime.close()
    await waitFor(() => states.some((s) => !s.online), 3000, 'the stopping instance’s offline STATE')
    // its offline STATE, and its will (older) when its connection closes: the other instance answers both,
    // the first with a newer online STATE (it reconnects to leave a will of that timestamp)
    const newestOffline = () => Math.max(...states.filter((s) => !s.online).map((s) => s.timestamp))
    const back = await waitFor(
      () => {
        const last = states.at(-1)!
        return last.online && last.timestamp >= newestOffline() ? last : undefined
      },
      3000,
      'the other instance online again',
    )
    expect(back.timestamp).toBeGreaterThanOrEqual(newestOffline())
    // a node connecting now finds it online
    const late = await connectClient(broker.url, { clientId: 'shared-late', ...platform })
    const seen: string[] = []
    late.on('message', (_t, payload) => seen.push(payload.toString()))
    await late.subscribeAsync(`spBv1.0/STATE/${HOST}`, { qos: 1 })
    const [retained] = await waitFor(() => (seen.length ? seen : undefined), 3000, 'the retained STATE')
    expect(JSON.parse(retained!).online).toBe(true)
    await late.endAsync()
  })

  it('goes offline when the last instance stops', async () => {
    const from = states.length
    await apps[1]!.services.realtime.close()
    await waitFor(() => states.slice(from).some((s) => !s.online), 3000, 'offline')
    // both instances are closed: whatever STATE they sent has come once the broker has drained
    await brokerDrained(watcher)
    expect(states.at(-1)!.online).toBe(false)
  })
})
