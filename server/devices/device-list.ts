// Devices as the lists and the info call show them: the device joined with its gateway (state, SN,
// versions), group and template, scoped to what the caller may see (spec §6 device authorisation),
// with the filters the lists share (keyword on name or SN, group with its sub-groups, state).
import { type ExpressionBuilder, sql } from 'kysely'
import type { Paged } from '../../schemas/api/common.ts'
import type { Device, DeviceState, MonitoredDevice } from '../../schemas/entities/equipment.ts'
import { ALARM_LEVELS } from '../../schemas/entities/live.ts'
import type { Db } from '../storage/db.ts'
import { isPostgres } from '../storage/dialect.ts'
import { parseJsonObject } from '../storage/json.ts'
import type { Database } from '../storage/tables/index.ts'
import type { Caller } from '../tenancy/caller.ts'
import { inIds, visibleToCaller } from '../tenancy/devices.ts'
import { grantedTo } from '../tenancy/granted.ts'
import { cachedCount } from '../views/counts.ts'
import { seriesOfGateway } from './gateways.ts'
import { groupAndDescendants } from './groups.ts'

/**
 * The devices the caller may see, with their gateway (for the SN and state filters). Scoped in place
 * (owner or authorised user) rather than through a list of the visible ids, so a page walks the list's
 * order index and stops at its last row.
 */
export function devicesBase(db: Db, caller: Caller, options: DevicesBaseOptions = {}) {
  // A keyword search on SQLite starts from the search table's few matches; offered the enterprise's
  // order index, SQLite's planner walks every device of the enterprise instead ("+" hides the index).
  const byEnterprise = options.searching && !isPostgres(db) ? sql<string>`+devices.org_id` : 'devices.orgId'
  const granted = options.withGranted ? new Set(grantedTo(caller).keys()) : new Set<string>()
  const own = db
    .selectFrom('devices')
    .leftJoin('gateways', 'gateways.id', 'devices.gatewayId')
    .$if(!caller.isOperation, (qb) => qb.where(visibleToCaller(db, caller)))
  if (granted.size === 0) return own.where(byEnterprise as 'devices.orgId', '=', caller.orgId)
  return own.where((eb) =>
    eb.or([eb(byEnterprise as 'devices.orgId', '=', caller.orgId), inIds(eb, 'devices.id', granted)]),
  )
}

export interface DevicesBaseOptions {
  searching?: boolean
  /** also the devices other enterprises granted to the caller's (the monitor list; tenancy/granted.ts) */
  withGranted?: boolean
}

export type DevicesBase = ReturnType<typeof devicesBase>

/** The columns of the device view: the base with the group and template joined. */
export function withColumns(base: DevicesBase) {
  return base
    .leftJoin('deviceGroups', 'deviceGroups.id', 'devices.groupId')
    .leftJoin('templates', 'templates.id', 'devices.templateId')
    .select([
      'devices.id',
      'devices.orgId',
      'devices.name',
      'devices.ownerId',
      'devices.groupId',
      'devices.gatewayId',
      'devices.templateId',
      'devices.templateVersion',
      'devices.shared',
      'devices.address',
      'devices.lng',
      'devices.lat',
      'devices.settings',
      'devices.sort',
      'devices.remark',
      'devices.defaultValueMode',
      'devices.createdAt',
      'devices.updatedAt',
      'gateways.sn',
      'gateways.series',
      'gateways.model',
      'gateways.firmwareVersion',
      'gateways.networkMode',
      'gateways.signalStrength',
      'gateways.reportedLan',
      'gateways.state',
      'gateways.configVersion',
      'gateways.reportedVersion',
      'deviceGroups.name as groupName',
      'templates.name as templateName',
      'templates.configVersion as templateConfigVersion',
    ])
}

export type DevicesQuery = ReturnType<typeof withColumns>

