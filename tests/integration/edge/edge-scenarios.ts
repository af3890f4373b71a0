// The broker-facing end-to-end scenarios of the edge agent, run against any broker:
// PLC simulator -> agent -> (cuttable TCP link) -> broker -> a platform-side subscriber decoding Sparkplug.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { IClientOptions, MqttClient } from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import {
  createSequenceChecker,
  DataType,
  decodePayload,
  deviceTopic,
  encodePayload,
  findMetric,
  type Metric,
  Metrics,
  nodeTopic,
  type Payload,
  parseTopic,
  rebirthCommand,
  type SparkplugTopic,
} from '../../../core/sparkplug/index.ts'
import { type EdgeAgent, startEdgeAgent } from '../../../edge/agent/agent.ts'
import { openEdgeStore } from '../../../edge/agent/store.ts'
import {
  demoGatewayConfig,
  type PlcSimulator,
  SIM_SIGNALS,
  startPlcSimulator,
} from '../../../edge/plc-simulator/index.ts'
import type { CommandResult } from '../../../schemas/edge/index.ts'
import { connectClient, type LinkProxy, startLinkProxy, waitFor } from './helpers.ts'

export interface BrokerUnderTest {
  host: string
  port: number
  /** Options of the platform-side watcher client (credentials where the broker wants them). */
  watcher: IClientOptions
  close(): Promise<void>
}

interface Seen {
  topic: SparkplugTopic & { kind: 'node' | 'device' }
  payload: Payload
  /** as the watcher (subscribed at QoS 1) got it: the QoS the agent published with */
  qos: number
}

const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d

