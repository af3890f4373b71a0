// A device script that runs away never holds up the edge agent (issue 28). One script grows an array of
// large strings on every new value: each push is one slow operation, so QuickJS polls its deadline
// seconds late, which on the agent's own thread stopped polling and publishing that long. Run in the
// script thread, the PLC is polled at its period and its DDATA published without a gap while the
// runaway is stopped at its limit, again and again, and another script's runs go on.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MqttClient } from 'mqtt'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { decodePayload, type Metric, Metrics, parseTopic } from '../../../core/sparkplug/index.ts'
import { type EdgeAgent, startEdgeAgent } from '../../../edge/agent/agent.ts'
import { demoGatewayConfig, type PlcSimulator, startPlcSimulator } from '../../../edge/plc-simulator/index.ts'
import type { GatewayConfig, ScriptStatus } from '../../../schemas/edge/index.ts'
import { type Broker, startBroker } from '../../../server/broker/index.ts'
import { closeEdgeStack, connectClient, waitFor } from './helpers.ts'

const SN = '200000000028'
const CODE = '282828'
const platform = { username: 'platform', password: 'p' }
const PERIOD_MS = 50
/**
 * The scripts' limit: long beside a loaded machine's scheduling delays (gaps up to 330 ms with a script
 * that does nothing, 550 ms with the runaway, at load 25 on 2 cores), so that "the loop never waited
 * half the limit" tells a loop a run held (the whole limit at least) from a busy machine.
 */
const LIMITS = { timeMs: 2000, memoryBytes: 8 * 1024 * 1024 }
const dataDir = mkdtempSync(join(tmpdir(), 'lfscada-scripts-'))
let broker: Broker
let sim: PlcSimulator
let watcher: MqttClient
let agent: EdgeAgent
/** when each live DDATA was sent (the agent's clock in the payload): one per poll, as the ramp moves */
const polls: number[] = []
/** the scripts' statuses and the intermediate the counter counts up, in the order they came */
const nodeData: ({ kind: 'status'; status: ScriptStatus } | { kind: 'count'; value: unknown })[] = []
const counts = () => nodeData.flatMap((d) => (d.kind === 'count' ? [d.value] : []))
const statusOf = (scriptId: string) =>
  nodeData.findIndex((d) => d.kind === 'status' && d.status.scriptId === scriptId)

const config = (plcPort: number): GatewayConfig => ({
  ...demoGatewayConfig({ plcPort, minCollectTimeMs: PERIOD_MS }),
  intermediates: [{ id: 'runs', name: 'runs', dataType: 'int32' }],
  scripts: [
    {
      id: 'runaway',
      name: 'runaway',
      strategy: 'onDataChange',
      condition: '',
      source: "const x = []; while (true) x.push('x'.repeat(3e5))",
    },
    {
      id: 'counter',
      name: 'counter',
      strategy: 'periodic',
      intervalSec: 1,
      condition: '',
      source: "set('runs', runs + 1)",
    },
  ],
})

const onNodeData = (metrics: Metric[]) => {
  for (const m of metrics) {
    if (m.name === Metrics.scriptStatus)
      nodeData.push({ kind: 'status', status: JSON.parse(String(m.value)) })
    if (m.name === 'runs') nodeData.push({ kind: 'count', value: m.value })
  }
}

beforeAll(async () => {
  broker = await startBroker({ port: 0, platform, verifyGateway: async (sn, pw) => sn === SN && pw === CODE })
  sim = await startPlcSimulator({ port: 0 })
  watcher = await connectClient(broker.url, { clientId: 'scripts-watcher', ...platform })
  watcher.on('message', (topic, buf) => {
    const t = parseTopic(topic)
    const d = decodePayload(buf)
    if (!d.ok || t?.kind === 'state' || !t) return
    if (t.kind === 'device' && t.type === 'DDATA' && !d.payload.metrics[0]?.isHistorical)
      polls.push(Number(d.payload.timestamp))
    if (t.kind === 'node' && t.type === 'NDATA') onNodeData(d.payload.metrics)
  })
  await watcher.subscribeAsync(`spBv1.0/lfscada/+/${SN}/#`, { qos: 1 })
  agent = await startEdgeAgent({
    sn: SN,
    code: CODE,
    serverUrl: broker.url,
    dataDir,
    initialConfig: config(sim.port),
    reconnectMs: 100,
    scriptLimits: LIMITS,
  })
  await agent.whenLive()
})

afterAll(() => closeEdgeStack({ agent, watcher, sim, broker }, dataDir))

it('polls and publishes at its period while a runaway script is stopped at its limit, again and again', async () => {
  const from = polls.length
  /** the longest wait between polls so far, the one still open included (the agent's clock is ours) */
  const maxGap = () => {
    const window = [...polls.slice(from), Date.now()]
    return Math.max(...window.slice(1).map((t, i) => t - window[i]!))
  }
  // a loop the runaway held would wait the whole limit at least (seconds here); a free one waits only
  // the period and a busy machine's scheduling
  const bound = PERIOD_MS + LIMITS.timeMs / 2
  // the counter runs between the runaway's runs, each of those stopped at the limit
  await waitFor(() => counts().length >= 2 || maxGap() >= bound, 45_000, 'two runs of the counter')
  expect(maxGap()).toBeLessThan(bound)
  expect(polls.length - from).toBeGreaterThan(20)
  const stopped = statusOf('runaway')
  expect(nodeData[stopped]).toMatchObject({
    status: { ok: false, error: `time limit ${LIMITS.timeMs} ms: terminated` },
  })
  // the runs after a stopped one work: the counter counts on, its status ok
  expect(counts().slice(0, 2)).toEqual([1, 2])
  expect(nodeData[statusOf('counter')]).toMatchObject({ status: { ok: true, error: '' } })
  expect(nodeData.findLastIndex((d) => d.kind === 'count')).toBeGreaterThan(stopped)
}, 60_000)
