// The power-off alarm end to end: an edge agent shutting down for a failing power supply (its
// `powerLost()`, or the CLI on SIGPWR) publishes an NDEATH with `Node Control/Power Lost`; the platform
// marks the gateway offline and raises a power-off alarm (severe) with its message, and no offline alarm
// besides. A plain stop gives an offline alarm; with `powerAlarm` off a power loss does too.
import { type ChildProcess, spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import type { MqttClient } from 'mqtt'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { decodePayload, findMetric, Metrics } from '../../../core/sparkplug/index.ts'
import { startEdgeAgent } from '../../../edge/agent/agent.ts'
import type { Broker } from '../../../server/broker/index.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import type { Services } from '../../../server/services.ts'
import type { Db } from '../../../server/storage/db.ts'
import { brokerDrained, connectClient, waitFor } from '../edge/helpers.ts'
import { ok, type Session } from '../server/helpers.ts'
import { type EdgePlatform, startEdgePlatform } from './platform.ts'

const root = resolve(import.meta.dirname, '../../..')
const SN = DEMO_GATEWAY.sn
let platform: EdgePlatform
let dir: string
let db: Db
let broker: Broker
let services: Services
let admin: Session
let deviceId: string
let watcher: MqttClient
/** NDEATH payloads of the gateway, in arrival order */
const deaths: ReturnType<typeof decodePayload>[] = []

const gatewayState = async () =>
  (await db.selectFrom('gateways').select('state').where('sn', '=', SN).executeTakeFirstOrThrow()).state
const alarms = () =>
  db
    .selectFrom('alarmRecords')
    .select(['id', 'type', 'level', 'resolvedAt'])
    .where('deviceId', '=', deviceId)
    .orderBy('triggeredAt')
    .execute()

async function until(probe: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 10_000
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** Starts an agent in this process; answers it once the platform has it online. */
async function onlineAgent() {
  const agent = await startEdgeAgent({
    sn: SN,
    code: DEMO_GATEWAY.code,
    serverUrl: broker.url,
    dataDir: join(dir, `agent-${Date.now()}`),
    reconnectMs: 100,
  })
  await agent.whenLive()
  await until(async () => (await gatewayState()) === 'online', 'the gateway online')
  return agent
}

/** Settles the alarm work queued by the deaths seen so far. */
async function settled(deathCount: number) {
  await waitFor(() => deaths.length >= deathCount, 5000, `${deathCount} deaths`)
  await until(async () => (await gatewayState()) !== 'online', 'the gateway down')
  await services.realtime.ingest.idle()
  await services.realtime.alarms.idle()
}

async function setSettings(settings: Record<string, boolean>) {
  await db
    .updateTable('gateways')
    .set({ settings: JSON.stringify(settings) })
    .where('sn', '=', SN)
    .execute()
  services.realtime.directory.invalidate(SN)
}

beforeAll(async () => {
  platform = await startEdgePlatform('power', 1)
  ;({ dir, db, broker, services, admin, deviceId } = platform)
  watcher = await connectClient(broker.url, { clientId: 'power-watcher', ...platform.login })
  watcher.on('message', (topic, bytes) => {
    if (topic.includes('/NDEATH/')) deaths.push(decodePayload(bytes))
  })
  await watcher.subscribeAsync(`spBv1.0/lfscada/NDEATH/${SN}`, { qos: 1 })
})

afterAll(async () => {
  await watcher?.endAsync(true)
  await platform?.close()
})

beforeEach(() => setSettings({}))

const powerLostOf = (death: ReturnType<typeof decodePayload> | undefined) =>
  death?.ok ? findMetric(death.payload, Metrics.powerLost)?.value : 'undecodable'

describe('power loss', () => {
  it('agent.powerLost(): one NDEATH saying so, a severe power-off alarm and its message, no offline alarm', async () => {
    const agent = await onlineAgent()
    const before = deaths.length
    // the broker lets the agent's connection go (it starts a will's publish before it says so)
    const letGo = new Promise<void>((done) => {
      const onGone = (client: { id: string }) => {
        if (client.id !== SN) return
        broker.aedes.off('clientDisconnect', onGone)
        done()
      }
      broker.aedes.on('clientDisconnect', onGone)
    })
    await agent.powerLost()
    await settled(before + 1)
    // the clean disconnect after the death drops the will: no second death. The broker starts a will's
    // publish before it lets the client go (aedes client.js close), so once it has let go and drained, a
    // wrongly kept will would have come.
    await letGo
    await brokerDrained(watcher)
    expect(deaths.slice(before).map(powerLostOf)).toEqual([true])
    expect(await gatewayState()).toBe('offline')
    const open = (await alarms()).filter((a) => a.resolvedAt === null)
    expect(open.map((a) => [a.type, a.level])).toEqual([['power', 'severe']])
    const messages = await ok(admin.call('msg/query', { type: 'alarm' }))
    expect(messages.list[0]).toMatchObject({ dataId: open[0]!.id, equipmentId: deviceId, read: false })
    await agent.stop() // after a power loss: nothing more to do
  })

  it('the next birth resolves it; a plain stop gives an offline alarm', async () => {
    const agent = await onlineAgent()
    await services.realtime.alarms.idle()
    expect((await alarms()).filter((a) => a.resolvedAt === null)).toEqual([])
    const before = deaths.length
    await agent.stop()
    await settled(before + 1)
    expect(deaths.slice(before).map(powerLostOf)).toEqual([undefined])
    const open = (await alarms()).filter((a) => a.resolvedAt === null)
    expect(open.map((a) => a.type)).toEqual(['offline'])
  })

  it('with powerAlarm off, a power loss is an offline alarm', async () => {
    const agent = await onlineAgent()
    await services.realtime.alarms.idle()
    await setSettings({ powerAlarm: false })
    const before = deaths.length
    await agent.powerLost()
    await settled(before + 1)
    expect((await alarms()).filter((a) => a.resolvedAt === null).map((a) => a.type)).toEqual(['offline'])
  })

  it('the CLI shuts down as a power loss on SIGPWR', async () => {
    const child: ChildProcess = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'edge/main.ts',
        '--sn',
        SN,
        '--code',
        DEMO_GATEWAY.code,
        '--server',
        broker.url,
        '--data-dir',
        join(dir, 'cli'),
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (c) => (output += c))
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
    try {
      await waitFor(() => output.includes('online'), 20_000, 'the CLI agent online')
      await until(async () => (await gatewayState()) === 'online', 'the gateway online')
      await services.realtime.alarms.idle()
      const before = deaths.length
      child.kill('SIGPWR')
      expect(await exited).toBe(0)
      await settled(before + 1)
      expect(deaths.slice(before).map(powerLostOf)).toEqual([true])
      const open = (await alarms()).filter((a) => a.resolvedAt === null)
      expect(open.map((a) => a.type)).toEqual(['power'])
    } finally {
      child.kill('SIGKILL')
    }
  }, 30_000)
})
