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
// topic's device id names, and their values sent on (value-routing.ts); a device id that is no driver of
// the gateway's device is counted and dropped, as are data metrics matching no variable.
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
  Metrics,
  type Payload,
  parseTopic,
  type SparkplugTopic,
} from '../../core/sparkplug/index.ts'
import { CommandResult } from '../../schemas/edge/index.ts'
import { check } from '../../schemas/validate.ts'
import type { Ownership } from '../cluster/partitions.ts'
import { ValueRates } from '../live-state/value-rates.ts'
import { type GatewayEntry, NODE_SEGMENT } from './directory.ts'
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
import { type RoutingCounts, type RoutingTargets, ValueRouting } from './value-routing.ts'

export interface IngestDeps extends RoutingTargets {
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

type NodeMessage = { t: NodeTopic; p: Payload; viewOnly: boolean }

export interface IngestStats extends RoutingCounts {
  messages: number
  malformed: number
  oversized: number
  rebirths: number
}

type NodeTopic = Exclude<SparkplugTopic, { kind: 'state' }>

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
  private readonly pacer = new Pacer()
  private readonly routing: ValueRouting
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
    this.routing = new ValueRouting({
      ...d,
      wall: this.wall,
      replayWindowMs: d.replayWindowMs ?? 60_000,
      pacer: this.pacer,
      counts: this.stats,
      rates: this.rates,
      unknownAlias: (sn, alias) => this.rebirths.ask(sn, `alias ${alias} of no birth`),
      log: this.log,
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

  private values(
    entry: GatewayEntry,
    segment: string,
    p: Payload,
    isData: boolean,
    owner = true,
  ): Promise<void> {
    return this.routing.route(entry, this.sessions.nodeOrNew(entry.sn), segment, p, isData, owner)
  }
}
