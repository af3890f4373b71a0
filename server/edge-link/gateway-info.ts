// Gateway live info of devices (spec §3 "Gateway live info": online, vpn, interval, economizeOpen) with
// the facts behind the synced / unsynced prompt (§4): the version the platform sent and the one the
// gateway reports running.
import { Code } from '../../core/i18n/codes.ts'
import type { GatewayLiveInfo, ProjectGatewayView } from '../../schemas/entities/live.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { liveSettingsOf } from './directory.ts'

/** Seconds between collection rounds: the fastest driver of the device, 1 s without drivers. */
async function intervalsOf(db: Db, deviceIds: readonly string[]): Promise<Map<string, number>> {
  if (deviceIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('drivers')
    .select(['deviceId', (eb) => eb.fn.min<number>('minCollectMs').as('ms')])
    .where('deviceId', 'in', [...deviceIds])
    .groupBy('deviceId')
    .execute()
  return new Map(rows.map((r) => [r.deviceId ?? '', Number(r.ms) / 1000]))
}

function gatewaysOf(db: Db, deviceIds: readonly string[]) {
  return db
    .selectFrom('devices')
    .leftJoin('gateways', 'gateways.id', 'devices.gatewayId')
    .select([
      'devices.id as deviceId',
      'gateways.sn',
      'gateways.state',
      'gateways.settings',
      'gateways.configVersion',
      'gateways.reportedVersion',
      'gateways.lastSeenAt',
    ])
    .where('devices.id', 'in', [...deviceIds])
    .execute()
}

/** One device's gateway; 2001 (the spec's "gateway cleared" code) when none is bound. */
export async function gatewayInfo(db: Db, deviceId: string): Promise<GatewayLiveInfo> {
  const [row] = await gatewaysOf(db, [deviceId])
  if (!row?.sn) fail(Code.writeUnboundGateway)
  const settings = liveSettingsOf(row.settings ?? '{}')
  const interval = (await intervalsOf(db, [deviceId])).get(deviceId) ?? 1
  return {
    online: row.state === 'online',
    vpn: settings.vpn,
    interval,
    economizeOpen: settings.economizeOpen,
    state: row.state ?? 'offline',
    sn: row.sn,
    configVersion: row.configVersion,
    reportedVersion: row.reportedVersion,
    synced: row.configVersion === row.reportedVersion,
    lastSeenAt: row.lastSeenAt,
  }
}

/** The gateways of several devices (`monitor/project/gateway/query`); devices without one are left out. */
export async function projectGateways(db: Db, deviceIds: readonly string[]): Promise<ProjectGatewayView[]> {
  if (deviceIds.length === 0) return []
  const [rows, intervals] = await Promise.all([gatewaysOf(db, deviceIds), intervalsOf(db, deviceIds)])
  return rows.flatMap((row) => {
    if (!row.sn) return []
    const settings = liveSettingsOf(row.settings ?? '{}')
    return [
      {
        equipmentId: row.deviceId,
        interval: intervals.get(row.deviceId) ?? 1,
        online: row.state === 'online',
        vpn: settings.vpn,
        economizeOpen: settings.economizeOpen,
        state: row.state ?? 'offline',
      },
    ]
  })
}
