// The edge agent: a gateway in software. It runs the configuration document (drivers polled by
// DriverRunners), speaks Sparkplug B over MQTT as edge node <SN> (NBIRTH/DBIRTH/DDATA, NDEATH will), answers
// NCMD/DCMD, and keeps DDATA in a disk outbox while the link is down, replaying it in order as historical
// before going live again.
import { Code } from '../../core/i18n/codes.ts'
import {
  bdSeqMetric,
  DataType,
  decodePayload,
  deviceTopic,
  encodePayload,
  type Metric,
  Metrics,
  NAMESPACE,
  nextSeq,
  nodeTopic,
  parseTopic,
  SPARKPLUG_GROUP,
} from '../../core/sparkplug/index.ts'
import {
  type CommandResult,
  emptyGatewayConfig,
  type GatewayConfig,
  parseGatewayConfig,
} from '../../schemas/edge/index.ts'
import { type CommandTarget, handleCommand } from './commands.ts'
import { DriverRunner, type WriteOutcome } from './driver-runner.ts'
import { type Link, type Session, startLink } from './link.ts'
import { type EdgeStore, openEdgeStore } from './store.ts'
import { type CompiledVariable, compileVariable } from './variables.ts'

export interface EdgeAgentOptions {
  /** The gateway's 12-digit SN: MQTT client id and username, Sparkplug edge node id. */
  sn: string
  /** The gateway's 6-digit verification code, sent as the MQTT password. */
  code: string
  /** mqtt://host:port of the platform's broker. */
  serverUrl: string
  /** Where the agent keeps its configuration, bdSeq and outbox (edge.db). */
  dataDir: string
  group?: string
  /** Used when the data dir holds no configuration yet (demos, tests). */
  initialConfig?: GatewayConfig
  reconnectMs?: number
  connectTimeoutMs?: number
  now?: () => number
  log?: (msg: string) => void
}

export interface EdgeAgent {
  readonly sn: string
  config(): GatewayConfig
  /** The link is up, births are out and the outbox has been replayed. */
  isLive(): boolean
  /** DDATA messages waiting in the outbox. */
  buffered(): number
  /** Resolves the next time the agent becomes live (at once when it is). */
  whenLive(): Promise<void>
  stop(): Promise<void>
  /** Stops because the power supply failed: the NDEATH says `Node Control/Power Lost` (power-off alarm). */
  powerLost(): Promise<void>
}

const REPLAY_BATCH = 100

type Compiled =
  | { ok: true; byDriver: Map<string, CompiledVariable[]> }
  | { ok: false; code: number; msg: string }

function compileConfig(config: GatewayConfig): Compiled {
  const byDriver = new Map<string, CompiledVariable[]>(config.drivers.map((d) => [d.id, []]))
  for (const [i, v] of config.variables.entries()) {
    const r = compileVariable(v, `/variables/${i}`)
    if (!r.ok) return { ok: false, code: r.problems[0]!.code, msg: r.problems[0]!.message }
    byDriver.get(v.driverId)?.push(r.variable)
  }
  return { ok: true, byDriver }
}

