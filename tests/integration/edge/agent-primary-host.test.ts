// Our edge agent configured with a primary host application (Sparkplug 3.0, host application and edge
// node session rules): it subscribes to spBv1.0/STATE/<host id> and publishes no birth until that says
// online; a STATE older than the latest one seen is ignored; when the host goes offline the agent ends its
// session (NDEATH) and reconnects, and is born again only once the host is back online.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MqttClient } from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTopic, stateTopic } from '../../../core/sparkplug/index.ts'
import { type EdgeAgent, startEdgeAgent } from '../../../edge/agent/agent.ts'
import { type Broker, startBroker } from '../../../server/broker/index.ts'
import { connectClient, waitFor } from './helpers.ts'

const SN = '200000000077'
const CODE = '135791'
const HOST = 'primary-host-test'
const platform = { username: 'lfscada-platform', password: 'primary-secret' }
const dataDir = mkdtempSync(join(tmpdir(), 'lfscada-primary-'))

let broker: Broker
let host: MqttClient
let agent: EdgeAgent
const seen: { type: string; at: number }[] = []
const count = (type: string) => seen.filter((m) => m.type === type).length
const logs: string[] = []
/** The agent's own word that it has taken a STATE and decided (it logs both; see agent.ts). */
const logged = (part: string, times = 1) =>
  waitFor(() => logs.filter((l) => l.includes(part)).length >= times, 5000, `the agent's "${part}"`)

/** The host application's STATE as 3.0 has it: retained JSON. */
const state = (online: boolean, timestamp: number) =>
  host.publishAsync(stateTopic(HOST), JSON.stringify({ online, timestamp }), { qos: 1, retain: true })

beforeAll(async () => {
  broker = await startBroker({
    port: 0,
    host: '127.0.0.1',
    platform,
    verifyGateway: async (sn, pw) => sn === SN && pw === CODE,
  })
  host = await connectClient(broker.url, { clientId: 'primary-host-watcher', ...platform })
  host.on('message', (topic) => {
    const t = parseTopic(topic)
    if (t && t.kind !== 'state') seen.push({ type: t.type, at: Date.now() })
  })
  await host.subscribeAsync('spBv1.0/+/+/+', { qos: 1 })
  // an offline STATE of an earlier host session is retained when the agent arrives
  await state(false, 1000)
  agent = await startEdgeAgent({
    sn: SN,
    code: CODE,
    serverUrl: broker.url,
    dataDir,
    primaryHostId: HOST,
    reconnectMs: 200,
    log: (m) => logs.push(m),
  })
})

afterAll(async () => {
  await agent?.stop()
  await host?.endAsync()
  await broker?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('an agent with a primary host', () => {
  it('publishes no birth while the host’s STATE says offline', async () => {
    await logged('waiting for primary host')
    expect(count('NBIRTH')).toBe(0)
    expect(agent.isLive()).toBe(false)
  })

  it('ignores an online STATE older than the latest one it saw', async () => {
    await state(true, 500)
    await logged('older than the latest one: ignored')
    expect(count('NBIRTH')).toBe(0)
    expect(agent.isLive()).toBe(false)
  })

  it('is born once the host says online', async () => {
    const at = Date.now()
    await state(true, 2000)
    await waitFor(() => count('NBIRTH') === 1, 5000, 'the NBIRTH')
    expect(seen.find((m) => m.type === 'NBIRTH')!.at).toBeGreaterThanOrEqual(at)
    await agent.whenLive()
  })

  it('ends its session when the host goes offline, and waits for it again', async () => {
    await state(false, 2000)
    await waitFor(() => count('NDEATH') === 1, 5000, 'the NDEATH')
    // it reconnects (the retained offline STATE comes with its subscription) and stays unborn
    await logged('waiting for primary host', 2)
    expect(count('NBIRTH')).toBe(1)
    expect(agent.isLive()).toBe(false)
    await state(true, 3000)
    await waitFor(() => count('NBIRTH') === 2, 5000, 'the second NBIRTH')
    await agent.whenLive()
  })
})
