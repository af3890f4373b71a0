// Devices and projects an enterprise reaches through grants of other enterprises (issue 32, `api/pmsn/*`):
// the active grants (not cancelled, not expired) made to it. A granted project brings its devices (its
// equipment) with it. Its administrators and operation accounts watch those devices live, read their
// history and alarms, open the projects' pages, and write setpoints where a grant allows; nothing else of
// the grantor's is reachable, and no configuration call takes a granted device or project (they scope by
// the caller's own enterprise; tenancy/project-access.ts answers a granted project with reading only). Other
// accounts and API keys of the grantee reach none.
import type { Db } from '../storage/db.ts'

export interface Grant {
  /** the active grants covering the device or project (a cancel or expiry of any closes sockets that used it) */
  grants: { id: string; expiresAt: number | null }[]
  write: boolean
  /** the granting enterprise's name, shown beside the device or project */
  grantor: string
}

export type GrantedDevices = ReadonlyMap<string, Grant>
export type GrantedProjects = ReadonlyMap<string, Grant>

export interface Granted {
  devices: GrantedDevices
  projects: GrantedProjects
}

interface GrantRow {
  target: string
  id: string
  canWrite: number
  expiresAt: number | string | null
  name: string
}

const activeGrants = (db: Db, orgId: string, now: number) =>
  db
    .selectFrom('externalGrants')
    .innerJoin('enterprises', 'enterprises.id', 'externalGrants.orgId')
    .where('externalGrants.granteeOrgId', '=', orgId)
    .where('externalGrants.cancelledAt', 'is', null)
    .where((eb) =>
      eb.or([eb('externalGrants.expiresAt', 'is', null), eb('externalGrants.expiresAt', '>', now)]),
    )

const GRANT_COLUMNS = [
  'externalGrants.id',
  'externalGrants.canWrite',
  'externalGrants.expiresAt',
  'enterprises.name',
] as const

function addGrant(into: Map<string, Grant>, row: GrantRow): void {
  const entry = into.get(row.target) ?? { grants: [], write: false, grantor: row.name }
  if (entry.grants.some((g) => g.id === row.id)) return
  entry.grants.push({ id: row.id, expiresAt: row.expiresAt === null ? null : Number(row.expiresAt) })
  entry.write ||= row.canWrite === 1
  into.set(row.target, entry)
}

export async function grantedOf(db: Db, orgId: string, now: number): Promise<Granted> {
  const deviceRows = await activeGrants(db, orgId, now)
    .innerJoin('externalGrantDevices', 'externalGrantDevices.grantId', 'externalGrants.id')
    .select([...GRANT_COLUMNS, 'externalGrantDevices.deviceId as target'])
    .execute()
  const projectRows = await activeGrants(db, orgId, now)
    .innerJoin('externalGrantProjects', 'externalGrantProjects.grantId', 'externalGrants.id')
    .select([...GRANT_COLUMNS, 'externalGrantProjects.projectId as target'])
    .execute()
  const projects = new Map<string, Grant>()
  for (const row of projectRows) addGrant(projects, row)
  const devices = new Map<string, Grant>()
  for (const row of deviceRows) addGrant(devices, row)
  if (projects.size > 0) {
    // a granted project's equipment is granted with it, under the project's grants
    const equipment = await db
      .selectFrom('projectEquipment')
      .select(['projectId', 'deviceId'])
      .where('projectId', 'in', [...projects.keys()])
      .execute()
    for (const { projectId, deviceId } of equipment)
      for (const row of projectRows.filter((r) => r.target === projectId))
        addGrant(devices, { ...row, target: deviceId })
  }
  return { devices, projects }
}

const NONE: Granted = { devices: new Map(), projects: new Map() }

/** The caller's granted devices: none for an API key or an account that is not an operation account. */
export const grantedTo = (caller: { granted?: Granted }): GrantedDevices => (caller.granted ?? NONE).devices

/** The caller's granted projects (as grantedTo). */
export const grantedProjectsTo = (caller: { granted?: Granted }): GrantedProjects =>
  (caller.granted ?? NONE).projects
