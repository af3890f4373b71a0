// Everything the platform does with what gateways publish (edge/README.md, the link contract):
//   NBIRTH  gateway online, the configuration version it runs, offline alarms resolved; its aliases and
//           whether it speaks our command extension (node-session.ts); its process metrics as DBIRTH's
//   NDEATH  gateway offline (or sleeping when in low power), offline / power-off alarm; a death whose
//           bdSeq is not the current birth's is an old session's will and is ignored
//   NDATA   Command/Result ends a command; Config/Version records the version now running; process
//           metrics as DDATA's
//   DBIRTH  current values into the live store and history; metrics matching no variable are recorded
//           for adoption (discovered.ts)
//   DDATA   live values: live store, memory variables, sockets, alarms and history; historical ones:
//           history only. A value of a written metric confirms the write (commands.ts)
// Metrics are matched by name, or by an alias a birth defined, to the variables of the driver the
// topic's device id names (directory.ts); a device id that is no driver of the gateway's device is
// counted and dropped, as are data metrics matching no variable.
// Each node's messages are handled in arrival order, the nodes in turn a few messages at a time, with
// the event loop handed back every few milliseconds, also inside a large birth (ingest-queue.ts): one
// node's storm or 10,000-metric birth holds up no other node and no API call. seq and bdSeq are kept per
// node (session-book.ts), and a gap (or data before any birth) asks the node for a rebirth, at most once
// per `rebirthEveryMs`, a follower's after `followerRebirthMs` (rebirth-requests.ts). Without an owner's
// partitions (a lone instance following an elected leader), history and alarms act on the leader only
// (their writer and engine know leadership).
// When instances divide the gateways (cluster/partitions.ts) a gateway's messages are its owner's: the
// owner does all of the above; another instance hears a gateway only because its own viewers watch it
// (viewer-feed.ts) and takes its values into its live store, nothing more. Values a new owner takes that
// are older than its taking the partition may have been stored by the old owner: history writes them less
// the points stored (a replay, `replayWindowMs` after the taking). Malformed, oversized, foreign or
// unknown messages are counted and dropped: nothing a gateway sends can stop the server.
import {
  decodePayload,
  findMetric,
  isControlMetric,
  type Metric,
  Metrics,
  type Payload,
  parseTopic,
  type SparkplugTopic,
} from '../../core/sparkplug/index.ts'
import { exactInteger } from '../../core/util/integers.ts'
import { CommandResult } from '../../schemas/edge/index.ts'
import { check } from '../../schemas/validate.ts'
import type { AlarmEngine } from '../alarms/engine.ts'
import type { Ownership } from '../cluster/partitions.ts'
import type { HistoryWriter } from '../history/writer.ts'
import type { Leases } from '../live/leases.ts'
import type { MvarFeed } from '../live/mvar-feed.ts'
import type { LiveHub } from '../live-state/hub.ts'
import type { LiveScalar, LiveStore, LiveValue } from '../live-state/store.ts'
import { ValueRates } from '../live-state/value-rates.ts'
import type { Db } from '../storage/db.ts'
import type { CommandBook } from './commands.ts'
import { type DeviceMetrics, type GatewayDirectory, type GatewayEntry, NODE_SEGMENT } from './directory.ts'
import { recordUnknownMetrics, type UnknownMetric } from './discovered.ts'
import {
  recordAntiTamperStatus,
  recordFirmwareProgress,
  recordGatewayDetails,
  recordScriptStatus,
} from './gateway-reports.ts'
import { type IngestBacklog, IngestQueue, type IngestQueueOptions, Pacer } from './ingest-queue.ts'
import type { NodeSession } from './node-session.ts'
import { RebirthRequests } from './rebirth-requests.ts'
import { SessionBook } from './session-book.ts'

