// Department calls (`org/dept/*`): a tree per enterprise. A department cannot move under itself or
// its own descendants (10001) and is not deleted while accounts or sub-departments use it (10004).

import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { orNull } from '../org/accounts.ts'
import type { Db } from '../storage/db.ts'
import { deptView } from '../views/org.ts'
import { endpoint } from './endpoint.ts'

/** Whether `ancestorId` is `deptId` or above it. */
async function isSelfOrAncestor(db: Db, ancestorId: string, deptId: string): Promise<boolean> {
  const seen = new Set<string>()
  let current: string | null = deptId
  while (current && !seen.has(current)) {
    if (current === ancestorId) return true
    seen.add(current)
    const row = await db
      .selectFrom('departments')
      .select('parentId')
      .where('id', '=', current)
      .executeTakeFirst()
    current = row?.parentId ?? null
  }
  return false
}

export const deptRoutes = [
  endpoint('org/dept/query', {
    summary: 'every department of the enterprise (a flat list with parentId)',
    auth: 'manage_orgal_dept',
    handler: async ({ caller, s }) => {
      const rows = await s.db
        .selectFrom('departments')
        .selectAll()
        .where('orgId', '=', caller.orgId)
        .orderBy('sort')
        .orderBy('name')
        .execute()
      return rows.map(deptView)
    },
  }),

  endpoint('org/dept/add', {
    summary: 'create a department, optionally under a parent',
    auth: 'manage_orgal_dept',
    idFields: { parentId: 'dept' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('departments')
          .values({
            id: randomUUID(),
            orgId: caller.orgId,
            parentId: orNull(body.parentId),
            name: body.name,
            sort: body.sort ?? 0,
            remark: body.remark ?? '',
            createdAt: now,
            updatedAt: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        const after = deptView(row)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'dept',
          objectId: row.id,
          action: 'add',
          after,
        })
        return after
      }),
  }),

  endpoint('org/dept/edit', {
    summary: 'rename, move or re-sort a department',
    auth: 'manage_orgal_dept',
    idFields: { id: 'dept', parentId: 'dept' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const { id, parentId, ...fields } = body
        const before = await trx
          .selectFrom('departments')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
        if (parentId && (await isSelfOrAncestor(trx, id, parentId)))
          fail(Code.paramInvalid, { field: 'parentId' })
        const row = await trx
          .updateTable('departments')
          .set({ ...fields, ...(parentId !== undefined && { parentId: orNull(parentId) }), updatedAt: now })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow()
        const after = deptView(row)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'dept',
          objectId: id,
          action: 'edit',
          before: deptView(before),
          after,
        })
        return after
      }),
  }),

  endpoint('org/dept/delete', {
    summary: 'delete a department no account or sub-department uses (10004 otherwise)',
    auth: 'manage_orgal_dept',
    idFields: { id: 'dept' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('accounts')
          .select('id')
          .where('deptId', '=', body.id)
          .executeTakeFirst()
        const child = await trx
          .selectFrom('departments')
          .select('id')
          .where('parentId', '=', body.id)
          .executeTakeFirst()
        if (user || child) fail(Code.inUse)
        const before = await trx
          .selectFrom('departments')
          .selectAll()
          .where('id', '=', body.id)
          .executeTakeFirstOrThrow()
        await trx.deleteFrom('departments').where('id', '=', body.id).execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'dept',
          objectId: body.id,
          action: 'delete',
          before: deptView(before),
        })
        return null
      }),
  }),
]
