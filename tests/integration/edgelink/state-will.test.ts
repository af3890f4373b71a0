// The platform's will is its offline STATE with the timestamp of its online one (Sparkplug 3.0): nodes
// ignore a STATE older than the latest they saw, so a will older than a re-announced online STATE leaves
// them believing a dead platform alive. The platform hears an offline STATE of its own while connected
// when its last run's will waits in its persistent session, or after a broker restart (a Mosquitto that
// keeps its sessions; skipped, saying so, without one); then it dies (its connection drops without a
// DISCONNECT, as in a kill -9), and our agent, with the platform as its primary host, must end its
// session and buffer (store-and-forward) within a second.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EdgeAgent, startEdgeAgent } from '../../../edge/agent/agent.ts'
import { buildAppWithServices } from '../../../server/app.ts'
import { type Broker, startBroker } from '../../../server/broker/index.ts'
import { seedDemo } from '../../../server/seed.ts'
import { type Db, migrateToLatest, openDb } from '../../../server/storage/db.ts'
import { waitFor } from '../edge/helpers.ts'
import { hasMosquitto, type MosquittoProcess, startMosquitto, stopMosquitto } from './mosquitto-process.ts'

type App = Awaited<ReturnType<typeof buildAppWithServices>>
const run = `${process.pid}${Math.floor(Math.random() * 1e4)}`
const SN = `6${run.padStart(11, '0').slice(-11)}`
const CODE = '864209'
const HOST = `will-host-${run}`
const platform = { username: 'lfscada-platform', password: 'will-secret' }
const dir = mkdtempSync(join(tmpdir(), 'lfscada-will-'))
let db: Db
const apps: App[] = []
const agents: EdgeAgent[] = []

beforeAll(async () => {
  db = openDb({ sqliteFile: ':memory:' })
  await migrateToLatest(db)
  await seedDemo(db, Date.now())
})

afterAll(async () => {
  for (const agent of agents) await agent.stop()
  for (const app of apps) await app.fastify.close().catch(() => {})
  await db?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

/** A platform run with the client id every run keeps (its session persists between runs). */
async function startPlatform(url: string): Promise<App> {
  const app = await buildAppWithServices({ db })
  apps.push(app)
  await app.services.realtime.connect({
    url,
    ...platform,
    clientId: `will-platform-${run}`,
    hostId: HOST,
    staleMs: 60_000,
  })
  return app
}

/** The platform dies: its connection drops without a DISCONNECT, so the broker publishes its will. */
async function kill(app: App): Promise<number> {
  const client = app.services.realtime.client!
  client.options.reconnectPeriod = 0
  const at = Date.now()
  client.stream.destroy()
  await client.endAsync(true)
  return at
}

async function startAgent(url: string, name: string): Promise<EdgeAgent> {
  const agent = await startEdgeAgent({
    sn: SN,
    code: CODE,
    serverUrl: url,
    dataDir: join(dir, name),
    primaryHostId: HOST,
    reconnectMs: 100,
  })
  agents.push(agent)
  return agent
}

const down = (agent: EdgeAgent) => waitFor(() => !agent.isLive() || undefined, 5000, 'the node offline')

/** The platform dies; the node must end its session within a second. */
async function deathReaches(app: App, agent: EdgeAgent): Promise<void> {
  const diedAt = await kill(app)
  await down(agent)
  expect(Date.now() - diedAt).toBeLessThan(1000)
}

describe('the platform’s will', () => {
  it('after its last run’s will waited in its session, its death reaches the node within a second', async () => {
    const broker: Broker = await startBroker({
      port: 0,
      host: '127.0.0.1',
      platform,
      verifyGateway: async (sn, pw) => sn === SN && pw === CODE,
    })
    try {
      const agent = await startAgent(broker.url, 'embedded')
      await startPlatform(broker.url)
      await agent.whenLive()
      await kill(apps.at(-1)!)
      await down(agent)
      // the next run hears the last run's offline STATE, queued in its persistent session
      const next = await startPlatform(broker.url)
      await agent.whenLive()
      await deathReaches(next, agent)
    } finally {
      await broker.close()
    }
  })

  it.skipIf(!hasMosquitto)('after a broker restart, its death reaches the node within a second', async () => {
    const lines = ['allow_anonymous true', 'persistence true', `persistence_location ${dir}/`]
    let mosquitto: MosquittoProcess = await startMosquitto(dir, lines)
    try {
      const agent = await startAgent(mosquitto.url, 'mosquitto')
      const app = await startPlatform(mosquitto.url)
      await agent.whenLive()
      await stopMosquitto(mosquitto)
      await down(agent)
      mosquitto = await startMosquitto(dir, lines, mosquitto.port)
      await agent.whenLive()
      await deathReaches(app, agent)
    } finally {
      await stopMosquitto(mosquitto)
    }
  })
})