export interface IngestDeps {
  db: Db
  directory: GatewayDirectory
  live: LiveStore
  hub: LiveHub
  /** memory variables computed from live values */
  mvars: Pick<MvarFeed, 'onValues'>
  leases: Leases
  history: HistoryWriter
  alarms: AlarmEngine
  commands: CommandBook
  /** the platform clock: times of values without a timestamp, state changes */
  clock: () => number
  /** wall clock for rate limits */
  wallClock?: () => number
  /** asks a node to publish its births again */
  requestRebirth: (sn: string) => void
  /** larger payloads are dropped unread */
  maxPayloadBytes?: number
  /** at most one rebirth request per node this often */
  rebirthEveryMs?: number
  /** whether this instance leads the cluster (rebirth requests at once); always without one */
  isLeader?: () => boolean
  /** a follower's rebirth request waits this long for a birth that makes it needless (3 s) */
  followerRebirthMs?: number
  /** the waiting room's bounds and lag threshold (ingest-queue.ts) */
  queue?: Omit<IngestQueueOptions, 'log'>
  /** which gateways this instance owns (cluster/partitions.ts); all without one */
  ownership?: Pick<Ownership, 'owns' | 'takenAt'>
  /** how long after taking a partition its values older than the taking count as replays (60 s) */
  replayWindowMs?: number
  log?: (msg: string) => void
}

/**
 * Whether the entry knows the device and every metric named: else the configuration changed. A function
 * of the module, not a closure per message (tsx names each closure it makes: 0.4 % of the server's busy
 * time under 200 gateways, issue 26).
 */
function fits(entry: GatewayEntry, segment: string, named: readonly [string, Metric][]): boolean {
  const device = entry.devices.get(segment)
  if (!device) return false
  for (const [name] of named) if (!device.byName.has(name)) return false
  return true
}

/** Metrics of one message taken between two chances for the event loop to serve others. */
const METRICS_PER_SLICE = 500

type NodeMessage = { t: NodeTopic; p: Payload; viewOnly: boolean }

export interface IngestStats {
  messages: number
  values: number
  malformed: number
  oversized: number
  ignored: number
  rebirths: number
  /** metrics matching no variable (births: recorded for adoption) */
  unknownMetrics: number
  /** data metrics carrying an alias no birth defined */
  unknownAliases: number
  /** births and data under a device id that is no driver of the gateway's device */
  unknownDevices: number
}

type NodeTopic = Exclude<SparkplugTopic, { kind: 'state' }>

/** A metric's value as the platform carries it: an Int64/UInt64 exactly (core/util/integers.ts). */
const liveScalar = (v: Metric['value']): LiveScalar | undefined => {
  if (typeof v === 'bigint') return exactInteger(v)
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string' || v === null) return v
  return undefined
}

export class Ingest {
  readonly stats: IngestStats = {
    messages: 0,
    values: 0,
    malformed: 0,
    oversized: 0,
    ignored: 0,
    rebirths: 0,
    unknownMetrics: 0,
    unknownAliases: 0,
    unknownDevices: 0,
  }
  /** values taken per gateway over the last minute (the GM centre's rates) */
  readonly rates = new ValueRates()
  private readonly sessions = new SessionBook()
  /** the latest time history was given of each variable */
  private readonly lastStored = new Map<string, number>()
  private readonly pacer = new Pacer()
  private readonly queue: IngestQueue<NodeMessage>
  private readonly rebirths: RebirthRequests
  private readonly maxBytes: number
  private readonly wall: () => number
  private readonly log: (msg: string) => void
  /** told of each gateway's state change, with its enterprise (the GM centre's push: live/fleet-feed.ts) */
  private readonly stateListeners = new Set<(orgId: string | null) => void>()

  constructor(private readonly d: IngestDeps) {
    this.maxBytes = d.maxPayloadBytes ?? 1024 * 1024
    this.wall = d.wallClock ?? Date.now
    this.log = d.log ?? (() => {})
    this.rebirths = new RebirthRequests({
      send: (sn) => {
        this.stats.rebirths++
        d.requestRebirth(sn)
      },
      wall: this.wall,
      log: this.log,
      ...(d.isLeader ? { isLeader: d.isLeader } : {}),
      ...(d.rebirthEveryMs === undefined ? {} : { everyMs: d.rebirthEveryMs }),
      ...(d.followerRebirthMs === undefined ? {} : { followerMs: d.followerRebirthMs }),
    })
    this.queue = new IngestQueue((_sn, m) => this.process(m.t, m.p, m.viewOnly), this.pacer, {
      ...d.queue,
      log: this.log,
    })
  }

  /** Calls `listener` after each gateway's state was written; answers the unsubscribe. */
  onStateChange(listener: (orgId: string | null) => void): () => void {
    this.stateListeners.add(listener)
    return () => this.stateListeners.delete(listener)
  }

