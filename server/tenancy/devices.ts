// Device authorisation (platform spec §6): administrators and operation accounts reach every device
// of their enterprise; other accounts the devices they created or were authorised for.
import type { ExpressionBuilder } from 'kysely'
import type { Db } from '../storage/db.ts'
import type { Database } from '../storage/tables/index.ts'
import type { Caller } from './caller.ts'

/** A query of the ids of the devices the caller may see: use it in `where('deviceId', 'in', …)`. */
export function visibleDeviceIds(db: Db, caller: Caller) {
  return db
    .selectFrom('devices')
    .select('devices.id')
    .where('devices.orgId', '=', caller.orgId)
    .$if(!caller.isOperation, (qb) => qb.where(visibleToCaller(db, caller)))
}

/**
 * The condition on a `devices` row that the caller, not an operation account, may see it: created by
 * them or authorised to them (the enterprise is checked beside it).
 */
export function visibleToCaller(db: Db, caller: Caller) {
  const key = caller.key
  // an API key reaches its own devices only, never those its maker created or was authorised for
  if (key) return (eb: ExpressionBuilder<Database, 'devices'>) => inIds(eb, 'devices.id', key.devices)
  return (eb: ExpressionBuilder<Database, 'devices'>) =>
    eb.or([
      eb('devices.ownerId', '=', caller.accountId),
      eb(
        'devices.id',
        'in',
        db
          .selectFrom('deviceUsers')
          .select('deviceUsers.deviceId')
          .where('deviceUsers.accountId', '=', caller.accountId),
      ),
    ])
}

/** `column in ids`, false for no ids (an empty `in ()` is not SQL everywhere). */
export function inIds<T extends keyof Database>(
  eb: ExpressionBuilder<Database, T>,
  column: Parameters<ExpressionBuilder<Database, T>['ref']>[0],
  ids: ReadonlySet<string>,
) {
  return ids.size > 0 ? eb(column, 'in', [...ids] as never) : eb.lit(false)
}

/** Whether the caller may use every one of these devices (all assumed in the caller's enterprise). */
export async function canUseDevices(db: Db, caller: Caller, deviceIds: readonly string[]): Promise<boolean> {
  const wanted = [...new Set(deviceIds)]
  if (wanted.length === 0) return true
  const visible = await visibleDeviceIds(db, caller).where('devices.id', 'in', wanted).execute()
  return visible.length === wanted.length
}
