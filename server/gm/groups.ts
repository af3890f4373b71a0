// GM groups (issue 36): a platform operator's own grouping of gateways across enterprises, a filter of the
// GM list. A group is its maker's alone (entity kind `gmGroup`); its gateways are named by SN and each
// must be in the maker's GM scope (90003 otherwise).
import { Code } from '../../core/i18n/codes.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'
import type { GmScope } from '../tenancy/gm-scope.ts'
import { scoped } from './fleet-query.ts'

export async function groupViews(db: Db, accountId: string, only?: string) {
  const rows = await db
    .selectFrom('gmGroups as g')
    .leftJoin('gmGroupGateways as m', 'm.groupId', 'g.id')
    .select(['g.id', 'g.name', (eb) => eb.fn.count<number>('m.gatewayId').as('count')])
    .where('g.accountId', '=', accountId)
    .$if(only !== undefined, (qb) => qb.where('g.id', '=', only as string))
    .groupBy(['g.id', 'g.name'])
    .orderBy('g.name')
    .execute()
  return rows.map((r) => ({ id: r.id, name: r.name, count: Number(r.count) }))
}

export async function groupView(db: Db, accountId: string, id: string) {
  const [view] = await groupViews(db, accountId, id)
  return view ?? fail(Code.noDataOrPermission)
}

export async function addGroup(db: Db, accountId: string, name: string, now: number) {
  const id = sortableId(now)
  await db.insertInto('gmGroups').values({ id, accountId, name, createdAt: now, updatedAt: now }).execute()
  return groupView(db, accountId, id)
}

export async function renameGroup(db: Db, accountId: string, id: string, name: string, now: number) {
  await db.updateTable('gmGroups').set({ name, updatedAt: now }).where('id', '=', id).execute()
  return groupView(db, accountId, id)
}

/** Puts gateways (by SN, each in the scope) in a group and takes others out. */
export async function setGroupGateways(
  db: Db,
  scope: GmScope,
  accountId: string,
  id: string,
  change: { add?: readonly string[]; remove?: readonly string[] },
) {
  const add = [...new Set(change.add ?? [])]
  const remove = [...new Set(change.remove ?? [])]
  const found = add.length
    ? await scoped(db, scope).select('gateways.id').where('gateways.sn', 'in', add).execute()
    : []
  if (found.length !== add.length) fail(Code.noDataOrPermission)
  await db.transaction().execute(async (trx) => {
    if (remove.length)
      await trx
        .deleteFrom('gmGroupGateways')
        .where('groupId', '=', id)
        .where('gatewayId', 'in', (eb) => eb.selectFrom('gateways').select('id').where('sn', 'in', remove))
        .execute()
    if (found.length)
      await trx
        .insertInto('gmGroupGateways')
        .values(found.map((g) => ({ groupId: id, gatewayId: g.id })))
        .onConflict((oc) => oc.columns(['groupId', 'gatewayId']).doNothing())
        .execute()
  })
  return groupView(db, accountId, id)
}
