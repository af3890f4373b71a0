// The values of the system keys (schemas/entities/project.ts SYSTEM_KEYS) a project page may show: the
// project's device counts and name, read together; the signed-in user; the current time as text.
import dayjs from 'dayjs'
import type { SystemKeyName } from '../../schemas/entities/project.ts'
import type { Db } from '../storage/db.ts'

export type SystemValue = string | number

/** The keys whose values are the project's: its devices (all, online, offline, in alarm) and its name. */
export const PROJECT_KEYS = [
  'equipTotal',
  'equipOnline',
  'equipOffline',
  'equipAlarm',
  'projectName',
] as const satisfies readonly SystemKeyName[]
export type ProjectKey = (typeof PROJECT_KEYS)[number]

export const isProjectKey = (key: SystemKeyName): key is ProjectKey =>
  (PROJECT_KEYS as readonly string[]).includes(key)

/**
 * The project keys' values. A device is online when its gateway is; offline otherwise (a sleeping gateway,
 * or none bound); in alarm while it has an unresolved alarm record of any type.
 */
export async function projectSystemValues(
  db: Db,
  projectId: string,
): Promise<Record<ProjectKey, SystemValue>> {
  const [project, devices] = await Promise.all([
    db.selectFrom('projects').select('name').where('id', '=', projectId).executeTakeFirst(),
    db
      .selectFrom('projectEquipment')
      .innerJoin('devices', 'devices.id', 'projectEquipment.deviceId')
      .leftJoin('gateways', 'gateways.id', 'devices.gatewayId')
      .select((eb) => [
        'gateways.state',
        eb
          .exists(
            eb
              .selectFrom('alarmRecords')
              .select('alarmRecords.id')
              .whereRef('alarmRecords.deviceId', '=', 'devices.id')
              .where('alarmRecords.resolvedAt', 'is', null),
          )
          .as('alarming'),
      ])
      .where('projectEquipment.projectId', '=', projectId)
      .execute(),
  ])
  const online = devices.filter((d) => d.state === 'online').length
  return {
    equipTotal: devices.length,
    equipOnline: online,
    equipOffline: devices.length - online,
    // SQLite answers 0/1, PostgreSQL a boolean
    equipAlarm: devices.filter((d) => Boolean(Number(d.alarming))).length,
    projectName: project?.name ?? '',
  }
}

/** `currentTime`: the server's local time, as a page shows it. */
export const currentTimeText = (t: number): string => dayjs(t).format('YYYY-MM-DD HH:mm:ss')
