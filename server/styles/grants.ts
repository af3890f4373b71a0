// Grants of a style to external parties (issue 34, platform spec §6 "style authorisation to external
// parties", `style/*Auth*`): an enterprise lets another enterprise of the platform use one of its styles
// (`style/use`; tenancy `usableStyle`). The party is found as for device grants (org/external-grants.ts);
// a cancel deletes the grant, and an enterprise using the style then keeps it until it chooses another.
import { randomUUID } from 'node:crypto'
import type { StyleGrantAddBody, StyleGrantQueryBody, StyleGrantView } from '../../schemas/api/style.ts'
import { actorOf, loggedChange } from '../oplog/record.ts'
import { findParty } from '../org/external-grants.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from '../tenancy/caller.ts'
import { pageOf } from '../views/paging.ts'

const grants = (db: Db) =>
  db
    .selectFrom('styleGrants')
    .innerJoin('enterprises', 'enterprises.id', 'styleGrants.granteeOrgId')
    .select([
      'styleGrants.id',
      'styleGrants.styleId',
      'styleGrants.granteeOrgId',
      'styleGrants.createdAt',
      'enterprises.name',
    ])

type GrantRow = { id: string; styleId: string; granteeOrgId: string; createdAt: number; name: string }

const view = (row: GrantRow): StyleGrantView => ({
  id: row.id,
  styleId: row.styleId,
  party: { orgId: row.granteeOrgId, name: row.name },
  createdAt: Number(row.createdAt),
})

const grantView = async (db: Db, id: string) =>
  view(await grants(db).where('styleGrants.id', '=', id).executeTakeFirstOrThrow())

export async function queryStyleGrants(s: Services, body: StyleGrantQueryBody) {
  const query = grants(s.db)
    .where('styleGrants.styleId', '=', body.styleId)
    .orderBy('styleGrants.createdAt', 'desc')
    .orderBy('styleGrants.id', 'desc')
  return pageOf(query, body, view)
}

/** Grants the style to the party; granting it again answers the grant there is. */
export async function addStyleGrant(s: Services, caller: Caller, body: StyleGrantAddBody, now: number) {
  const party = await findParty(s.db, caller, body.party)
  const existing = await s.db
    .selectFrom('styleGrants')
    .select('id')
    .where('styleId', '=', body.styleId)
    .where('granteeOrgId', '=', party.orgId)
    .executeTakeFirst()
  if (existing) return grantView(s.db, existing.id)
  const id = randomUUID()
  return loggedChange(
    s.db,
    actorOf(caller),
    now,
    { objectType: 'styleGrant', objectId: id, action: 'add' },
    (trx) => grantView(trx, id),
    async (trx) => {
      await trx
        .insertInto('styleGrants')
        .values({
          id,
          orgId: caller.orgId,
          styleId: body.styleId,
          granteeOrgId: party.orgId,
          createdBy: caller.accountId,
          createdAt: now,
          updatedAt: now,
        })
        .execute()
    },
  )
}

/** Cancels (deletes) a grant: the party may no longer choose the style. Answers the grant as it was. */
export const cancelStyleGrant = (s: Services, caller: Caller, id: string, now: number) =>
  loggedChange(
    s.db,
    actorOf(caller),
    now,
    { objectType: 'styleGrant', objectId: id, action: 'delete' },
    (trx) => grantView(trx, id),
    async (trx) => {
      await trx.deleteFrom('styleGrants').where('id', '=', id).where('orgId', '=', caller.orgId).execute()
    },
  )
