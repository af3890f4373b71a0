// The edge agent: a gateway in software. It runs the configuration document (drivers polled by
// DriverRunners), speaks Sparkplug B over MQTT as edge node <SN> (NBIRTH/DBIRTH/DDATA, NDEATH will), answers
// NCMD/DCMD, and keeps DDATA in a disk outbox while the link is down, replaying it in order as historical
// before going live again. With anti-tamper on it answers the PLC's challenges (anti-tamper.ts), stopping
// while the link has been down longer than the settings allow. A data dir that refuses writes (full or
// read-only disk: disk.ts) delays the start, retried every `storeRetryMs`, and never ends the agent later:
// the bdSeq goes on in memory and values that cannot be buffered are counted as lost.
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
  stateTopic,
} from '../../core/sparkplug/index.ts'
import {
  type AntiTamperStatus,
  type CommandResult,
  emptyGatewayConfig,
  type GatewayConfig,
  parseGatewayConfig,
} from '../../schemas/edge/index.ts'
import { ScriptRunner } from '../scripts/runner.ts'
import type { SandboxLimits } from '../scripts/sandbox.ts'
import { SandboxThread } from '../scripts/sandbox-thread.ts'
import { AntiTamper, type AntiTamperPlan, compileAntiTamper } from './anti-tamper.ts'
import { type CommandTarget, handleCommand } from './commands.ts'
import { detailMetrics, type GatewayDetails, localDetails } from './details.ts'
import { diskEpisode, whenDiskWritable } from './disk.ts'
import { DriverRunner, type WriteOutcome } from './driver-runner.ts'
import { browseDriver } from './drivers.ts'
import { type Link, type Session, startLink } from './link.ts'
import { createLinkState } from './link-state.ts'
import { connectionOf, type LinkConnection, reportsPowerLoss, sameConnection } from './settings.ts'
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
  /**
   * The primary host application's id (Sparkplug 3.0): the agent subscribes to its STATE and publishes
   * its births only once that says online (and again after the host comes back); when it says offline
   * the agent ends its session (NDEATH) and connects again. Unset: births at once, as before.
   */
  primaryHostId?: string
  /** Used when the data dir holds no configuration yet (demos, tests). */
  initialConfig?: GatewayConfig
  /** firmware, network and LAN details for the NBIRTH; default: read off this machine (details.ts) */
  details?: GatewayDetails
  /** each script run's time and memory limit (edge/scripts/sandbox.ts) */
  scriptLimits?: SandboxLimits
  reconnectMs?: number
  connectTimeoutMs?: number
  /** how often a data dir that refuses writes (full, read-only) is tried again at start (5 s) */
  storeRetryMs?: number
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
  /** DDATA messages lost because the outbox could not take them (the disk refused the write). */
  lost(): number
  /** Resolves the next time the agent becomes live (at once when it is). */
  whenLive(): Promise<void>
  stop(): Promise<void>
  /** Stops because the power supply failed: the NDEATH says `Node Control/Power Lost` (power-off alarm). */
  powerLost(): Promise<void>
  /** Anti-tamper's state; undefined while it is off. */
  antiTamper(): AntiTamperStatus | undefined
}

const REPLAY_BATCH = 100
/**
 * Data (DDATA, NDATA) at QoS 1, births at QoS 0 as Sparkplug 3.0 says. Sparkplug asks QoS 0 of data too
 * (tck-id-topics-ddata-mqtt); we deviate on purpose: the broker then keeps what the platform has not
 * taken (its persistent session while it restarts or hands gateways over, README "Connecting a Sparkplug
 * B edge node"), and a value whose acknowledgement never comes goes to the outbox instead of being lost
 * with a dropped connection. The platform takes either.
 */
const DATA_QOS = 1
const BIRTH_QOS = 0

interface Runnable {
  byDriver: Map<string, CompiledVariable[]>
  antiTamper: AntiTamperPlan | undefined
}

type Compiled = ({ ok: true } & Runnable) | { ok: false; code: number; msg: string }