export function edgeScenarios(name: string, sn: string, code: string, start: () => Promise<BrokerUnderTest>) {
  describe(name, () => {
    let broker: BrokerUnderTest
    let proxy: LinkProxy
    let sim: PlcSimulator
    let agent: EdgeAgent
    let watcher: MqttClient
    let simNow = 1_700_000_000_000
    const dataDir = mkdtempSync(join(tmpdir(), 'lfscada-edge-'))
    const seen: Seen[] = []

    const sinceIndex = () => seen.length
    const of = (type: string, from = 0, device?: string) =>
      seen
        .slice(from)
        .filter(
          (m) =>
            m.topic.type === type &&
            (device === undefined || (m.topic.kind === 'device' && m.topic.device === device)),
        )
    const lastValues = (from = 0) => {
      const values = new Map<string, Metric>()
      for (const m of [...of('DBIRTH', from), ...of('DDATA', from)].filter(() => true))
        for (const metric of m.payload.metrics) if (metric.name) values.set(metric.name, metric)
      return values
    }
    const expectedValue = (signal: string) => {
      const v = sim.value(signal)
      return typeof v !== 'number'
        ? v
        : round(v, SIM_SIGNALS.find((s) => s.name === signal)!.dataType.startsWith('float') ? 3 : 0)
    }
    const resultOf = async (uuid: string): Promise<CommandResult> =>
      waitFor(
        () => {
          for (const m of of('NDATA')) {
            const r = findMetric(m.payload, Metrics.commandResult)?.value
            if (typeof r === 'string' && r !== '') {
              const parsed = JSON.parse(r) as CommandResult
              if (parsed.uuid === uuid) return parsed
            }
          }
          return undefined
        },
        8000,
        `result ${uuid}`,
      )
    const command = (topic: string, metrics: Metric[], uuid: string) =>
      watcher.publishAsync(
        topic,
        Buffer.from(
          encodePayload({
            timestamp: Date.now(),
            metrics: [...metrics, { name: Metrics.commandId, datatype: DataType.String, value: uuid }],
          }),
        ),
        { qos: 1 },
      )
    const ncmd = () => nodeTopic('lfscada', 'NCMD', sn)
    const dcmd = () => deviceTopic('lfscada', 'DCMD', sn, 'plc1')

    beforeAll(async () => {
      broker = await start()
      proxy = await startLinkProxy(broker.host, broker.port)
      sim = await startPlcSimulator({ port: 0, now: () => simNow })
      watcher = await connectClient(`mqtt://${broker.host}:${broker.port}`, broker.watcher)
      watcher.on('message', (topic, buf, packet) => {
        const t = parseTopic(topic)
        if (!t || t.kind === 'state' || t.edgeNode !== sn) return
        const d = decodePayload(buf)
        if (d.ok) seen.push({ topic: t, payload: d.payload, qos: packet.qos })
      })
      await watcher.subscribeAsync(`spBv1.0/lfscada/+/${sn}/#`, { qos: 1 })
      agent = await startEdgeAgent({
        sn,
        code,
        serverUrl: `mqtt://127.0.0.1:${proxy.port}`,
        dataDir,
        initialConfig: demoGatewayConfig({ plcPort: sim.port, minCollectTimeMs: 50 }),
        reconnectMs: 100,
      })
      await agent.whenLive()
    })

    afterAll(async () => {
      await agent?.stop()
      await watcher?.endAsync(true)
      await proxy?.close()
      await sim?.close()
      await broker?.close()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('births: NBIRTH with bdSeq, rebirth control and configuration version; DBIRTH with every variable', async () => {
      const nbirth = await waitFor(() => of('NBIRTH')[0], 5000, 'NBIRTH')
      expect(nbirth.payload.seq).toBe(0)
      expect(findMetric(nbirth.payload, Metrics.bdSeq)?.datatype).toBe(DataType.Int64)
      expect(findMetric(nbirth.payload, Metrics.rebirth)?.value).toBe(false)
      expect(findMetric(nbirth.payload, Metrics.configVersion)?.value).toBe(1)
      const dbirth = await waitFor(() => of('DBIRTH', 0, 'plc1')[0], 5000, 'DBIRTH')
      expect(dbirth.payload.metrics.map((m) => m.name).sort()).toEqual(SIM_SIGNALS.map((s) => s.name).sort())
      const types = Object.fromEntries(dbirth.payload.metrics.map((m) => [m.name, m.datatype]))
      expect(types).toMatchObject({
        temperature: DataType.Float,
        pulses: DataType.UInt16,
        pressure_raw: DataType.Int16,
        energy: DataType.UInt32,
        flow: DataType.Double,
        batch_size: DataType.Int32,
        pump_run: DataType.Boolean,
        heartbeat: DataType.Boolean,
      })
    })

    it('DDATA carries the values the simulated PLC holds, for every type and byte order', async () => {
      await waitFor(
        () =>
          lastValues().size === SIM_SIGNALS.length &&
          [...lastValues().values()].every((m) => m.value !== null),
        5000,
        'all values',
      )
      const values = lastValues()
      for (const s of SIM_SIGNALS) {
        const m = values.get(s.name)!
        const want = expectedValue(s.name)
        expect(m.value, s.name).toBe(m.datatype === DataType.Float ? Math.fround(want as number) : want)
      }
    })

    it('publishes births at QoS 0 (Sparkplug) and data at QoS 1 (the broker keeps it for the platform)', async () => {
      await waitFor(() => of('DDATA')[0], 5000, 'DDATA')
      expect(new Set([...of('NBIRTH'), ...of('DBIRTH')].map((m) => m.qos))).toEqual(new Set([0]))
      expect(new Set(of('DDATA').map((m) => m.qos))).toEqual(new Set([1]))
    })

    it('reports by exception: a moving clock brings changed values, a still one none', async () => {
      const from = sinceIndex()
      // no signal to wait for: the test asserts that a still clock brings no DDATA, and the agent tells
      // nobody that it has scanned (the simulator's reads are batched per table, so they count no scans);
      // the pause spans four collection periods (50 ms) for a wrongly sent value to be recorded
      await new Promise((r) => setTimeout(r, 200))
      expect(of('DDATA', from)).toEqual([])
      simNow += 1000
      const pulses = await waitFor(() => lastValues(from).get('pulses'), 5000, 'pulses change')
      expect(pulses.value).toBe(expectedValue('pulses'))
      expect(of('DDATA', from).every((m) => m.payload.metrics.every((x) => !x.isHistorical))).toBe(true)
    })

    it('a DCMD write changes the PLC register and the result comes back', async () => {
      const from = sinceIndex()
      await command(dcmd(), [{ name: 'setpoint', datatype: DataType.Int16, value: -321 }], 'w-dcmd')
      expect(await resultOf('w-dcmd')).toMatchObject({
        status: 'success',
        code: 200,
        variableId: 'setpoint',
        value: -321,
      })
      expect(sim.value('setpoint')).toBe(-321)
      await waitFor(() => lastValues(from).get('setpoint')?.value === -321, 3000, 'setpoint DDATA')
    })

    it('writes float64 with a swapped byte order and a coil', async () => {
      await command(dcmd(), [{ name: 'recipe_mass', datatype: DataType.Double, value: 2.75 }], 'w-f64')
      expect(await resultOf('w-f64')).toMatchObject({ status: 'success', value: 2.75 })
      expect(sim.value('recipe_mass')).toBe(2.75)
      await command(dcmd(), [{ name: 'pump_run', datatype: DataType.Boolean, value: true }], 'w-coil')
      expect(await resultOf('w-coil')).toMatchObject({ status: 'success', value: true })
      expect(sim.value('pump_run')).toBe(true)
    })

    it.each([
      ['a read-only variable', 'temperature', 5, Code.writeReadOnly],
      ['a value past int16', 'setpoint', 40000, Code.writeOutOfRange],
      ['a bit other than 0 or 1', 'pump_run', 2, Code.writeOutOfRange],
      ['an unknown variable', 'nope', 1, Code.variableMissing],
    ])('an NCMD write to %s (%s = %s) fails with %i', async (_label, variableId, value, code) => {
      const uuid = `w-${variableId}-${value}`
      await command(
        ncmd(),
        [
          {
            name: Metrics.commandWrite,
            datatype: DataType.String,
            value: JSON.stringify({ variableId, value }),
          },
        ],
        uuid,
      )
      expect(await resultOf(uuid)).toMatchObject({ uuid, status: 'failure', code })
    })

    it('applies a configuration document, reports its version, and enforces its write limits and formulas', async () => {
      const from = sinceIndex()
      const config = demoGatewayConfig({ plcPort: sim.port, minCollectTimeMs: 50, version: 2 })
      const setpoint = config.variables.find((v) => v.id === 'setpoint')!
      Object.assign(setpoint, { writeLower: 0, writeUpper: 500, writeFormula: 'X*2' })
      Object.assign(config.variables.find((v) => v.id === 'pulses')!, { readFormula: 'X*10', decimals: 0 })
      const doc = { name: Metrics.configDocument, datatype: DataType.String, value: JSON.stringify(config) }
      await command(ncmd(), [doc], 'cfg-2')
      expect(await resultOf('cfg-2')).toMatchObject({ status: 'success', code: 200, configVersion: 2 })
      const nbirth = await waitFor(() => of('NBIRTH', from)[0], 3000, 'NBIRTH after config')
      expect(findMetric(nbirth.payload, Metrics.configVersion)?.value).toBe(2)
      expect(agent.config().version).toBe(2)

      await command(dcmd(), [{ name: 'setpoint', datatype: DataType.Int16, value: 600 }], 'w-limit')
      expect(await resultOf('w-limit')).toMatchObject({ status: 'failure', code: Code.writeOutOfRange })
      await command(dcmd(), [{ name: 'setpoint', datatype: DataType.Int16, value: 100 }], 'w-formula')
      await resultOf('w-formula')
      expect(sim.value('setpoint')).toBe(200)

      simNow += 1000
      const want = (sim.value('pulses') as number) * 10
      const pulses = await waitFor(
        () =>
          of('DDATA', from)
            .flatMap((m) => m.payload.metrics)
            .find((m) => m.name === 'pulses' && m.value === want),
        3000,
        'pulses through the read formula',
      )
      expect(pulses.datatype).toBe(DataType.Double)
    })

    it('refuses a configuration document that breaks the rules and keeps the running version', async () => {
      const config = demoGatewayConfig({ plcPort: sim.port, version: 3 })
      config.variables[0]!.driverId = 'missing'
      const doc = { name: Metrics.configDocument, datatype: DataType.String, value: JSON.stringify(config) }
      await command(ncmd(), [doc], 'cfg-bad')
      expect(await resultOf('cfg-bad')).toMatchObject({ status: 'failure', code: Code.paramInvalid })
      expect(agent.config().version).toBe(2)
    })

    it('answers a rebirth command with NBIRTH (seq 0) and DBIRTH', async () => {
      const from = sinceIndex()
      await watcher.publishAsync(ncmd(), Buffer.from(encodePayload(rebirthCommand(Date.now()))), { qos: 1 })
      const nbirth = await waitFor(() => of('NBIRTH', from)[0], 3000, 'NBIRTH')
      expect(nbirth.payload.seq).toBe(0)
      await waitFor(() => of('DBIRTH', from)[0], 3000, 'DBIRTH')
    })

    it('link cut and restored: buffered values are replayed in order, historical, none lost', async () => {
      const from = sinceIndex()
      const bdSeqBefore = findMetric(of('NBIRTH').at(-1)!.payload, Metrics.bdSeq)?.value
      const pulsesBefore = lastValues().get('pulses')!.value as number

      proxy.cut()
      await waitFor(() => !agent.isLive(), 3000, 'agent offline')
      const death = await waitFor(() => of('NDEATH', from)[0], 5000, 'NDEATH will')
      expect(findMetric(death.payload, Metrics.bdSeq)?.value).toBe(bdSeqBefore)

      // each clock step moves pulses; wait until the agent has buffered the new value (a poll that straddles
      // the step may buffer other signals first)
      const outbox = openEdgeStore(dataDir)
      const bufferedPulses = () =>
        outbox.peek(1000).flatMap((e) => e.metrics.filter((m) => m.name === 'pulses').map((m) => m.value))
      const expectedPulses: number[] = []
      for (let i = 0; i < 6; i++) {
        simNow += 1000
        const want = (sim.value('pulses') as number) * 10
        expectedPulses.push(want)
        await waitFor(() => bufferedPulses().includes(want), 3000, `pulses ${want} buffered`)
      }
      expect(bufferedPulses()).toEqual(expectedPulses)
      const bufferedMessages = outbox.peek(1000).map((e) => e.metrics)
      outbox.close()
      expect(of('DDATA', from)).toEqual([])

      const restoredAt = sinceIndex()
      proxy.restore()
      await agent.whenLive()
      simNow += 1000
      const livePulse = (sim.value('pulses') as number) * 10
      await waitFor(
        () =>
          of('DDATA', restoredAt).some(
            (m) => !m.payload.metrics[0]?.isHistorical && findMetric(m.payload, 'pulses'),
          ),
        5000,
        'live after replay',
      )

      const after = seen.slice(restoredAt)
      const nbirth = after.find((m) => m.topic.type === 'NBIRTH')!
      // every CONNECT attempt while cut took the next bdSeq
      expect(findMetric(nbirth.payload, Metrics.bdSeq)?.value).not.toBe(bdSeqBefore)
      // exactly what was buffered comes out, in order, marked historical
      const replayed = of('DDATA', restoredAt)
        .map((m) => m.payload.metrics)
        .filter((ms) => ms.every((x) => x.isHistorical))
      const asSent = (x: Metric): Metric => ({
        ...x,
        value: x.datatype === DataType.Float ? Math.fround(x.value as number) : x.value,
        isHistorical: true,
      })
      expect(replayed).toEqual(bufferedMessages.map((ms) => ms.map(asSent)))
      const pulses = of('DDATA', restoredAt).flatMap((m) =>
        m.payload.metrics
          .filter((x) => x.name === 'pulses')
          .map((x) => ({ value: x.value, historical: !!x.isHistorical })),
      )
      const historical = pulses.filter((p) => p.historical).map((p) => p.value)
      expect(historical).toEqual(expectedPulses)
      const firstLive = pulses.findIndex((p) => !p.historical)
      expect(pulses.slice(0, firstLive).every((p) => p.historical)).toBe(true)
      expect(pulses[firstLive]?.value).toBe(livePulse)
      expect(expectedPulses[0]).toBe(pulsesBefore + 10)
      expect(agent.buffered()).toBe(0)

      // every message of the new session is in sequence
      const checker = createSequenceChecker()
      for (const m of after.slice(after.indexOf(nbirth)))
        expect(checker.observe(sn, m.topic.type, m.payload.seq)).toEqual({ ok: true })
    })
  })
}
