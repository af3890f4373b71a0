// Role calls (`org/role/*`): roles per enterprise, each with a uuid unique in it (3401) and the
// permission keys it grants. A role in use by an account is not deleted (10004).
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Db } from '../storage/db.ts'
import { roleView } from '../views/org.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'

async function assertUuidFree(db: Db, orgId: string, uuid: string, exceptId?: string): Promise<void> {
  const taken = await db
    .selectFrom('roles')
    .select('id')
    .where('orgId', '=', orgId)
    .where('uuid', '=', uuid)
    .executeTakeFirst()
  if (taken && taken.id !== exceptId) fail(Code.roleUuidExists)
}

export const roleRoutes = [
  endpoint('org/role/query', {
    summary: 'page through the roles of the enterprise',
    auth: 'manage_orgal_role',
    handler: async ({ body, caller, s }) => {
      const query = s.db
        .selectFrom('roles')
        .selectAll()
        .where('orgId', '=', caller.orgId)
        .$if(!!body.keyword, (qb) => qb.where('name', 'like', `%${body.keyword}%`))
        .orderBy('createdAt')
        .orderBy('id')
      return pageOf(query, body, roleView)
    },
  }),

  endpoint('org/role/add', {
    summary: 'create a role (uuid unique in the enterprise: 3401)',
    auth: 'manage_orgal_role',
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        await assertUuidFree(trx, caller.orgId, body.uuid)
        const row = await trx
          .insertInto('roles')
          .values({
            id: randomUUID(),
            orgId: caller.orgId,
            uuid: body.uuid,
            name: body.name,
            auths: JSON.stringify(body.auths),
            remark: body.remark ?? '',
            createdAt: now,
            updatedAt: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        const after = roleView(row)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'role',
          objectId: row.id,
          action: 'add',
          after,
        })
        return after
      }),
  }),

  endpoint('org/role/edit', {
    summary: "change a role's uuid, name, permission keys or remark",
    auth: 'manage_orgal_role',
    idFields: { id: 'role' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const { id, auths, ...fields } = body
        if (fields.uuid !== undefined) await assertUuidFree(trx, caller.orgId, fields.uuid, id)
        const before = await trx
          .selectFrom('roles')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
        const row = await trx
          .updateTable('roles')
          .set({ ...fields, ...(auths !== undefined && { auths: JSON.stringify(auths) }), updatedAt: now })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow()
        const after = roleView(row)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'role',
          objectId: id,
          action: 'edit',
          before: roleView(before),
          after,
        })
        return after
      }),
  }),

  endpoint('org/role/delete', {
    summary: 'delete a role no account holds (10004 otherwise)',
    auth: 'manage_orgal_role',
    idFields: { id: 'role' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const holder = await trx
          .selectFrom('accounts')
          .select('id')
          .where('roleId', '=', body.id)
          .executeTakeFirst()
        if (holder) fail(Code.inUse)
        const before = await trx
          .selectFrom('roles')
          .selectAll()
          .where('id', '=', body.id)
          .executeTakeFirstOrThrow()
        await trx.deleteFrom('roles').where('id', '=', body.id).execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'role',
          objectId: body.id,
          action: 'delete',
          before: roleView(before),
        })
        return null
      }),
  }),
]