function compileConfig(config: GatewayConfig): Compiled {
  const byDriver = new Map<string, CompiledVariable[]>(config.drivers.map((d) => [d.id, []]))
  for (const [i, v] of config.variables.entries()) {
    const r = compileVariable(v, `/variables/${i}`)
    if (!r.ok) return { ok: false, code: r.problems[0]!.code, msg: r.problems[0]!.message }
    byDriver.get(v.driverId)?.push(r.variable)
  }
  const antiTamper = compileAntiTamper(config)
  if (!antiTamper.ok) return antiTamper
  return { ok: true, byDriver, antiTamper: antiTamper.plan }
}

const ANTI_TAMPER_MEMO = 'antiTamper'

export async function startEdgeAgent(opts: EdgeAgentOptions): Promise<EdgeAgent> {
  const group = opts.group ?? SPARKPLUG_GROUP
  const now = opts.now ?? Date.now
  const log = opts.log ?? (() => {})
  const storeRetryMs = opts.storeRetryMs ?? 5000
  const store: EdgeStore = await whenDiskWritable(
    `opening the data dir ${opts.dataDir}`,
    () => openEdgeStore(opts.dataDir),
    storeRetryMs,
    log,
  )
  let config = store.loadConfig() ?? opts.initialConfig ?? emptyGatewayConfig()
  let runners = new Map<string, DriverRunner>()
  let scripts: ScriptRunner | undefined
  /** one thread for the device scripts of every configuration the agent runs (started with the first) */
  const scriptThread = new SandboxThread()
  let antiTamper: AntiTamper | undefined
  const details = detailMetrics(opts.details ?? localDetails())
  let session: Session | undefined
  /** down, waiting (for the primary host), birth, replay, live: link-state.ts */
  const linkState = createLinkState(log, (phase) => antiTamper?.linkChanged(phase === 'live'))
  let seq = 0
  /** the primary host's latest STATE (3.0: an older timestamp than the latest seen is ignored) */
  let host = { online: false, timestamp: Number.NEGATIVE_INFINITY }

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
    ...details,
    ...(scripts?.birthMetrics() ?? []),
    ...(antiTamper ? [antiTamperMetric(antiTamper.status())] : []),
  ]

  const births = async (s: Session) => {
    const out = [send(s, nodeTopic(group, 'NBIRTH', opts.sn), nodeMetrics(), BIRTH_QOS, true)]
    for (const r of runners.values())
      out.push(send(s, deviceTopic(group, 'DBIRTH', opts.sn, r.driver.id), r.birthMetrics(), BIRTH_QOS))
    await Promise.all(out)
  }

  /**
   * Replays the outbox in order (QoS 1, historical), removing only the acknowledged prefix of each batch.
   * Goes live in the same tick that finds the outbox empty, so no new value can slip in between.
   */
  const replay = async (s: Session) => {
    while (s.alive() && session === s) {
      const batch = store.peek(REPLAY_BATCH)
      if (!batch.length) return void linkState.to('live')
      const sent = batch.map((e) =>
        send(
          s,
          deviceTopic(group, 'DDATA', opts.sn, e.device),
          e.metrics.map((m) => ({ ...m, isHistorical: true })),
          DATA_QOS,
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

  const outboxWrites = diskEpisode('buffering data in the outbox', log, ': data lost until it succeeds')
  let lost = 0
  const buffer = (device: string, metrics: Metric[], order: number) => {
    try {
      store.enqueue(device, metrics, order)
      outboxWrites.ok()
    } catch (error) {
      outboxWrites.failed(error)
      lost++
    }
  }

  const report = (device: string, metrics: Metric[]) => {
    const s = session
    const order = store.nextOrder()
    if (linkState.isLive() && s?.alive()) {
      send(s, deviceTopic(group, 'DDATA', opts.sn, device), metrics, DATA_QOS).catch(() =>
        buffer(device, metrics, order),
      )
    } else buffer(device, metrics, order)
    scripts?.onDeviceValues(metrics)
  }

  // the bdSeq persists across restarts; while the disk refuses it goes on in memory
  const bdSeqWrites = diskEpisode('saving the bdSeq', log, ': counting on in memory')
  let lastBdSeq = -1
  const nextBdSeq = () => {
    try {
      lastBdSeq = store.nextBdSeq()
      bdSeqWrites.ok()
    } catch (error) {
      bdSeqWrites.failed(error)
      lastBdSeq = (lastBdSeq + 1) % 256
    }
    return lastBdSeq
  }

  /** Node metrics of the scripts (intermediates, statuses): live only, a birth carries the values again. */
  const publishNode = (metrics: Metric[]) => {
    const s = session
    if (linkState.isLive() && s?.alive())
      send(s, nodeTopic(group, 'NDATA', opts.sn), metrics, DATA_QOS).catch((e) =>
        log(`script data not sent: ${e}`),
      )
  }

  const startAntiTamper = (plan: AntiTamperPlan) => {
    const runner = () => runners.get(plan.driverId)!
    antiTamper = new AntiTamper(plan, {
      now,
      io: { read: (id) => runner().read(id), write: (id, value) => runner().write(id, value) },
      recall: () => store.recall(ANTI_TAMPER_MEMO),
      remember: (json) => store.remember(ANTI_TAMPER_MEMO, json),
      publish: (status) => publishNode([antiTamperMetric(status)]),
    })
    antiTamper.linkChanged(linkState.isLive())
    antiTamper.start()
  }

  const startRunners = ({ byDriver, antiTamper: plan }: Runnable) => {
    runners = new Map(
      config.drivers.map((d) => [d.id, new DriverRunner(d, byDriver.get(d.id) ?? [], { now, report })]),
    )
    for (const r of runners.values()) r.start()
    scripts = new ScriptRunner(config, {
      now,
      write: (variableId, value) => target.write(variableId, value),
      publish: publishNode,
      thread: scriptThread,
      ...(opts.scriptLimits && { limits: opts.scriptLimits }),
    })
    scripts.start()
    if (plan) startAntiTamper(plan)
  }

  const stopRunners = async () => {
    await antiTamper?.stop()
    antiTamper = undefined
    await scripts?.stop()
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
    send(s, nodeTopic(group, 'NDATA', opts.sn), metrics, DATA_QOS)
      .catch((e) => log(`result not sent: ${e}`))
      .finally(reconnectIfAsked)
  }

  // The gateway settings' MQTT connection (settings.ts): a new one is taken by reconnecting, once the
  // configuration's result is out on the old one.
  const defaults: LinkConnection = {
    url: opts.serverUrl,
    clientId: opts.sn,
    username: opts.sn,
    password: opts.code,
    connectTimeoutMs: opts.connectTimeoutMs ?? 10_000,
  }
  let reconnect = false
  const reconnectIfAsked = () => {
    if (!reconnect) return
    reconnect = false
    log('MQTT connection settings changed: reconnecting')
    void link.restart()
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
      // saved first: a disk that refuses it fails the command and leaves the running configuration alone
      store.saveConfig(parsed.config)
      await stopRunners()
      const connection = connectionOf(config.settings, defaults)
      config = parsed.config
      reconnect = !sameConnection(connection, connectionOf(config.settings, defaults))
      startRunners(compiled)
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
    browse: (driverId, nodeId) =>
      browseDriver(
        config.drivers.find((d) => d.id === driverId),
        nodeId,
      ),
    answer,
  }

  /** Births, then the outbox, then live; a session that closes meanwhile has moved the link down. */
  const goOnline = (s: Session) => {
    if (!linkState.to('birth')) return
    void (async () => {
      try {
        await births(s)
        if (session !== s || !linkState.to('replay')) return
        await replay(s)
      } catch (e) {
        log(`going online failed: ${e}`)
      }
    })()
  }

  const onHostState = (payload: Buffer) => {
    let state: { online?: unknown; timestamp?: unknown }
    try {
      state = JSON.parse(payload.toString('utf8'))
    } catch {
      return log('primary host STATE is not JSON: ignored')
    }
    if (typeof state.online !== 'boolean' || typeof state.timestamp !== 'number') return
    if (state.timestamp < host.timestamp) return log('primary host STATE older than the latest one: ignored')
    const wasOnline = host.online
    host = { online: state.online, timestamp: state.timestamp }
    if (host.online && linkState.phase === 'waiting' && session?.alive()) goOnline(session)
    else if (!host.online && wasOnline && session?.alive()) {
      log(`primary host ${opts.primaryHostId} is offline: ending the session`)
      linkState.to('down')
      void link.restart()
    }
  }

  const onMessage = (topic: string, payload: Buffer) => {
    const t = parseTopic(topic)
    if (t?.kind === 'state') {
      if (t.hostId === opts.primaryHostId) onHostState(payload)
      return
    }
    if (!t || t.edgeNode !== opts.sn) return
    const decoded = decodePayload(payload)
    if (!decoded.ok) return log(`bad payload on ${topic}: ${decoded.error}`)
    if (t.kind === 'node' && t.type === 'NCMD') void handleCommand(target, decoded.payload)
    else if (t.kind === 'device' && t.type === 'DCMD') void handleCommand(target, decoded.payload, t.device)
  }

  const initial = compileConfig(config)
  if (!initial.ok) throw new Error(`stored configuration is not usable: ${initial.msg}`)
  await whenDiskWritable('saving the configuration', () => store.saveConfig(config), storeRetryMs, log)
  startRunners(initial)

  const link: Link = startLink({
    url: opts.serverUrl,
    sn: opts.sn,
    password: opts.code,
    group,
    reconnectMs: opts.reconnectMs ?? 5000,
    connectTimeoutMs: opts.connectTimeoutMs ?? 10_000,
    now,
    nextBdSeq,
    subscriptions: [
      nodeTopic(group, 'NCMD', opts.sn),
      `${NAMESPACE}/${group}/DCMD/${opts.sn}/+`,
      ...(opts.primaryHostId === undefined ? [] : [stateTopic(opts.primaryHostId)]),
    ],
    onOnline: (s) => {
      session = s
      linkState.to('down')
      // with a primary host, the births wait for its STATE online (retained: it comes with the subscription)
      if (opts.primaryHostId === undefined || host.online) goOnline(s)
      else if (linkState.to('waiting')) log(`waiting for primary host ${opts.primaryHostId} to be online`)
    },
    onOffline: () => {
      linkState.to('down')
      // the next session learns the host's state afresh from its retained STATE
      host = { online: false, timestamp: host.timestamp }
    },
    onMessage,
    log,
    connection: () => connectionOf(config.settings, defaults),
  })

  let stopping: Promise<void> | undefined
  /**
   * Runs once (a second stop waits for the first). The death goes out first, which matters when the power
   * is failing; values read meanwhile go to the outbox, replayed on the next start.
   */
  const shutdown = (deathMetrics: Metric[]) => {
    stopping ??= (async () => {
      linkState.to('down')
      await link.stop(deathMetrics)
      await stopRunners()
      await scriptThread.close()
      linkState.clear()
      store.close()
    })()
    return stopping
  }

  return {
    sn: opts.sn,
    config: () => config,
    isLive: () => linkState.isLive(),
    buffered: () => store.count(),
    lost: () => lost,
    antiTamper: () => antiTamper?.status(),
    whenLive: () => linkState.whenLive(),
    stop: () => shutdown([]),
    powerLost: () =>
      shutdown(
        reportsPowerLoss(config.settings)
          ? [{ name: Metrics.powerLost, datatype: DataType.Boolean, value: true }]
          : [],
      ),
  }
}

const antiTamperMetric = (status: AntiTamperStatus): Metric => ({
  name: Metrics.antiTamperStatus,
  datatype: DataType.String,
  value: JSON.stringify(status),
})
