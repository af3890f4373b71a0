// Where a message's values go (ingest.ts hands them here after the node's session and sequence): each
// metric is named (by name, or by an alias a birth defined), matched to a variable of the driver the
// topic's device id names (directory.ts), then sent on: the live store, memory variables, the sockets
// (unless smart data saving holds them), alarms, the write a value confirms (commands.ts), and history
// when it is news. Metrics matching no variable are answered for adoption (discovered.ts). A large
// message is taken a slice at a time, handing the event loop back in between (ingest-queue.ts's pacer).
import { isControlMetric, type Metric, type Payload } from '../../core/sparkplug/index.ts'
import { exactInteger } from '../../core/util/integers.ts'
import type { AlarmEngine } from '../alarms/engine.ts'
import type { Ownership } from '../cluster/partitions.ts'
import type { HistoryWriter } from '../history/writer.ts'
import type { Leases } from '../live/leases.ts'
import type { MvarFeed } from '../live/mvar-feed.ts'
import type { LiveHub } from '../live-state/hub.ts'
import type { LiveScalar, LiveStore, LiveValue } from '../live-state/store.ts'
import type { ValueRates } from '../live-state/value-rates.ts'
import type { Db } from '../storage/db.ts'
import type { CommandBook } from './commands.ts'
import { type DeviceMetrics, type GatewayDirectory, type GatewayEntry, NODE_SEGMENT } from './directory.ts'
import { recordUnknownMetrics, type UnknownMetric } from './discovered.ts'
import type { Pacer } from './ingest-queue.ts'
import type { NodeSession } from './node-session.ts'

/** Metrics of one message taken between two chances for the event loop to serve others. */
const METRICS_PER_SLICE = 500

/** What routing counts (a part of the ingest's stats). */
export interface RoutingCounts {
  values: number
  /** messages of a gateway bound to no device */
  ignored: number
  /** metrics matching no variable (births: recorded for adoption) */
  unknownMetrics: number
  /** data metrics carrying an alias no birth defined */
  unknownAliases: number
  /** births and data under a device id that is no driver of the gateway's device */
  unknownDevices: number
}

/** Where values go, and the platform clock: given to the ingest (ingest.ts), which hands them on here. */
export interface RoutingTargets {
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
}

export interface ValueRoutingDeps extends RoutingTargets {
  wall: () => number
  ownership?: Pick<Ownership, 'takenAt'> | undefined
  /** how long after taking a partition its values older than the taking count as replays */
  replayWindowMs: number
  pacer: Pacer
  counts: RoutingCounts
  rates: ValueRates
  /** a metric names an alias no birth of its node defined: the node is asked for a rebirth */
  unknownAlias: (sn: string, alias: unknown) => void
  log: (msg: string) => void
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

/** A metric's value as the platform carries it: an Int64/UInt64 exactly (core/util/integers.ts). */
const liveScalar = (v: Metric['value']): LiveScalar | undefined => {
  if (typeof v === 'bigint') return exactInteger(v)
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string' || v === null) return v
  return undefined
}

export class ValueRouting {
  /** the latest time history was given of each variable */
  private readonly lastStored = new Map<string, number>()

  constructor(private readonly d: ValueRoutingDeps) {}

  /**
   * The values of one message of `node` under `segment` (its device id, or the node's own). `isData`:
   * DATA, else a birth (which defines the node's metrics). `owner`: this instance owns the gateway; else
   * the values go to the live store only (its viewers watch it).
   */
  async route(
    entry: GatewayEntry,
    node: NodeSession,
    segment: string,
    p: Payload,
    isData: boolean,
    owner = true,
  ): Promise<void> {
    const deviceId = entry.deviceId
    if (!deviceId) {
      this.d.counts.ignored++
      return
    }
    if (!isData) node.define(segment, p.metrics)
    const named = this.named(entry.sn, node, segment, p.metrics)
    if (named.length === 0) return
    let known = entry
    // a configuration change: a new driver or variable
    if (!fits(known, segment, named)) known = (await this.d.directory.reload(entry.sn)) ?? entry
    const device = known.devices.get(segment)
    if (!device) {
      this.d.counts.unknownDevices++
      this.d.log(`${entry.sn}: Sparkplug device ${segment} is no driver of device ${deviceId}`)
      return
    }
    const unknown: UnknownMetric[] = []
    for (let from = 0; from < named.length; from += METRICS_PER_SLICE) {
      if (from > 0) await this.d.pacer.breathe()
      const slice = named.slice(from, from + METRICS_PER_SLICE)
      unknown.push(...this.take(known, device, segment, node, slice, isData, p.timestamp, owner))
    }
    this.d.counts.unknownMetrics += unknown.length
    if (owner && !isData && known.orgId)
      await recordUnknownMetrics(
        this.d.db,
        { orgId: known.orgId, deviceId, segment },
        unknown,
        this.d.clock(),
        () => this.d.pacer.breathe(),
      )
  }

  /** The metrics with their names (an alias no birth defined asks for a rebirth); not control metrics. */
  private named(sn: string, node: NodeSession, segment: string, metrics: Metric[]): [string, Metric][] {
    const out: [string, Metric][] = []
    for (const m of metrics) {
      const name = node.nameOf(m)
      if (name === undefined) {
        this.d.counts.unknownAliases++
        this.d.unknownAlias(sn, m.alias)
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
      this.d.counts.values++
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
    this.d.rates.add(entry.sn, accepted.length, this.d.clock(), entry.orgId ?? null)
    this.d.mvars.onValues(accepted)
    // smart data saving: pushed only while someone keeps the device open (live/leases.ts)
    if (!entry.settings.economizeOpen || this.d.leases.isOpen(deviceId)) this.d.hub.publish(accepted)
    if (owner && isData) this.d.alarms.onValues(deviceId, accepted)
    return unknown
  }

  /** Values of the gateway older than this may be a replay of what the partition's old owner stored. */
  private replayBefore(sn: string): number {
    const takenAt = this.d.ownership?.takenAt(sn)
    if (takenAt === undefined || this.d.wall() - takenAt > this.d.replayWindowMs)
      return Number.NEGATIVE_INFINITY
    return takenAt
  }
}
