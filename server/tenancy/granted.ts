// Devices an enterprise reaches through grants of other enterprises (issue 32, `api/pmsn/*`): the active
// grants (not cancelled, not expired) made to it, device by device. Its administrators and operation
// accounts watch those devices live, read their history and alarms, and write setpoints where a grant
// allows; nothing else of the grantor's is reachable, and no configuration call takes a granted device
// (they scope by the caller's own enterprise). Other accounts and API keys of the grantee reach none.
import type { Db } from '../storage/db.ts'

export interface DeviceGrant {
  /** the active grants covering the device (a cancel or expiry of any closes sockets that used it) */
  grants: { id: string; expiresAt: number | null }[]
  write: boolean
  /** the granting enterprise's name, shown beside the device */
  grantor: string
}

export type GrantedDevices = ReadonlyMap<string, DeviceGrant>

export async function grantedDevicesOf(db: Db, orgId: string, now: number): Promise<GrantedDevices> {
  const rows = await db
    .selectFrom('externalGrants')
    .innerJoin('externalGrantDevices', 'externalGrantDevices.grantId', 'externalGrants.id')
    .innerJoin('enterprises', 'enterprises.id', 'externalGrants.orgId')
    .select([
      'externalGrantDevices.deviceId',
      'externalGrants.id',
      'externalGrants.canWrite',
      'externalGrants.expiresAt',
      'enterprises.name',
    ])
    .where('externalGrants.granteeOrgId', '=', orgId)
    .where('externalGrants.cancelledAt', 'is', null)
    .where((eb) =>
      eb.or([eb('externalGrants.expiresAt', 'is', null), eb('externalGrants.expiresAt', '>', now)]),
    )
    .execute()
  const granted = new Map<string, DeviceGrant>()
  for (const row of rows) {
    const entry = granted.get(row.deviceId) ?? { grants: [], write: false, grantor: row.name }
    entry.grants.push({ id: row.id, expiresAt: row.expiresAt === null ? null : Number(row.expiresAt) })
    entry.write ||= row.canWrite === 1
    granted.set(row.deviceId, entry)
  }
  return granted
}

const NONE: GrantedDevices = new Map()

/** The caller's granted devices: none for an API key or an account that is not an operation account. */
export const grantedTo = (caller: { granted?: GrantedDevices }): GrantedDevices => caller.granted ?? NONE
