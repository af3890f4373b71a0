// Store and forward across a restart: an outbox left on disk by a previous run (more entries than one
// replay batch) goes out first, in order and historical, before any live value.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MqttClient } from 'mqtt'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DataType, decodePayload, type Metric, parseTopic } from '../../../core/sparkplug/index.ts'
import { type EdgeAgent, startEdgeAgent } from '../../../edge/agent/agent.ts'
import { openEdgeStore } from '../../../edge/agent/store.ts'
import { demoGatewayConfig, type PlcSimulator, startPlcSimulator } from '../../../edge/plc-simulator/index.ts'
import { type Broker, startBroker } from '../../../server/broker/index.ts'
import { closeEdgeStack, connectClient, waitFor } from './helpers.ts'

const SN = '200000000002'
const CODE = '112233'
const platform = { username: 'platform', password: 'p' }
const LEFT_OVER = 345
const dataDir = mkdtempSync(join(tmpdir(), 'lfscada-outbox-'))
let broker: Broker
let sim: PlcSimulator
let watcher: MqttClient
let agent: EdgeAgent
let simNow = 1_700_000_000_000
const ddata: Metric[][] = []

beforeAll(async () => {
  broker = await startBroker({ port: 0, platform, verifyGateway: async (sn, pw) => sn === SN && pw === CODE })
  sim = await startPlcSimulator({ port: 0, now: () => simNow })
  watcher = await connectClient(broker.url, { clientId: 'outbox-watcher', ...platform })
  watcher.on('message', (topic, buf) => {
    const d = decodePayload(buf)
    if (parseTopic(topic)?.kind === 'device' && topic.includes('/DDATA/') && d.ok)
      ddata.push(d.payload.metrics)
  })
  await watcher.subscribeAsync(`spBv1.0/lfscada/+/${SN}/#`, { qos: 1 })
  const store = openEdgeStore(dataDir)
  for (let i = 0; i < LEFT_OVER; i++)
    store.enqueue('plc1', [
      { name: 'pulses', datatype: DataType.UInt16, value: i, timestamp: 1_600_000_000_000 + i },
    ])
  store.close()
})

afterAll(() => closeEdgeStack({ agent, watcher, sim, broker }, dataDir))

it(`replays ${LEFT_OVER} buffered messages in order, historical, before live data`, async () => {
  agent = await startEdgeAgent({
    sn: SN,
    code: CODE,
    serverUrl: broker.url,
    dataDir,
    initialConfig: demoGatewayConfig({ plcPort: sim.port, minCollectTimeMs: 50 }),
    reconnectMs: 100,
  })
  await agent.whenLive()
  simNow += 1000
  await waitFor(() => ddata.some((ms) => !ms[0]?.isHistorical), 5000, 'live DDATA')
  const firstLive = ddata.findIndex((ms) => !ms[0]?.isHistorical)
  // the left-over outbox first; then what the agent collected before its link came up
  const replayed = ddata.slice(0, LEFT_OVER)
  expect(firstLive).toBeGreaterThanOrEqual(LEFT_OVER)
  expect(ddata.slice(0, firstLive).every((ms) => ms.every((m) => m.isHistorical))).toBe(true)
  expect(replayed.map((ms) => ms[0]?.value)).toEqual(Array.from({ length: LEFT_OVER }, (_, i) => i))
  expect(replayed.map((ms) => ms[0]?.timestamp)).toEqual(
    Array.from({ length: LEFT_OVER }, (_, i) => 1_600_000_000_000 + i),
  )
  expect(agent.buffered()).toBe(0)
})
