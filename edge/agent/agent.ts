// The edge agent: a gateway in software. It runs the configuration document (drivers polled by
// DriverRunners), speaks Sparkplug B over MQTT as edge node <SN> (NBIRTH/DBIRTH/DDATA, NDEATH will), answers
// NCMD/DCMD, and keeps DDATA in a disk outbox while the link is down, replaying it in order as historical
// before going live again. With anti-tamper on it answers the PLC's challenges (anti-tamper.ts), stopping
// while the link has been down longer than the settings allow. A data dir that refuses writes (full or
// read-only disk: disk.ts) delays the start, retried every `storeRetryMs`, and never ends the agent later:
// the bdSeq goes on in memory and values that cannot be buffered are counted as lost.
//
// This file wires the parts (issue 37), each testable alone: the MQTT sessions (link.ts) and their state
// machine (link-state.ts), the seq-numbered publisher (publisher.ts), store and forward (forward.ts), the
// primary host's STATE (primary-host.ts), the configuration's drivers, scripts and anti-tamper (runtime.ts),
// the commands (commands.ts) and over-the-air upgrades (firmware.ts).
import {
  bdSeqMetric,
  DataType,
  decodePayload,
  deviceTopic,
  type Metric,
  Metrics,
  NAMESPACE,
  nodeTopic,
  parseTopic,
  SPARKPLUG_GROUP,
  stateTopic,
} from '../../core/sparkplug/index.ts'
import {
  type AntiTamperStatus,
  emptyGatewayConfig,
  type FirmwareUpgrade,
  type GatewayConfig,
} from '../../schemas/edge/index.ts'
import type { SandboxLimits } from '../scripts/sandbox.ts'
import { type CommandTarget, handleCommand } from './commands.ts'
import { detailMetrics, type GatewayDetails, localDetails } from './details.ts'
import { whenDiskWritable } from './disk.ts'
import { createFirmware, type FirmwareOptions } from './firmware.ts'
import { createStoreAndForward } from './forward.ts'
import { type Link, type Session, startLink } from './link.ts'
import { createLinkState } from './link-state.ts'
import { createPrimaryHost } from './primary-host.ts'
import { BIRTH_QOS, createPublisher } from './publisher.ts'
import { compileConfig, type Runtime, startRuntime } from './runtime.ts'
import { connectionOf, type LinkConnection, reportsPowerLoss, sameConnection } from './settings.ts'
import { type EdgeStore, openEdgeStore } from './store.ts'

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
  /**
   * Over-the-air upgrades (firmware.ts): the platform's public key, the versions' folder and the restart;
   * the NBIRTH's firmware is then the version running. Unset: `Firmware/Upgrade` is not offered.
   */
  firmware?: FirmwareOptions
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
  const config = store.loadConfig() ?? opts.initialConfig ?? emptyGatewayConfig()
  /** down, waiting (for the primary host), birth, replay, live: link-state.ts; it moves only once the
   * link below has started, after the runtime exists */
  const linkState = createLinkState(log, (phase) => {
    runtime.linkChanged(phase === 'live')
    if (phase === 'live') firmware?.online()
  })
  const publisher = createPublisher({ group, sn: opts.sn, now, linkState, log })
  const firmware =
    opts.firmware &&
    createFirmware(
      opts.firmware,
      (progress) =>
        publisher.nodeData(
          [{ name: Metrics.firmwareProgress, datatype: DataType.String, value: JSON.stringify(progress) }],
          'firmware progress',
        ),
      log,
    )
  const local = opts.details ?? localDetails()
  const details = detailMetrics(firmware ? { ...local, firmware: firmware.version() } : local)
  const forward = createStoreAndForward({ group, sn: opts.sn, store, publisher, linkState, log })
  const host = createPrimaryHost(log)

  const initial = compileConfig(config)
  if (!initial.ok) throw new Error(`stored configuration is not usable: ${initial.msg}`)
  await whenDiskWritable('saving the configuration', () => store.saveConfig(config), storeRetryMs, log)
  const runtime: Runtime = startRuntime(config, initial, {
    store,
    now,
    report: forward.report,
    publishNode: (metrics) => publisher.nodeData(metrics, 'script data'),
    ...(opts.scriptLimits && { scriptLimits: opts.scriptLimits }),
  })

  const nodeMetrics = (): Metric[] => [
    bdSeqMetric(publisher.session?.bdSeq ?? 0),
    { name: Metrics.rebirth, datatype: DataType.Boolean, value: false },
    { name: Metrics.configVersion, datatype: DataType.UInt32, value: runtime.config().version },
    { name: Metrics.commandResult, datatype: DataType.String, value: '' },
    ...details,
    ...runtime.birthMetrics(),
  ]

  const births = async (s: Session) => {
    const out = [publisher.send(s, nodeTopic(group, 'NBIRTH', opts.sn), nodeMetrics(), BIRTH_QOS, true)]
    for (const r of runtime.runners())
      out.push(
        publisher.send(s, deviceTopic(group, 'DBIRTH', opts.sn, r.driver.id), r.birthMetrics(), BIRTH_QOS),
      )
    await Promise.all(out)
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
  const connection = () => connectionOf(runtime.config().settings, defaults)
  let reconnect = false
  const reconnectIfAsked = () => {
    if (!reconnect) return
    reconnect = false
    log('MQTT connection settings changed: reconnecting')
    void link.restart()
  }

  const target: CommandTarget = {
    async rebirth() {
      if (publisher.session?.alive()) await births(publisher.session)
    },
    async applyConfig(document) {
      const outcome = await runtime.apply(document, (previous) => {
        reconnect = !sameConnection(connectionOf(previous.settings, defaults), connection())
      })
      if (outcome.status === 'success') await target.rebirth()
      return outcome
    },
    write: (variableId, value, device) => runtime.write(variableId, value, device),
    browse: (driverId, nodeId) => runtime.browse(driverId, nodeId),
    ...(firmware && { upgrade: (cmd: FirmwareUpgrade) => firmware.upgrade(cmd) }),
    answer(result) {
      if (publisher.session?.alive()) void publisher.answer(result).finally(reconnectIfAsked)
    },
  }

  /** Births, then the outbox, then live; a session that closes meanwhile has moved the link down. */
  const goOnline = (s: Session) => {
    if (!linkState.to('birth')) return
    void (async () => {
      try {
        await births(s)
        if (publisher.session !== s || !linkState.to('replay')) return
        await forward.replay(s)
      } catch (e) {
        log(`going online failed: ${e}`)
      }
    })()
  }

  const onHostState = (payload: Buffer) => {
    const move = host.onState(payload)
    const s = publisher.session
    if (move === 'online' && linkState.phase === 'waiting' && s?.alive()) goOnline(s)
    else if (move === 'offline' && s?.alive()) {
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

  const link: Link = startLink({
    url: opts.serverUrl,
    sn: opts.sn,
    password: opts.code,
    group,
    reconnectMs: opts.reconnectMs ?? 5000,
    connectTimeoutMs: opts.connectTimeoutMs ?? 10_000,
    now,
    nextBdSeq: forward.nextBdSeq,
    subscriptions: [
      nodeTopic(group, 'NCMD', opts.sn),
      `${NAMESPACE}/${group}/DCMD/${opts.sn}/+`,
      ...(opts.primaryHostId === undefined ? [] : [stateTopic(opts.primaryHostId)]),
    ],
    onOnline: (s) => {
      publisher.session = s
      linkState.to('down')
      // with a primary host, the births wait for its STATE online (retained: it comes with the subscription)
      if (opts.primaryHostId === undefined || host.online()) goOnline(s)
      else if (linkState.to('waiting')) log(`waiting for primary host ${opts.primaryHostId} to be online`)
    },
    onOffline: () => {
      linkState.to('down')
      host.sessionEnded()
    },
    onMessage,
    log,
    connection,
  })

  let stopping: Promise<void> | undefined
  /**
   * Runs once (a second stop waits for the first). The death goes out first, which matters when the power
   * is failing; values read meanwhile go to the outbox, replayed on the next start.
   */
  const shutdown = (deathMetrics: Metric[]) => {
    stopping ??= (async () => {
      linkState.to('down')
      firmware?.stop()
      await link.stop(deathMetrics)
      await runtime.stop()
      linkState.clear()
      store.close()
    })()
    return stopping
  }

  return {
    sn: opts.sn,
    config: () => runtime.config(),
    isLive: () => linkState.isLive(),
    buffered: () => store.count(),
    lost: forward.lost,
    antiTamper: () => runtime.antiTamper(),
    whenLive: () => linkState.whenLive(),
    stop: () => shutdown([]),
    powerLost: () =>
      shutdown(
        reportsPowerLoss(runtime.config().settings)
          ? [{ name: Metrics.powerLost, datatype: DataType.Boolean, value: true }]
          : [],
      ),
  }
}
