// A project's equipment: the devices bound to it, each with an equipment key unique in the project
// (bindings are matched by signal title plus equipment key when ids change, designer spec §4), and the
// project's signals — the variables of those devices — as signal lookup records.
import type { EquipCountBody } from '../../schemas/api/project.ts'
import type { ProjectEquip, SignalLookup } from '../../schemas/entities/project.ts'
import type { Db } from '../storage/db.ts'

/** The ids of a project's devices, for `where('deviceId', 'in', …)`. */
export const projectDeviceIds = (db: Db, projectId: string) =>
  db
    .selectFrom('projectEquipment')
    .select('projectEquipment.deviceId')
    .where('projectEquipment.projectId', '=', projectId)

/** The project's devices with their titles, keys and gateway state. */
export const projectEquipQuery = (db: Db, projectId: string) =>
  db
    .selectFrom('projectEquipment')
    .innerJoin('devices', 'devices.id', 'projectEquipment.deviceId')
    .leftJoin('gateways', 'gateways.id', 'devices.gatewayId')
    .select([
      'projectEquipment.deviceId as equipmentId',
      'devices.name as title',
      'projectEquipment.key as key',
      'gateways.sn as gatewaySn',
      'gateways.state as state',
    ])
    .where('projectEquipment.projectId', '=', projectId)
    .orderBy('projectEquipment.createdAt')
    .orderBy('devices.name')
    .orderBy('devices.id')

export const projectEquipView = (row: {
  equipmentId: string
  title: string
  key: string
  gatewaySn: string | null
  state: string | null
}): ProjectEquip => ({
  equipmentId: row.equipmentId,
  title: row.title,
  key: row.key,
  gatewaySn: row.gatewaySn ?? '',
  online: row.state === 'online',
})

const KEY_PREFIX = 'eq'

/** Keys for `count` new devices: the smallest `eqN` not taken in the project. */
export function freeKeys(taken: ReadonlySet<string>, count: number): string[] {
  const keys: string[] = []
  for (let n = 1; keys.length < count; n++) {
    const key = `${KEY_PREFIX}${n}`
    if (!taken.has(key)) keys.push(key)
  }
  return keys
}

/** How many of the project's devices are online (or not) and in alarm (or not), as asked. */
export async function countProjectEquip(db: Db, body: EquipCountBody): Promise<number> {
  const row = await db
    .selectFrom('projectEquipment')
    .innerJoin('devices', 'devices.id', 'projectEquipment.deviceId')
    .leftJoin('gateways', 'gateways.id', 'devices.gatewayId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('projectEquipment.projectId', '=', body.projectId)
    .$if(body.online !== undefined, (qb) =>
      qb.where((eb) => {
        const online = eb('gateways.state', '=', 'online')
        return body.online ? online : eb.or([eb('gateways.state', 'is', null), eb.not(online)])
      }),
    )
    .$if(body.alarm !== undefined, (qb) =>
      qb.where((eb) => {
        const alarming = eb.exists(
          eb
            .selectFrom('alarmRecords')
            .select('alarmRecords.id')
            .whereRef('alarmRecords.deviceId', '=', 'devices.id')
            .where('alarmRecords.resolvedAt', 'is', null),
        )
        return body.alarm ? alarming : eb.not(alarming)
      }),
    )
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** The variables of the project's devices (optionally of one of them) as signal lookup records. */
export async function projectSignals(
  db: Db,
  projectId: string,
  equipmentId?: string,
): Promise<SignalLookup[]> {
  const rows = await db
    .selectFrom('variables')
    .innerJoin('projectEquipment', 'projectEquipment.deviceId', 'variables.deviceId')
    .innerJoin('devices', 'devices.id', 'variables.deviceId')
    .select([
      'variables.id as signalId',
      'variables.deviceId as equipId',
      'variables.name as signalTitle',
      'devices.name as equipTitle',
      'projectEquipment.key as equipKey',
      'variables.unit as unit',
      'variables.rw as rw',
      'variables.dataType as dataType',
    ])
    .where('projectEquipment.projectId', '=', projectId)
    .$if(equipmentId !== undefined, (qb) => qb.where('variables.deviceId', '=', equipmentId!))
    .orderBy('projectEquipment.createdAt')
    .orderBy('devices.name')
    .orderBy('devices.id')
    .orderBy('variables.sort')
    .orderBy('variables.name')
    .execute()
  return rows.map((r) => ({ ...r, equipId: r.equipId ?? '' }))
}