  private stateChanged(orgId: string | null): void {
    for (const listener of this.stateListeners) listener(orgId)
  }

  /**
   * Takes one MQTT message; never throws. `viewOnly`: heard for this instance's viewers (viewer-feed.ts),
   * its values go to the live store only, whoever owns the gateway (its owner's client hears it too).
   */
  handle(topic: string, payload: Uint8Array, viewOnly = false): void {
    this.stats.messages++
    if (payload.byteLength > this.maxBytes) {
      this.stats.oversized++
      return
    }
    const t = parseTopic(topic)
    if (!t || t.kind === 'state' || t.type === 'NCMD' || t.type === 'DCMD') {
      this.stats.ignored++
      return
    }
    const decoded = decodePayload(payload)
    if (!decoded.ok) {
      this.stats.malformed++
      return
    }
    this.queue.push(t.edgeNode, { t, p: decoded.payload, viewOnly }, payload.byteLength)
  }

  /** Resolves once every message taken so far has been handled. */
  idle(): Promise<void> {
    return this.queue.idle()
  }

  /** Resolves once there is room for more messages: the MQTT link takes no more until then. */
  whenRoom(): Promise<void> {
    return this.queue.whenRoom()
  }

  hasRoom(): boolean {
    return this.queue.hasRoom()
  }

  /** What waits to be handled: depth, lag, and whether ingest is behind (health, metrics). */
  backlog(): IngestBacklog {
    return this.queue.backlog()
  }

  /** Nodes with a session here (a birth since their last death): the gateways online on this instance. */
  onlineCount(): number {
    return this.sessions.size
  }

  /** Whether a birth has been seen from this node since its last death (or since it was forgotten). */
  hasSession(sn: string): boolean {
    return this.sessions.has(sn)
  }

  /** What the node's births said (aliases, metrics, extension); undefined before its first birth. */
  nodeSession(sn: string): NodeSession | undefined {
    return this.sessions.node(sn)
  }

  /** Drops what is known of a node's session: its next birth starts a new one. */
  forgetSession(sn: string): void {
    this.sessions.forget(sn)
  }

  /** Drops the rebirth requests still waiting (shutdown). */
  stop(): void {
    this.queue.stop()
    this.rebirths.stop()
  }

  private async process(t: NodeTopic, p: Payload, viewOnly: boolean): Promise<void> {
    const sn = t.edgeNode
    const entry = this.d.directory.peek(sn) ?? (await this.d.directory.get(sn))
    // a node speaks in its own group only
    if (!entry || entry.group !== t.group) {
      this.stats.ignored++
      return
    }
    if (viewOnly || !(this.d.ownership?.owns(sn) ?? true)) return this.viewed(entry, t, p)
    const seq = this.sessions.observe(sn, t.type, p.seq)
    if (!seq.ok)
      this.rebirths.ask(sn, seq.reason === 'gap' ? `seq ${seq.got}, expected ${seq.expected}` : seq.reason)
    switch (t.type) {
      case 'NBIRTH':
        await this.birth(entry, p)
        return this.values(entry, NODE_SEGMENT, p, false)
      case 'NDEATH':
        return this.death(entry, p)
      case 'NDATA':
        await this.nodeData(entry, p)
        return this.values(entry, NODE_SEGMENT, p, true)
      case 'DBIRTH':
      case 'DDATA':
        return this.values(entry, t.kind === 'device' ? t.device : NODE_SEGMENT, p, t.type === 'DDATA')
      case 'DDEATH':
        return
    }
  }

  /** Another owner's gateway that this instance's viewers watch: its values to the live store only. */
  private async viewed(entry: GatewayEntry, t: NodeTopic, p: Payload): Promise<void> {
    if (t.type === 'NDEATH' || t.type === 'DDEATH') return
    if (t.type === 'NBIRTH') this.sessions.viewed(entry.sn, p)
    const segment = t.kind === 'device' ? t.device : NODE_SEGMENT
    return this.values(entry, segment, p, t.type.endsWith('DATA'), false)
  }