export async function startEdgeAgent(opts: EdgeAgentOptions): Promise<EdgeAgent> {
  const group = opts.group ?? SPARKPLUG_GROUP
  const now = opts.now ?? Date.now
  const log = opts.log ?? (() => {})
  const store: EdgeStore = openEdgeStore(opts.dataDir)
  let config = store.loadConfig() ?? opts.initialConfig ?? emptyGatewayConfig()
  let runners = new Map<string, DriverRunner>()
  let session: Session | undefined
  let live = false
  let seq = 0
  let liveWaiters: (() => void)[] = []

  const setLive = (on: boolean) => {
    live = on
    if (on) for (const w of liveWaiters.splice(0)) w()
  }

  /** Publishes with the next seq; the seq is taken at call time, so call order is wire order. */
  const send = (s: Session, topic: string, metrics: Metric[], qos: 0 | 1, firstOfBirth = false) => {
    seq = firstOfBirth ? 0 : nextSeq(seq)
    return s.publish(topic, encodePayload({ timestamp: now(), seq, metrics }), qos)
  }

  const nodeMetrics = (): Metric[] => [
    bdSeqMetric(session?.bdSeq ?? 0),
    { name: Metrics.rebirth, datatype: DataType.Boolean, value: false },
    { name: Metrics.configVersion, datatype: DataType.UInt32, value: config.version },
    { name: Metrics.commandResult, datatype: DataType.String, value: '' },
  ]

  const births = async (s: Session) => {
    const out = [send(s, nodeTopic(group, 'NBIRTH', opts.sn), nodeMetrics(), 0, true)]
    for (const r of runners.values())
      out.push(send(s, deviceTopic(group, 'DBIRTH', opts.sn, r.driver.id), r.birthMetrics(), 0))
    await Promise.all(out)
  }

  /**
   * Replays the outbox in order (QoS 1, historical), removing only the acknowledged prefix of each batch.
   * Goes live in the same tick that finds the outbox empty, so no new value can slip in between.
   */
  const replay = async (s: Session) => {
    while (s.alive() && session === s) {
      const batch = store.peek(REPLAY_BATCH)
      if (!batch.length) return setLive(true)
      const sent = batch.map((e) =>
        send(
          s,
          deviceTopic(group, 'DDATA', opts.sn, e.device),
          e.metrics.map((m) => ({ ...m, isHistorical: true })),
          1,
        ).then(
          () => true,
          () => false,
        ),
      )
      const acked = await Promise.all(sent)
      for (const [i, e] of batch.entries()) {
        if (!acked[i]) return
        store.remove(e.id)
      }
    }
  }

  const report = (device: string, metrics: Metric[]) => {
    const s = session
    const order = store.nextOrder()
    if (live && s?.alive()) {
      send(s, deviceTopic(group, 'DDATA', opts.sn, device), metrics, 0).catch(() =>
        store.enqueue(device, metrics, order),
      )
    } else store.enqueue(device, metrics, order)
  }

  const startRunners = (byDriver: Map<string, CompiledVariable[]>) => {
    runners = new Map(
      config.drivers.map((d) => [d.id, new DriverRunner(d, byDriver.get(d.id) ?? [], { now, report })]),
    )
    for (const r of runners.values()) r.start()
  }

  const stopRunners = async () => {
    await Promise.all([...runners.values()].map((r) => r.stop()))
    runners = new Map()
  }

  const answer = (result: CommandResult) => {
    const s = session
    if (!s?.alive()) return
    const metrics: Metric[] = [
      { name: Metrics.commandResult, datatype: DataType.String, value: JSON.stringify(result) },
    ]
    if (result.configVersion !== undefined)
      metrics.push({ name: Metrics.configVersion, datatype: DataType.UInt32, value: result.configVersion })
    send(s, nodeTopic(group, 'NDATA', opts.sn), metrics, 0).catch((e) => log(`result not sent: ${e}`))
  }

  const target: CommandTarget = {
    async rebirth() {
      if (session?.alive()) await births(session)
    },
    async applyConfig(document): Promise<WriteOutcome> {
      const parsed = parseGatewayConfig(document)
      if (!parsed.ok) {
        const p = parsed.problems[0]!
        return { status: 'failure', code: p.code, msg: `${p.path} ${p.message}` }
      }
      const compiled = compileConfig(parsed.config)
      if (!compiled.ok) return { status: 'failure', code: compiled.code, msg: compiled.msg }
      await stopRunners()
      config = parsed.config
      store.saveConfig(config)
      startRunners(compiled.byDriver)
      await target.rebirth()
      return { status: 'success', code: 200, configVersion: config.version }
    },
    async write(variableId, value, device) {
      const runner =
        device === undefined ? [...runners.values()].find((r) => r.has(variableId)) : runners.get(device)
      if (!runner)
        return { status: 'failure', code: Code.variableMissing, msg: `no variable ${variableId}`, variableId }
      return runner.write(variableId, value)
    },
    answer,
  }

  const onMessage = (topic: string, payload: Buffer) => {
    const t = parseTopic(topic)
    if (!t || t.kind === 'state' || t.edgeNode !== opts.sn) return
    const decoded = decodePayload(payload)
    if (!decoded.ok) return log(`bad payload on ${topic}: ${decoded.error}`)
    if (t.kind === 'node' && t.type === 'NCMD') void handleCommand(target, decoded.payload)
    else if (t.kind === 'device' && t.type === 'DCMD') void handleCommand(target, decoded.payload, t.device)
  }

  const initial = compileConfig(config)
  if (!initial.ok) throw new Error(`stored configuration is not usable: ${initial.msg}`)
  store.saveConfig(config)
  startRunners(initial.byDriver)

  const link: Link = startLink({
    url: opts.serverUrl,
    sn: opts.sn,
    password: opts.code,
    group,
    reconnectMs: opts.reconnectMs ?? 5000,
    connectTimeoutMs: opts.connectTimeoutMs ?? 10_000,
    now,
    nextBdSeq: () => store.nextBdSeq(),
    subscriptions: [nodeTopic(group, 'NCMD', opts.sn), `${NAMESPACE}/${group}/DCMD/${opts.sn}/+`],
    onOnline: (s) => {
      session = s
      setLive(false)
      void (async () => {
        try {
          await births(s)
          await replay(s)
        } catch (e) {
          log(`going online failed: ${e}`)
        }
      })()
    },
    onOffline: () => setLive(false),
    onMessage,
    log,
  })

  let stopping: Promise<void> | undefined
  /**
   * Runs once (a second stop waits for the first). The death goes out first, which matters when the power
   * is failing; values read meanwhile go to the outbox, replayed on the next start.
   */
  const shutdown = (deathMetrics: Metric[]) => {
    stopping ??= (async () => {
      setLive(false)
      await link.stop(deathMetrics)
      await stopRunners()
      liveWaiters = []
      store.close()
    })()
    return stopping
  }

  return {
    sn: opts.sn,
    config: () => config,
    isLive: () => live,
    buffered: () => store.count(),
    whenLive: () => (live ? Promise.resolve() : new Promise<void>((resolve) => liveWaiters.push(resolve))),
    stop: () => shutdown([]),
    powerLost: () => shutdown([{ name: Metrics.powerLost, datatype: DataType.Boolean, value: true }]),
  }
}
