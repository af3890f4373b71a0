// Operating centres (issue 36, platform spec §6): platform administrators name a centre, give it its
// enterprises and grant operators (by login name) read or write on it. Every change is one transaction
// with its operation-log row.

import type { Static } from 'typebox'
import { Code } from '../../core/i18n/codes.ts'
import type { GmCentreGrantBody, GmCentreSaveBody, GmCentreView } from '../../schemas/api/gm.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'
import type { Caller } from '../tenancy/caller.ts'

type View = Static<typeof GmCentreView>

export async function centreViews(db: Db, only?: string): Promise<View[]> {
  const centres = await db
    .selectFrom('operatingCentres')
    .select(['id', 'name'])
    .$if(only !== undefined, (qb) => qb.where('id', '=', only as string))
    .orderBy('name')
    .execute()
  if (centres.length === 0) return []
  const ids = centres.map((c) => c.id)
  const orgs = await db
    .selectFrom('operatingCentreOrgs as o')
    .innerJoin('enterprises as e', 'e.id', 'o.orgId')
    .select(['o.centreId', 'e.id', 'e.name'])
    .where('o.centreId', 'in', ids)
    .orderBy('e.name')
    .execute()
  const operators = await db
    .selectFrom('operatingCentreGrants as g')
    .innerJoin('accounts as a', 'a.id', 'g.accountId')
    .select(['g.centreId', 'a.id', 'a.loginname', 'g.canWrite'])
    .where('g.centreId', 'in', ids)
    .orderBy('a.loginname')
    .execute()
  return centres.map((c) => ({
    ...c,
    enterprises: orgs.filter((o) => o.centreId === c.id).map((o) => ({ id: o.id, name: o.name })),
    operators: operators
      .filter((o) => o.centreId === c.id)
      .map((o) => ({ accountId: o.id, loginname: o.loginname, write: o.canWrite === 1 })),
  }))
}

/** 90003 unless the centre exists (the platform's hardware screens filtered to one). */
export async function assertCentre(db: Db, centre: string): Promise<void> {
  const found = await db
    .selectFrom('operatingCentres')
    .select('id')
    .where('id', '=', centre)
    .executeTakeFirst()
  if (!found) fail(Code.noDataOrPermission)
}

/** The enterprises of a centre, for `where(…, 'in', …)`. */
export const centreOrgIds = (db: Db, centre: string) =>
  db.selectFrom('operatingCentreOrgs').select('orgId').where('centreId', '=', centre)

async function viewOf(db: Db, id: string): Promise<View> {
  const [view] = await centreViews(db, id)
  return view ?? fail(Code.noDataOrPermission)
}

export async function saveCentre(
  db: Db,
  caller: Caller,
  body: Static<typeof GmCentreSaveBody>,
  now: number,
): Promise<View> {
  const orgIds = [...new Set(body.enterprises)]
  if (orgIds.length > 0) {
    const known = await db.selectFrom('enterprises').select('id').where('id', 'in', orgIds).execute()
    if (known.length !== orgIds.length) fail(Code.noDataOrPermission)
  }
  const id = body.centre ?? sortableId(now)
  await db.transaction().execute(async (trx) => {
    if (body.centre) {
      const updated = await trx
        .updateTable('operatingCentres')
        .set({ name: body.name, updatedAt: now })
        .where('id', '=', id)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) === 0) fail(Code.noDataOrPermission)
      await trx.deleteFrom('operatingCentreOrgs').where('centreId', '=', id).execute()
    } else
      await trx
        .insertInto('operatingCentres')
        .values({ id, name: body.name, createdAt: now, updatedAt: now })
        .execute()
    if (orgIds.length > 0)
      await trx
        .insertInto('operatingCentreOrgs')
        .values(orgIds.map((orgId) => ({ centreId: id, orgId })))
        .execute()
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'operatingCentre',
      objectId: id,
      action: body.centre ? 'edit' : 'add',
      after: { name: body.name, enterprises: orgIds },
    })
  })
  return viewOf(db, id)
}

export async function grantCentre(
  db: Db,
  caller: Caller,
  body: Static<typeof GmCentreGrantBody>,
  now: number,
): Promise<View> {
  await viewOf(db, body.centre)
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('loginname', '=', body.loginname)
    .executeTakeFirst()
  if (!account) fail(Code.noDataOrPermission)
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('operatingCentreGrants')
      .where('centreId', '=', body.centre)
      .where('accountId', '=', account.id)
      .execute()
    if (body.granted !== false)
      await trx
        .insertInto('operatingCentreGrants')
        .values({ centreId: body.centre, accountId: account.id, canWrite: body.write ? 1 : 0 })
        .execute()
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'operatingCentre',
      objectId: body.centre,
      action: body.granted === false ? 'revoke' : 'grant',
      after: { loginname: body.loginname, write: body.write === true },
    })
  })
  return viewOf(db, body.centre)
}

export async function deleteCentre(db: Db, caller: Caller, centre: string, now: number) {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('operatingCentres').where('id', '=', centre).executeTakeFirst()
    if (Number(deleted.numDeletedRows) === 0) fail(Code.noDataOrPermission)
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'operatingCentre',
      objectId: centre,
      action: 'delete',
    })
    return { deleted: 1 }
  })
}