  private async birth(entry: GatewayEntry, p: Payload): Promise<void> {
    this.sessions.born(entry.sn, p)
    this.rebirths.answered(entry.sn)
    // a birth follows every configuration change: read the gateway's variables again
    const fresh = (await this.d.directory.reload(entry.sn)) ?? entry
    const version = findMetric(p, Metrics.configVersion)?.value
    const now = this.d.clock()
    await this.d.db
      .updateTable('gateways')
      .set({
        state: 'online',
        lastSeenAt: now,
        ...(typeof version === 'number' ? { reportedVersion: version } : {}),
      })
      .where('sn', '=', entry.sn)
      .execute()
    this.stateChanged(fresh.orgId)
    await recordGatewayDetails(this.d.db, entry.sn, p)
    if ((await recordAntiTamperStatus(this.d.db, entry.sn, p, true)) < 0) this.stats.malformed++
    if (fresh.deviceId) this.d.alarms.gatewayUp(fresh.deviceId, now)
  }

  private async death(entry: GatewayEntry, p: Payload): Promise<void> {
    // an older session's will, or a second will of a session already dead: the first death counts
    if (!this.sessions.died(entry.sn, p)) {
      this.stats.ignored++
      return
    }
    this.rebirths.answered(entry.sn)
    await this.markDown(entry, findMetric(p, Metrics.powerLost)?.value === true)
  }

  /** The gateway is gone: offline, or asleep when in low power; alarms as its settings say. */
  async markDown(entry: GatewayEntry, powerLost: boolean): Promise<void> {
    const now = this.d.clock()
    const state = entry.settings.lowPower ? 'sleeping' : 'offline'
    await this.d.db
      .updateTable('gateways')
      .set({ state, lastSeenAt: now })
      .where('sn', '=', entry.sn)
      .execute()
    this.stateChanged(entry.orgId)
    if (!entry.deviceId || !entry.orgId) return
    if (powerLost && entry.settings.powerAlarm)
      this.d.alarms.gatewayDown(entry.orgId, entry.deviceId, 'power', now)
    else if (state === 'offline' && entry.settings.offlineAlarm)
      this.d.alarms.gatewayDown(entry.orgId, entry.deviceId, 'offline', now)
  }

  private async nodeData(entry: GatewayEntry, p: Payload): Promise<void> {
    const now = this.d.clock()
    const version = findMetric(p, Metrics.configVersion)?.value
    if (typeof version === 'number')
      await this.d.db
        .updateTable('gateways')
        .set({ reportedVersion: version })
        .where('sn', '=', entry.sn)
        .execute()
    if (entry.deviceId && (await recordScriptStatus(this.d.db, entry.deviceId, p)) < 0) this.stats.malformed++
    if ((await recordAntiTamperStatus(this.d.db, entry.sn, p)) < 0) this.stats.malformed++
    if ((await recordFirmwareProgress(this.d.db, entry.sn, p, now)) < 0) this.stats.malformed++
    const text = findMetric(p, Metrics.commandResult)?.value
    if (typeof text !== 'string' || text === '') return
    let result: unknown
    try {
      result = JSON.parse(text)
    } catch {
      result = undefined
    }
    if (!check(CommandResult, result).ok) {
      this.stats.malformed++
      return
    }
    await this.d.commands.complete(entry.sn, result as CommandResult, now)
  }

  private async values(
    entry: GatewayEntry,
    segment: string,
    p: Payload,
    isData: boolean,
    owner = true,
  ): Promise<void> {
    const deviceId = entry.deviceId
    if (!deviceId) {
      this.stats.ignored++
      return
    }
    const node = this.sessions.nodeOrNew(entry.sn)
    if (!isData) node.define(segment, p.metrics)
    const named = this.named(entry.sn, node, segment, p.metrics)
    if (named.length === 0) return
    let known = entry
    // a configuration change: a new driver or variable
    if (!fits(known, segment, named)) known = (await this.d.directory.reload(entry.sn)) ?? entry
    const device = known.devices.get(segment)
    if (!device) {
      this.stats.unknownDevices++
      this.log(`${entry.sn}: Sparkplug device ${segment} is no driver of device ${deviceId}`)
      return
    }
    const unknown: UnknownMetric[] = []
    for (let from = 0; from < named.length; from += METRICS_PER_SLICE) {
      if (from > 0) await this.pacer.breathe()
      const slice = named.slice(from, from + METRICS_PER_SLICE)
      unknown.push(...this.take(known, device, segment, node, slice, isData, p.timestamp, owner))
    }
    this.stats.unknownMetrics += unknown.length
    if (owner && !isData && known.orgId)
      await recordUnknownMetrics(
        this.d.db,
        { orgId: known.orgId, deviceId, segment },
        unknown,
        this.d.clock(),
        () => this.pacer.breathe(),
      )
  }