/** The LAN a gateway's birth reported (gateway-reports.ts), '' where it said nothing. */
function lanOf(json: string): NonNullable<Device['lan']> {
  const lan = parseJsonObject(json)
  const text = (key: string) => (typeof lan[key] === 'string' ? (lan[key] as string) : '')
  return { lanIp: text('lanIp'), lanMask: text('lanMask'), mac: text('mac') }
}
export type DeviceListRow = Awaited<ReturnType<DevicesQuery['executeTakeFirstOrThrow']>>

export interface DeviceFilters {
  keyword?: string
  groupId?: string
  state?: DeviceState
  templateId?: string
}

/**
 * Name or gateway SN containing the keyword in any case, answered from the trigram indexes (migration
 * 0009_list_search): PostgreSQL's pg_trgm indexes on both columns (ILIKE), SQLite's FTS5 table
 * device_search (its LIKE ignores case).
 */
function keywordMatch(db: Db, pattern: string) {
  return (_eb: ExpressionBuilder<Database, 'devices'>) =>
    isPostgres(db)
      ? // one list of matching ids (each half from its trigram index), so the page starts from the matches
        sql<boolean>`devices.id in (select id from devices where name ilike ${pattern}
          union select d.id from devices d join gateways g on g.id = d.gateway_id where g.sn ilike ${pattern})`
      : sql<boolean>`devices.id in (select device_id from device_search where name like ${pattern} or sn like ${pattern})`
}

/** The caller's devices by keyword (name or SN), group with its sub-groups, gateway state, template. */
export async function filtered(
  db: Db,
  caller: Caller,
  f: DeviceFilters,
  options: Pick<DevicesBaseOptions, 'withGranted'> = {},
): Promise<DevicesBase> {
  const groupIds = f.groupId ? await groupAndDescendants(db, caller.orgId, f.groupId) : null
  return devicesBase(db, caller, { searching: !!f.keyword, ...options })
    .$if(!!f.keyword, (qb) => qb.where(keywordMatch(db, `%${f.keyword}%`)))
    .$if(groupIds !== null, (qb) => qb.where('devices.groupId', 'in', groupIds as string[]))
    .$if(f.state === 'unbound', (qb) => qb.where('devices.gatewayId', 'is', null))
    .$if(!!f.state && f.state !== 'unbound', (qb) => qb.where('gateways.state', '=', f.state as string))
    .$if(!!f.templateId, (qb) => qb.where('devices.templateId', '=', f.templateId as string))
}

export const ordered = (query: DevicesQuery) =>
  query.orderBy('devices.sort').orderBy('devices.createdAt', 'desc').orderBy('devices.id')

const STATES = ['online', 'offline', 'sleeping'] as const

