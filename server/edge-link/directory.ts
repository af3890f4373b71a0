// What the edge link knows of each gateway by SN: its enterprise, its Sparkplug group, the device bound
// to it, that device's drivers as Sparkplug devices with their variables by metric name (a gateway's
// metrics are accepted only for its own device's variables, under the driver they belong to) and the
// settings it acts on. Entries are cached and read again after `ttlMs`, on each birth, and when a metric names a
// variable not known yet (a configuration change). A known gateway's expired entry is still answered while
// it is read again in the background: the ingest never waits for the database behind a history flush
// (issue 26: 2,000 gateways expiring every 30 s held the ingest's workers on reads, values reached viewers
// 3 s late). Those reads go one at a time, the event loop served between them: thousands of queries queued
// at once on kysely's SQLite connection all wake at each release (its mutex), holding the loop.
import { setImmediate } from 'node:timers/promises'
import { Value } from 'typebox/value'
import { SPARKPLUG_GROUP } from '../../core/sparkplug/index.ts'
import { GatewayLiveSettings } from '../../schemas/entities/live.ts'
import { check } from '../../schemas/validate.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonObject } from '../storage/json.ts'

/** A variable as a gateway's metrics reach it. */
export interface MetricTarget {
  variableId: string
  /** the platform's data type of the variable (int16, float32, bit, ...) */
  dataType: string
}

/** What one Sparkplug device of the gateway may report: its variables by metric name. */
export interface DeviceMetrics {
  /** the driver it is; null for the node's own metrics (variables without a driver) */
  driverId: string | null
  byName: ReadonlyMap<string, MetricTarget>
}

/** The Sparkplug device id of a gateway's own (NBIRTH/NDATA) metrics. */
export const NODE_SEGMENT = ''

export interface GatewayEntry {
  id: string
  sn: string
  orgId: string | null
  deviceId: string | null
  /** the Sparkplug group id it speaks in: its own, else its enterprise's, else the platform's */
  group: string
  settings: GatewayLiveSettings
  /** by Sparkplug device id: each driver's id and name, NODE_SEGMENT for variables without a driver */
  devices: ReadonlyMap<string, DeviceMetrics>
}

interface VariableRow {
  id: string
  key: string
  name: string
  driverId: string | null
  dataType: string
}

/** A gateway's drivers' targets by variable id: what the entry read before it, to keep (see metricNames). */
type KnownTargets = ReadonlyMap<string, MetricTarget>

/**
 * A driver's variables by metric name (platform spec §3: the key or the name the integrator gave it,
 * else the platform's id, which our agent names metrics by). A key wins over a name, a name over an id;
 * a name two variables share matches neither. One target per variable, whatever names it, and the one
 * `known` holds when the variable is unchanged: an entry read again every `ttlMs` keeps its targets (and
 * their id strings, the keys of every per-signal map of the ingest, live store and history) instead of
 * holding a copy of each per name and per read (issue 26: 4 targets per variable, 3.2 KiB per gateway).
 */
export function metricNames(
  variables: readonly VariableRow[],
  known: KnownTargets = new Map(),
): Map<string, MetricTarget> {
  const byName = new Map<string, MetricTarget>()
  const targets = variables.map((v): [VariableRow, MetricTarget] => {
    const was = known.get(v.id)
    return [v, was?.dataType === v.dataType ? was : { variableId: v.id, dataType: dataTypeOf(v.dataType) }]
  })
  for (const [v, target] of targets) byName.set(v.id, target)
  const names = new Map<string, number>()
  for (const v of variables) names.set(v.name, (names.get(v.name) ?? 0) + 1)
  for (const [v, target] of targets) if (v.name !== '' && names.get(v.name) === 1) byName.set(v.name, target)
  for (const [v, target] of targets) if (v.key !== '') byName.set(v.key, target)
  return byName
}

/** Data types read from the database, one string each (a fleet's variables share a handful). */
const dataTypes = new Map<string, string>()
function dataTypeOf(read: string): string {
  const held = dataTypes.get(read)
  if (held !== undefined) return held
  dataTypes.set(read, read)
  return read
}

/** A driver without variables (most gateways' own node metrics): one empty map for all. */
const NO_METRICS: ReadonlyMap<string, MetricTarget> = new Map()

/** The targets an entry holds, by variable id. */
function targetsOf(entry: GatewayEntry | null | undefined): KnownTargets {
  const out = new Map<string, MetricTarget>()
  for (const device of entry?.devices.values() ?? [])
    for (const target of device.byName.values()) out.set(target.variableId, target)
  return out
}

/** Settings read before, by their stored text; cleared when this many are held. */
const settingsByText = new Map<string, GatewayLiveSettings>()
const SETTINGS_KEPT = 256

/**
 * A gateway's live settings from their stored text, one frozen object per text: a fleet's gateways
 * share a few texts, and each entry read again every `ttlMs` parsed and checked its text anew (a fifth
 * of a directory read's time, issue 26).
 */
export function liveSettingsOf(json: string): GatewayLiveSettings {
  const known = settingsByText.get(json)
  if (known) return known
  const settings = Object.freeze(parseLiveSettings(json))
  if (settingsByText.size >= SETTINGS_KEPT) settingsByText.clear()
  settingsByText.set(json, settings)
  return settings
}

