// `gm/map` (issue 36): the operating centre's map, the gateways of the scope whose device reports a position
// (its `lng`/`lat`), with state and whether an alarm of the device is open; at most GM_MAP_MAX, by SN.
import { GM_MAP_MAX, type GmMapPoint } from '../../schemas/api/gm.ts'
import type { Db } from '../storage/db.ts'
import { centreScope, type GmScope } from '../tenancy/gm-scope.ts'
import { scoped } from './fleet-query.ts'

export async function gmMap(db: Db, whole: GmScope, centre: string | undefined): Promise<GmMapPoint[]> {
  const scope = centre ? centreScope(whole, centre) : whole
  const rows = await scoped(db, scope)
    .innerJoin('devices', 'devices.gatewayId', 'gateways.id')
    .select(['devices.id as deviceId', 'devices.name', 'gateways.sn', 'gateways.state'])
    .select(['devices.lat', 'devices.lng'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('alarmRecords')
            .select('alarmRecords.id')
            .whereRef('alarmRecords.deviceId', '=', 'devices.id')
            .where('alarmRecords.resolvedAt', 'is', null),
        )
        .as('alarming'),
    )
    .where('devices.lat', 'is not', null)
    .where('devices.lng', 'is not', null)
    .orderBy('gateways.sn')
    .limit(GM_MAP_MAX)
    .execute()
  return rows.map((r) => ({
    deviceId: r.deviceId,
    name: r.name,
    sn: r.sn,
    lat: Number(r.lat),
    lng: Number(r.lng),
    state: r.state,
    alarming: Boolean(r.alarming),
  }))
}
