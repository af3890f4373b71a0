// Who may watch what. A device is watchable by the accounts authorised for it (spec §6) and by the
// users of a project it belongs to who may open that project; a signal is watchable when its device is.
// The monitoring calls and socket tokens take only watchable ids, so a socket receives only signals
// its user is authorised for.

import type { Db } from '../storage/db.ts'
import type { Caller } from './caller.ts'
import { inIds, visibleDeviceIds } from './devices.ts'
import { grantedTo } from './granted.ts'
import { openProjectIds, projectRights } from './project-access.ts'
import { idsIn } from './scope.ts'

/**
 * Devices the caller may watch, for `where(…, 'in', …)`: of its enterprise, those it is authorised for or
 * reaches through a project; and those other enterprises granted to it (tenancy/granted.ts).
 */
export function watchableDeviceIds(db: Db, caller: Caller) {
  return db
    .selectFrom('devices')
    .select('devices.id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('devices.orgId', '=', caller.orgId),
          eb.or([
            eb('devices.id', 'in', visibleDeviceIds(db, caller)),
            eb(
              'devices.id',
              'in',
              db
                .selectFrom('projectEquipment')
                .select('projectEquipment.deviceId')
                .where('projectEquipment.projectId', 'in', openProjectIds(db, caller)),
            ),
          ]),
        ]),
        inIds(eb, 'devices.id', new Set(grantedTo(caller).keys())),
      ]),
    )
}

export async function canWatchDevices(db: Db, caller: Caller, ids: readonly string[]): Promise<boolean> {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return true
  const found = await watchableDeviceIds(db, caller).where('devices.id', 'in', wanted).execute()
  return found.length === wanted.length
}

export async function canWatchSignals(db: Db, caller: Caller, ids: readonly string[]): Promise<boolean> {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return true
  const found = await db
    .selectFrom('variables')
    .select('id')
    .where('id', 'in', wanted)
    .where('deviceId', 'in', watchableDeviceIds(db, caller))
    .execute()
  return found.length === wanted.length
}

export async function canWatchReports(db: Db, caller: Caller, ids: readonly string[]): Promise<boolean> {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return true
  const found = await db
    .selectFrom('reports')
    .select('id')
    .where('id', 'in', wanted)
    .where('deviceId', 'in', watchableDeviceIds(db, caller))
    .execute()
  return found.length === wanted.length
}

/** The devices a project watch may cover: the project's equipment, when the caller may open it. */
export async function projectDevices(db: Db, caller: Caller, projectId: string): Promise<Set<string>> {
  const rights = await projectRights(db, caller, projectId)
  if (!rights.actions.has('query')) return new Set()
  const rows = await db
    .selectFrom('projectEquipment')
    .select('deviceId')
    .where('projectId', '=', projectId)
    .execute()
  return new Set(rows.map((r) => r.deviceId))
}

/** The signals among `signalIds` that belong to `deviceIds`; all of those devices' when none are named. */
export async function signalsOf(
  db: Db,
  deviceIds: ReadonlySet<string>,
  signalIds: readonly string[],
): Promise<Set<string>> {
  if (deviceIds.size === 0) return new Set()
  const rows = await db
    .selectFrom('variables')
    .select('id')
    .where('deviceId', 'in', [...deviceIds])
    .$if(signalIds.length > 0, (qb) => qb.where('id', 'in', [...new Set(signalIds)]))
    .execute()
  return new Set(rows.map((r) => r.id))
}

export interface WatchRequest {
  projectId?: string
  pageId?: string
  dataEquip?: string | readonly string[]
  dataSignal?: string | readonly string[]
}

export interface Watch {
  devices: Set<string>
  signals: Set<string>
}

/**
 * What a project page watch covers (`monitor/project/gateway/query`, the project socket token): the
 * named devices and the devices of the named signals, or every device of the project when none are
 * named; of those, the ones in the project (if the caller may open it) or watchable by the caller.
 * Signals: the named ones on those devices, or all of their signals.
 */
export async function projectWatch(db: Db, caller: Caller, r: WatchRequest): Promise<Watch> {
  let projectId = r.projectId || undefined
  if (!projectId && r.pageId) {
    const page = await db
      .selectFrom('pages')
      .select('projectId')
      .where('id', '=', r.pageId)
      .executeTakeFirst()
    projectId = page?.projectId ?? undefined
  }
  const inProject = projectId ? await projectDevices(db, caller, projectId) : new Set<string>()
  const namedSignals = idsIn(r.dataSignal)
  const signalDevices = namedSignals.length
    ? await db.selectFrom('variables').select('deviceId').where('id', 'in', namedSignals).execute()
    : []
  const named = [...idsIn(r.dataEquip), ...signalDevices.flatMap((v) => (v.deviceId ? [v.deviceId] : []))]
  const candidates = [...new Set(named.length ? named : inProject)]
  const outside = candidates.filter((d) => !inProject.has(d))
  const watchable = outside.length
    ? new Set(
        (await watchableDeviceIds(db, caller).where('devices.id', 'in', outside).execute()).map((d) => d.id),
      )
    : new Set<string>()
  const devices = new Set(candidates.filter((d) => inProject.has(d) || watchable.has(d)))
  return { devices, signals: await signalsOf(db, devices, namedSignals) }
}
