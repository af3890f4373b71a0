// Who sees what of the GM centre (issue 36, platform spec §6 "operating-centre authorisation"): platform
// administrators see every gateway and may act on them; an operator granted operating centres (each a
// set of enterprises) sees the gateways of those enterprises only, read-only unless a grant gives writes;
// anyone else (enterprise users, API keys) is refused with 90003, as for data that is not theirs.
import { Code } from '../../core/i18n/codes.ts'
import { PLATFORM_ADMIN_KEY } from '../../schemas/api/permissions.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from './caller.ts'

export interface GmScope {
  /** every gateway of the platform (platform administrators) */
  all: boolean
  /** the enterprises of the caller's centres (empty when `all`) */
  orgIds: readonly string[]
  /** the centres the caller may open, each with its enterprises */
  centres: readonly { id: string; name: string; orgIds: readonly string[] }[]
  write: boolean
}

type Who = Pick<Caller, 'accountId' | 'auths'> & { key?: unknown }

/** The centres an account is granted, with their enterprises and whether the grant writes. */
async function grantsOf(db: Db, accountId: string) {
  return db
    .selectFrom('operatingCentreGrants as g')
    .innerJoin('operatingCentres as c', 'c.id', 'g.centreId')
    .leftJoin('operatingCentreOrgs as o', 'o.centreId', 'c.id')
    .select(['c.id', 'c.name', 'g.canWrite', 'o.orgId'])
    .where('g.accountId', '=', accountId)
    .execute()
}

async function allCentres(db: Db) {
  return db
    .selectFrom('operatingCentres as c')
    .leftJoin('operatingCentreOrgs as o', 'o.centreId', 'c.id')
    .select(['c.id', 'c.name', 'o.orgId'])
    .orderBy('c.name')
    .execute()
}

function groupCentres(rows: readonly { id: string; name: string; orgId: string | null }[]) {
  const byId = new Map<string, { id: string; name: string; orgIds: string[] }>()
  for (const r of rows) {
    const c = byId.get(r.id) ?? { id: r.id, name: r.name, orgIds: [] }
    byId.set(r.id, c)
    if (r.orgId) c.orgIds.push(r.orgId)
  }
  return [...byId.values()]
}

/** Whether an account may open the GM centre at all (its menu key). */
export async function holdsGmCentre(db: Db, accountId: string, platformAdmin: boolean): Promise<boolean> {
  if (platformAdmin) return true
  const row = await db
    .selectFrom('operatingCentreGrants')
    .select('centreId')
    .where('accountId', '=', accountId)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * The caller's GM scope; 90003 for callers with none. A platform administrator's centres are read only
 * when asked for (`withCentres`): the fleet list needs none, and its first page pays no query for them.
 */
export async function gmScope(db: Db, caller: Who, withCentres = true): Promise<GmScope> {
  if (caller.key) fail(Code.noDataOrPermission)
  if (caller.auths.has(PLATFORM_ADMIN_KEY)) {
    const centres = withCentres ? groupCentres(await allCentres(db)) : []
    return { all: true, orgIds: [], centres, write: true }
  }
  const rows = await grantsOf(db, caller.accountId)
  if (rows.length === 0) fail(Code.noDataOrPermission)
  const centres = groupCentres(rows)
  return {
    all: false,
    orgIds: [...new Set(centres.flatMap((c) => c.orgIds))],
    centres,
    write: rows.some((r) => r.canWrite === 1),
  }
}

/** The scope narrowed to one centre the caller may open (90003 for another). */
export function centreScope(scope: GmScope, centre: string): GmScope {
  const found = scope.centres.find((c) => c.id === centre)
  if (!found) fail(Code.noDataOrPermission)
  return { ...scope, all: false, orgIds: found.orgIds, centres: [found] }
}

/** The scope narrowed to one enterprise the caller sees (90003 for another). */
export function enterpriseScope(scope: GmScope, orgId: string): GmScope {
  if (!scope.all && !scope.orgIds.includes(orgId)) fail(Code.noDataOrPermission)
  return { ...scope, all: false, orgIds: [orgId] }
}