export function deviceView(row: DeviceListRow): Device {
  const settings = parseJsonObject(row.settings)
  const text = (key: string) => (typeof settings[key] === 'string' ? (settings[key] as string) : '')
  const bound = row.gatewayId !== null
  return {
    id: row.id,
    name: row.name,
    ownerId: row.ownerId,
    groupId: row.groupId,
    groupName: row.groupName ?? '',
    gatewayId: row.gatewayId,
    sn: row.sn ?? null,
    state: bound ? (STATES.find((s) => s === row.state) ?? 'offline') : 'unbound',
    series: row.series ? seriesOfGateway({ series: row.series }) : null,
    model: row.model ?? '',
    firmwareVersion: row.firmwareVersion ?? '',
    networkMode: row.networkMode ?? '',
    signalStrength: row.signalStrength ?? null,
    lan: lanOf(row.reportedLan ?? '{}'),
    configVersion: bound ? (row.configVersion ?? 0) : null,
    reportedVersion: bound ? (row.reportedVersion ?? 0) : null,
    synced: bound ? row.configVersion === row.reportedVersion : null,
    templateId: row.templateId,
    templateName: row.templateName ?? '',
    templateSynced: row.templateId ? row.templateVersion === row.templateConfigVersion : null,
    shared: row.shared === 1,
    address: row.address,
    lng: row.lng,
    lat: row.lat,
    factoryDate: text('factoryDate'),
    installDate: text('installDate'),
    warrantyMonths: typeof settings.warrantyMonths === 'number' ? settings.warrantyMonths : null,
    manufacturer: text('manufacturer'),
    deviceNo: text('deviceNo'),
    iccid: text('iccid'),
    image: text('image'),
    sort: row.sort,
    remark: row.remark,
    defaultValueMode: row.defaultValueMode === 'last' ? 'last' : 'custom',
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/**
 * The column of a level's count, in camelCase: the CamelCasePlugin renames a snake_case alias in the
 * answer (`alarms_severe` came back as `alarmsSevere`, so every count read 0).
 */
const levelColumn = <L extends (typeof ALARM_LEVELS)[number]>(level: L) =>
  `alarms${level[0]!.toUpperCase()}${level.slice(1)}` as `alarms${Capitalize<L>}`

/** The list query with the monitor columns: an unresolved alarm, and whether the caller follows it. */
export function withMonitorColumns(query: DevicesQuery, caller: Caller) {
  return query.select((eb: ExpressionBuilder<Database, 'devices' | 'gateways'>) => [
    eb
      .exists(
        eb
          .selectFrom('alarmRecords')
          .select(sql.lit(1).as('one'))
          .whereRef('alarmRecords.deviceId', '=', 'devices.id')
          .where('alarmRecords.resolvedAt', 'is', null),
      )
      .as('alarming'),
    ...ALARM_LEVELS.map((level) =>
      eb
        .selectFrom('alarmRecords')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('alarmRecords.deviceId', '=', 'devices.id')
        .where('alarmRecords.resolvedAt', 'is', null)
        .where('alarmRecords.level', '=', level)
        .as(levelColumn(level)),
    ),
    eb.ref('gateways.lastSeenAt').as('lastSeenAt'),
    eb
      .exists(
        eb
          .selectFrom('deviceFollows')
          .select(sql.lit(1).as('one'))
          .whereRef('deviceFollows.deviceId', '=', 'devices.id')
          .where('deviceFollows.accountId', '=', caller.accountId),
      )
      .as('followed'),
  ])
}

export type MonitoredRow = Awaited<
  ReturnType<ReturnType<typeof withMonitorColumns>['executeTakeFirstOrThrow']>
>

/** The monitor view of a row, named with its grantor where another enterprise granted it to the caller's. */
export const monitoredViewFor =
  (caller: Caller) =>
  (row: MonitoredRow): MonitoredDevice => {
    const view = monitoredView(row)
    const grant = row.orgId === caller.orgId ? undefined : grantedTo(caller).get(row.id)
    return grant ? { ...view, grantedBy: grant.grantor } : view
  }

export const monitoredView = (row: MonitoredRow): MonitoredDevice => ({
  ...deviceView(row),
  alarming: Boolean(row.alarming),
  alarms: Object.fromEntries(
    ALARM_LEVELS.map((level) => [level, Number(row[levelColumn(level)] ?? 0)]),
  ) as MonitoredDevice['alarms'],
  lastSeenAt: row.lastSeenAt ?? null,
  followed: Boolean(row.followed),
})

/** One device as `equipment/multi/info` shows it, also one granted to the caller's (the route has scoped the id). */
export async function deviceById(db: Db, caller: Caller, id: string): Promise<Device> {
  const row = await withColumns(devicesBase(db, caller, { withGranted: true }))
    .where('devices.id', '=', id)
    .executeTakeFirstOrThrow()
  return deviceView(row)
}

/**
 * One page of a device list and its total. The total is counted on the base (devices and gateways
 * only): the group and template joins would cost the count a lookup per device for nothing; and it is
 * kept while no device changes (views/counts.ts).
 */
export async function pageOfDevices<Row, Item>(
  db: Db,
  base: DevicesBase,
  paging: { pageNo?: number; pageSize?: number },
  rows: (limit: number, offset: number) => Promise<Row[]>,
  view: (row: Row) => Item,
): Promise<Paged<Item>> {
  const pageNo = paging.pageNo ?? 1
  const pageSize = paging.pageSize ?? 10
  const total = await cachedCount(db, 'devices', base)
  const list = await rows(pageSize, (pageNo - 1) * pageSize)
  return { list: list.map(view), total, pageNo, pageSize }
}