  /** The metrics with their names (an alias no birth defined asks for a rebirth); not control metrics. */
  private named(sn: string, node: NodeSession, segment: string, metrics: Metric[]): [string, Metric][] {
    const out: [string, Metric][] = []
    for (const m of metrics) {
      const name = node.nameOf(m)
      if (name === undefined) {
        this.stats.unknownAliases++
        this.rebirths.ask(sn, `alias ${m.alias} of no birth`)
        continue
      }
      if (segment === NODE_SEGMENT && isControlMetric(name)) continue
      out.push([name, m])
    }
    return out
  }

  /** Values to the live store and history; answers the metrics that match no variable. */
  private take(
    entry: GatewayEntry,
    device: DeviceMetrics,
    segment: string,
    node: NodeSession,
    named: [string, Metric][],
    isData: boolean,
    sentAt: number | undefined,
    owner: boolean,
  ): UnknownMetric[] {
    const deviceId = entry.deviceId!
    const fallback = sentAt ?? this.d.clock()
    const replayBefore = this.replayBefore(entry.sn)
    const live: LiveValue[] = []
    const unknown: UnknownMetric[] = []
    for (const [name, m] of named) {
      const target = device.byName.get(name)
      if (!target) {
        const value = liveScalar(m.value)
        unknown.push({ name, datatype: m.datatype, ...(value === undefined ? {} : { value }) })
        continue
      }
      const signalId = target.variableId
      if (!isData) node.feeds(signalId, segment, name, m)
      const value = liveScalar(m.value)
      if (value === undefined) continue
      const time = m.timestamp ?? fallback
      this.stats.values++
      // a birth repeats the current values: only what is news goes to history (not the live value, not
      // older than what history has of it; a null there is a value not read yet, not a failed read), and
      // a replay of the point a birth stored is not news
      const news =
        owner &&
        (isData
          ? !node.wasBorn(signalId, time, value)
          : value !== null &&
            this.d.live.get(signalId)?.value !== value &&
            time > (this.lastStored.get(signalId) ?? Number.NEGATIVE_INFINITY))
      if (news) {
        // the datatype decides: a text one (String, Text, UUID) is carried as a string, "0042" stays text
        // whatever it looks like, and so is a 64-bit integer a double would round (its decimal text, exact);
        // numbers and booleans go to the float chunks
        if (typeof value === 'string') this.d.history.appendText(signalId, time, value, time < replayBefore)
        else if (time < replayBefore) this.d.history.appendReplayed(signalId, time, value)
        else this.d.history.append(signalId, time, value)
        this.lastStored.set(signalId, Math.max(time, this.lastStored.get(signalId) ?? time))
        if (!isData) node.bornAt(signalId, time, value)
      }
      if (owner && isData && !m.isHistorical)
        this.d.commands.reported(entry.sn, signalId, value, this.d.clock())
      if (!m.isHistorical) live.push({ signalId, equipmentId: deviceId, value, time })
    }
    const accepted = this.d.live.update(live)
    if (accepted.length === 0) return unknown
    this.rates.add(entry.sn, accepted.length, this.d.clock(), entry.orgId ?? null)
    this.d.mvars.onValues(accepted)
    // smart data saving: pushed only while someone keeps the device open (live/leases.ts)
    if (!entry.settings.economizeOpen || this.d.leases.isOpen(deviceId)) this.d.hub.publish(accepted)
    if (owner && isData) this.d.alarms.onValues(deviceId, accepted)
    return unknown
  }

  /** Values of the gateway older than this may be a replay of what the partition's old owner stored. */
  private replayBefore(sn: string): number {
    const takenAt = this.d.ownership?.takenAt(sn)
    if (takenAt === undefined || this.wall() - takenAt > (this.d.replayWindowMs ?? 60_000))
      return Number.NEGATIVE_INFINITY
    return takenAt
  }
}
