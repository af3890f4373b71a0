// What the edge link knows of each gateway by SN: its enterprise, the device bound to it, that device's
// variable ids (a gateway's metrics are accepted only for its own device's variables) and the settings
// it acts on. Entries are cached and read again after `ttlMs`, on each birth, and when a metric names a
// variable not known yet (a configuration change).
import { Value } from 'typebox/value'
import { GatewayLiveSettings } from '../../schemas/entities/live.ts'
import { check } from '../../schemas/validate.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonObject } from '../storage/json.ts'

export interface GatewayEntry {
  id: string
  sn: string
  orgId: string | null
  deviceId: string | null
  settings: GatewayLiveSettings
  variables: ReadonlySet<string>
}

export function liveSettingsOf(json: string): GatewayLiveSettings {
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

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
    private readonly ttlMs = 30_000,
  ) {}

  /** The cached entry when it is fresh; undefined means "ask get()". */
  peek(sn: string): GatewayEntry | null | undefined {
    const e = this.entries.get(sn)
    return e && this.clock() - e.at < this.ttlMs ? e.entry : undefined
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
      .select(['gateways.id', 'gateways.orgId', 'gateways.settings', 'devices.id as deviceId'])
      .where('gateways.sn', '=', sn)
      .executeTakeFirst()
    if (!gateway) return undefined
    const variables = gateway.deviceId
      ? await this.db.selectFrom('variables').select('id').where('deviceId', '=', gateway.deviceId).execute()
      : []
    return {
      id: gateway.id,
      sn,
      orgId: gateway.orgId,
      deviceId: gateway.deviceId,
      settings: liveSettingsOf(gateway.settings),
      variables: new Set(variables.map((v) => v.id)),
    }
  }
}
