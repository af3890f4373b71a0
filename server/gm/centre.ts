// `gm/ocInfo` (issue 36): an operating centre's figures, or the whole scope's: gateways by state, never
// seen, alarming (an open alarm record on its device), values per second over the last minute, firmware
// versions in use and the gateways that went offline in the last hour. A handful of grouped queries on
// the indexed columns; the screen reads them again whenever the push says something changed (live/fleet-feed.ts).
import type { GmCentreInfo } from '../../schemas/api/gm.ts'
import { scopeRate, type ValueRates } from '../live-state/value-rates.ts'
import type { Db } from '../storage/db.ts'
import { centreScope, type GmScope } from '../tenancy/gm-scope.ts'
import { scoped } from './fleet-query.ts'

const HOUR_MS = 3_600_000
const WENT_OFFLINE_MAX = 50

async function byState(db: Db, scope: GmScope) {
  const rows = await scoped(db, scope)
    .select(['gateways.state', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('gateways.state')
    .execute()
  const n = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0)
  return { online: n('online'), offline: n('offline'), sleeping: n('sleeping') }
}

async function counts(db: Db, scope: GmScope) {
  const row = await scoped(db, scope)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('gateways.id').filterWhere('gateways.lastSeenAt', 'is', null).as('never'),
    ])
    .executeTakeFirst()
  const alarming = await scoped(db, scope)
    .innerJoin('devices', 'devices.gatewayId', 'gateways.id')
    .select((eb) => eb.fn.count<number>('gateways.id').distinct().as('n'))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('alarmRecords')
          .select('alarmRecords.id')
          .whereRef('alarmRecords.deviceId', '=', 'devices.id')
          .where('alarmRecords.resolvedAt', 'is', null),
      ),
    )
    .executeTakeFirst()
  return {
    total: Number(row?.total ?? 0),
    never: Number(row?.never ?? 0),
    alarming: Number(alarming?.n ?? 0),
  }
}

async function firmware(db: Db, scope: GmScope) {
  const rows = await scoped(db, scope)
    .select(['gateways.firmwareVersion as version', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('gateways.firmwareVersion')
    .orderBy('count', 'desc')
    .limit(20)
    .execute()
  return rows.map((r) => ({ version: r.version, count: Number(r.count) }))
}

async function wentOffline(db: Db, scope: GmScope, now: number) {
  const rows = await scoped(db, scope)
    .leftJoin('devices', 'devices.gatewayId', 'gateways.id')
    .leftJoin('enterprises', 'enterprises.id', 'gateways.orgId')
    .select(['gateways.id', 'gateways.sn', 'enterprises.name as enterprise', 'devices.name as deviceName'])
    .select('gateways.lastSeenAt')
    .where('gateways.state', '=', 'offline')
    .where('gateways.lastSeenAt', '>=', now - HOUR_MS)
    .orderBy('gateways.lastSeenAt', 'desc')
    .limit(WENT_OFFLINE_MAX)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    sn: r.sn,
    enterprise: r.enterprise ?? '',
    deviceName: r.deviceName ?? '',
    lastSeenAt: Number(r.lastSeenAt),
  }))
}

const ENTERPRISES_MAX = 500

async function enterprisesOf(db: Db, scope: GmScope) {
  return db
    .selectFrom('enterprises')
    .select(['id', 'name'])
    .$if(!scope.all, (qb) => qb.where('id', 'in', scope.orgIds.length ? [...scope.orgIds] : ['']))
    .orderBy('name')
    .limit(ENTERPRISES_MAX)
    .execute()
}

export async function centreInfo(
  db: Db,
  whole: GmScope,
  centre: string | undefined,
  rates: ValueRates,
  now: number,
): Promise<GmCentreInfo> {
  const scope = centre ? centreScope(whole, centre) : whole
  const [states, totals, versions, offline, enterprises] = await Promise.all([
    byState(db, scope),
    counts(db, scope),
    firmware(db, scope),
    wentOffline(db, scope, now),
    enterprisesOf(db, scope),
  ])
  const shown = centre ? scope.centres[0] : undefined
  return {
    centre: shown ? { id: shown.id, name: shown.name } : null,
    centres: whole.centres.map((c) => ({ id: c.id, name: c.name })),
    enterprises,
    ...states,
    ...totals,
    valuesPerSecond: scopeRate(rates, scope.all ? undefined : new Set(scope.orgIds), now),
    firmware: versions,
    wentOffline: offline,
    at: now,
  }
}