function parseLiveSettings(json: string): GatewayLiveSettings {
  const raw = parseJsonObject(json)
  const known = Object.fromEntries(
    Object.keys(GatewayLiveSettings.properties).flatMap((k) =>
      typeof raw[k] === 'boolean' ? [[k, raw[k]]] : [],
    ),
  )
  const settings = Value.Default(GatewayLiveSettings, known) as GatewayLiveSettings
  return check(GatewayLiveSettings, settings).ok
    ? settings
    : (Value.Default(GatewayLiveSettings, {}) as GatewayLiveSettings)
}

export class GatewayDirectory {
  private readonly entries = new Map<string, { entry: GatewayEntry | null; at: number }>()
  private readonly loading = new Map<string, Promise<GatewayEntry | undefined>>()
  /** known gateways whose entry expired, to read again in the background */
  private readonly stale = new Set<string>()
  private refreshing = false

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
    private readonly ttlMs = 30_000,
    private readonly defaultGroup = SPARKPLUG_GROUP,
  ) {}

  /**
   * The cached entry, undefined meaning "ask get()". A known gateway's expired entry is answered as it is
   * and read again in the background; an unknown one (null) expires (it may be registered since).
   */
  peek(sn: string): GatewayEntry | null | undefined {
    const e = this.entries.get(sn)
    if (!e) return undefined
    if (this.clock() - e.at < this.ttlMs) return e.entry
    if (!e.entry) return undefined
    this.refreshLater(sn)
    return e.entry
  }

  private refreshLater(sn: string): void {
    this.stale.add(sn)
    if (!this.refreshing) void this.refreshStale()
  }

  /** Reads the expired entries again, one at a time (a set iterated also visits those added meanwhile). */
  private async refreshStale(): Promise<void> {
    this.refreshing = true
    for (const sn of this.stale) {
      // the entry stays expired and the next message of the gateway reads it again: nothing is lost
      await this.reload(sn).catch(() => {})
      this.stale.delete(sn)
      await setImmediate()
    }
    this.refreshing = false
  }

  /** The entry, read from the database when not cached (null: no such gateway). */
  async get(sn: string): Promise<GatewayEntry | null> {
    const cached = this.peek(sn)
    if (cached !== undefined) return cached
    return this.reload(sn)
  }

  async reload(sn: string): Promise<GatewayEntry | null> {
    let pending = this.loading.get(sn)
    if (!pending) {
      pending = this.read(sn).finally(() => this.loading.delete(sn))
      this.loading.set(sn, pending)
    }
    const entry = (await pending) ?? null
    this.entries.set(sn, { entry, at: this.clock() })
    return entry
  }

  invalidate(sn: string): void {
    this.entries.delete(sn)
  }

  private async read(sn: string): Promise<GatewayEntry | undefined> {
    const gateway = await this.db
      .selectFrom('gateways')
      .leftJoin('devices', 'devices.gatewayId', 'gateways.id')
      .leftJoin('enterprises', 'enterprises.id', 'gateways.orgId')
      .select([
        'gateways.id',
        'gateways.orgId',
        'gateways.settings',
        'gateways.sparkplugGroup',
        'enterprises.sparkplugGroup as orgGroup',
        'devices.id as deviceId',
      ])
      .where('gateways.sn', '=', sn)
      .executeTakeFirst()
    if (!gateway) return undefined
    return {
      id: gateway.id,
      sn,
      orgId: gateway.orgId,
      deviceId: gateway.deviceId,
      group: gateway.sparkplugGroup ?? gateway.orgGroup ?? this.defaultGroup,
      settings: liveSettingsOf(gateway.settings),
      devices: gateway.deviceId
        ? await this.devicesOf(gateway.deviceId, targetsOf(this.entries.get(sn)?.entry))
        : new Map(),
    }
  }

  private async devicesOf(deviceId: string, known: KnownTargets): Promise<Map<string, DeviceMetrics>> {
    const [drivers, variables] = await Promise.all([
      this.db.selectFrom('drivers').select(['id', 'name']).where('deviceId', '=', deviceId).execute(),
      this.db
        .selectFrom('variables')
        .select(['id', 'key', 'name', 'driverId', 'dataType'])
        .where('deviceId', '=', deviceId)
        .execute(),
    ])
    // one DeviceMetrics per driver, under its id and its name (an id wins over another driver's name)
    const metrics = (driverId: string | null): DeviceMetrics => {
      const mine = variables.filter((v) => v.driverId === driverId)
      return { driverId, byName: mine.length > 0 ? metricNames(mine, known) : NO_METRICS }
    }
    const devices = new Map<string, DeviceMetrics>([[NODE_SEGMENT, metrics(null)]])
    const byDriver = drivers.map((d) => [d, metrics(d.id)] as const)
    for (const [d, m] of byDriver) if (!devices.has(d.id)) devices.set(d.id, m)
    for (const [d, m] of byDriver) if (!devices.has(d.name)) devices.set(d.name, m)
    return devices
  }
}
