// Grants of devices and projects to external parties (issue 32, `api/pmsn/*`): an administrator of the
// granting enterprise finds the party (by one of its accounts' login names or its enterprise id), grants
// it chosen devices and projects of its own, read-only or with writes, until an optional expiry, and
// cancels a grant. A cancel
// closes the live sockets opened under the grant at once (live/revocable-sockets.ts); what the grantee may
// reach is tenancy/granted.ts.

import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import type {
  ExternalGrantAddBody,
  ExternalGrantQueryBody,
  ExternalGrantView,
  ExternalParty,
} from '../../schemas/api/external-grants.ts'
import { fail } from '../http/api-error.ts'
import { accessId } from '../live/revocable-sockets.ts'
import { actorOf, loggedChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import type { ExternalGrantTable } from '../storage/tables/external-grants.ts'
import type { Caller } from '../tenancy/caller.ts'
import { pageOf } from '../views/paging.ts'

type GrantRow = Selectable<ExternalGrantTable>

function stateOf(row: GrantRow, now: number): ExternalGrantView['state'] {
  if (row.cancelledAt !== null) return 'cancelled'
  return row.expiresAt !== null && row.expiresAt <= now ? 'expired' : 'active'
}

/** The grants with their parties, devices and projects, three queries for the whole page. */
async function viewsOf(db: Db, rows: GrantRow[], now: number): Promise<ExternalGrantView[]> {
  if (rows.length === 0) return []
  const grantIds = rows.map((r) => r.id)
  const devices = await db
    .selectFrom('externalGrantDevices')
    .innerJoin('devices', 'devices.id', 'externalGrantDevices.deviceId')
    .select(['externalGrantDevices.grantId', 'devices.id', 'devices.name'])
    .where('externalGrantDevices.grantId', 'in', grantIds)
    .orderBy('devices.name')
    .execute()
  const projects = await db
    .selectFrom('externalGrantProjects')
    .innerJoin('projects', 'projects.id', 'externalGrantProjects.projectId')
    .select(['externalGrantProjects.grantId', 'projects.id', 'projects.name'])
    .where('externalGrantProjects.grantId', 'in', grantIds)
    .orderBy('projects.name')
    .execute()
  const ofGrant = (list: { grantId: string; id: string; name: string }[], grantId: string) =>
    list.filter((d) => d.grantId === grantId).map((d) => ({ id: d.id, name: d.name }))
  const orgIds = [...new Set(rows.flatMap((r) => [r.orgId, r.granteeOrgId]))]
  const orgs = await db.selectFrom('enterprises').select(['id', 'name']).where('id', 'in', orgIds).execute()
  const nameOf = new Map(orgs.map((o) => [o.id, o.name]))
  return rows.map((row) => ({
    id: row.id,
    grantor: { orgId: row.orgId, name: nameOf.get(row.orgId) ?? '' },
    party: { orgId: row.granteeOrgId, name: nameOf.get(row.granteeOrgId) ?? '' },
    devices: ofGrant(devices, row.id),
    projects: ofGrant(projects, row.id),
    write: row.canWrite === 1,
    expiresAt: row.expiresAt === null ? null : Number(row.expiresAt),
    createdAt: Number(row.createdAt),
    cancelledAt: row.cancelledAt === null ? null : Number(row.cancelledAt),
    state: stateOf(row, now),
  }))
}

/** The grants the caller's enterprise made (`given`) or received, newest first. */
export async function queryExternalGrants(
  s: Services,
  caller: Caller,
  body: ExternalGrantQueryBody,
  now: number,
) {
  const column = body.direction === 'received' ? 'granteeOrgId' : 'orgId'
  const query = s.db
    .selectFrom('externalGrants')
    .selectAll()
    .where(column, '=', caller.orgId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
  const page = await pageOf(query, body, (row) => row)
  return { ...page, list: await viewsOf(s.db, page.list, now) }
}

/**
 * The enterprise a party names: an account's login name, or the enterprise id. Never the caller's own
 * (10001 `/party` rule `self`); none found is 90003, the same as a party the caller may not see.
 */
export async function findParty(db: Db, caller: Caller, party: string): Promise<ExternalParty> {
  const byAccount = await db
    .selectFrom('accounts')
    .select('orgId')
    .where('loginname', '=', party)
    .executeTakeFirst()
  const orgId = byAccount?.orgId ?? party
  const found = await db
    .selectFrom('enterprises')
    .select(['id', 'name'])
    .where('id', '=', orgId)
    .executeTakeFirst()
  if (!found) return fail(Code.noDataOrPermission)
  if (found.id === caller.orgId) fail(Code.paramInvalid, { errors: [{ path: '/party', rule: 'self' }] })
  return { orgId: found.id, name: found.name }
}

const grantRow = (db: Db, caller: Caller, id: string) =>
  db
    .selectFrom('externalGrants')
    .selectAll()
    .where('id', '=', id)
    .where('orgId', '=', caller.orgId)
    .executeTakeFirstOrThrow()

export async function addExternalGrant(s: Services, caller: Caller, body: ExternalGrantAddBody, now: number) {
  const party = await findParty(s.db, caller, body.party)
  const expiresAt = body.expiresAt ?? null
  if (expiresAt !== null && expiresAt <= now)
    fail(Code.paramInvalid, { errors: [{ path: '/expiresAt', rule: 'future' }] })
  const deviceIds = [...new Set(body.deviceIds ?? [])]
  const projectIds = [...new Set(body.projectIds ?? [])]
  if (deviceIds.length + projectIds.length === 0)
    fail(Code.paramInvalid, { errors: [{ path: '/deviceIds', rule: 'minItems' }] })
  const id = randomUUID()
  return loggedChange(
    s.db,
    actorOf(caller),
    now,
    { objectType: 'externalGrant', objectId: id, action: 'add' },
    async (trx) => (await viewsOf(trx, [await grantRow(trx, caller, id)], now))[0]!,
    async (trx) => {
      await trx
        .insertInto('externalGrants')
        .values({
          id,
          orgId: caller.orgId,
          granteeOrgId: party.orgId,
          canWrite: body.write ? 1 : 0,
          expiresAt,
          createdBy: caller.accountId,
          cancelledAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute()
      if (deviceIds.length > 0)
        await trx
          .insertInto('externalGrantDevices')
          .values(deviceIds.map((deviceId) => ({ grantId: id, deviceId })))
          .execute()
      if (projectIds.length > 0)
        await trx
          .insertInto('externalGrantProjects')
          .values(projectIds.map((projectId) => ({ grantId: id, projectId })))
          .execute()
    },
  )
}

/** Cancels a grant (again is a no-op): the grantee's next call is refused, its sockets under it close now. */
export async function cancelExternalGrant(s: Services, caller: Caller, id: string, now: number) {
  const view = await loggedChange(
    s.db,
    actorOf(caller),
    now,
    { objectType: 'externalGrant', objectId: id, action: 'cancel' },
    async (trx) => (await viewsOf(trx, [await grantRow(trx, caller, id)], now))[0]!,
    async (trx) => {
      await trx
        .updateTable('externalGrants')
        .set({ cancelledAt: now, updatedAt: now })
        .where('id', '=', id)
        .where('orgId', '=', caller.orgId)
        .where('cancelledAt', 'is', null)
        .execute()
    },
  )
  s.realtime.revokeAccess(accessId('grant', id))
  return view
}
