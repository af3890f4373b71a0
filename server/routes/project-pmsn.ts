// Project users and permissions (`project/pmsn/*`, platform spec §6): permissions of query, add, edit
// and delete on some or all pages, each held by some accounts. Managed by the project's owner,
// administrators and operation accounts.
import { randomUUID } from 'node:crypto'
import { actorOf, recordChange } from '../oplog/record.ts'
import {
  assertPagesOfProject,
  assertPermissionTitleFree,
  assertRoomForPermission,
  permissionViews,
  setPermissionUsers,
} from '../projects/permissions.ts'
import type { Db } from '../storage/db.ts'
import { assertProjectManager } from '../tenancy/project-access.ts'
import { idsIn } from '../tenancy/scope.ts'
import { endpoint } from './endpoint.ts'

const KEY = 'manage_eg_project'

const permissionRow = (db: Db, id: string) =>
  db.selectFrom('projectPermissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

async function permissionView(db: Db, id: string) {
  return (await permissionViews(db, [await permissionRow(db, id)]))[0]!
}

const uniqueIds = (value: string | string[] | undefined) => [...new Set(idsIn(value))]

export const projectPermissionRoutes = [
  endpoint('project/pmsn/query', {
    summary: "a project's permissions (at most 10) with the accounts holding each",
    auth: KEY,
    idFields: { projectId: 'project' },
    handler: async ({ body, caller, s }) => {
      await assertProjectManager(s.db, caller, body.projectId)
      const rows = await s.db
        .selectFrom('projectPermissions')
        .selectAll()
        .where('projectId', '=', body.projectId)
        .orderBy('createdAt')
        .orderBy('title')
        .execute()
      return permissionViews(s.db, rows)
    },
  }),

  endpoint('project/pmsn/queryNoPmsnUser', {
    summary: 'internal and external accounts of the enterprise holding no permission of the project',
    auth: KEY,
    idFields: { projectId: 'project' },
    handler: async ({ body, caller, s }) => {
      await assertProjectManager(s.db, caller, body.projectId)
      return s.db
        .selectFrom('accounts')
        .select(['id as accountId', 'loginname'])
        .where('orgId', '=', caller.orgId)
        .where('roleType', 'not in', ['admin', 'operation'])
        .where(
          'id',
          'not in',
          s.db.selectFrom('projectUsers').select('accountId').where('projectId', '=', body.projectId),
        )
        .orderBy('loginname')
        .execute()
    },
  }),

  endpoint('project/pmsn/add', {
    summary: 'create a project permission (title unique: 1903; at most 10: 1904; 50 accounts: 2602)',
    auth: KEY,
    idFields: { projectId: 'project', pageIds: 'page', accountIds: 'account' },
    handler: async ({ body, caller, s, now }) => {
      await assertProjectManager(s.db, caller, body.projectId)
      return s.db.transaction().execute(async (trx) => {
        await assertPermissionTitleFree(trx, body.projectId, body.title)
        await assertRoomForPermission(trx, body.projectId)
        const pageIds = uniqueIds(body.pageIds)
        await assertPagesOfProject(trx, body.projectId, pageIds)
        const row = await trx
          .insertInto('projectPermissions')
          .values({
            id: randomUUID(),
            orgId: caller.orgId,
            projectId: body.projectId,
            title: body.title,
            actions: JSON.stringify(body.actions),
            pageIds: JSON.stringify(pageIds),
            createdAt: now,
            updatedAt: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        await setPermissionUsers(trx, row, uniqueIds(body.accountIds), now)
        const after = await permissionView(trx, row.id)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'projectPermission',
          objectId: row.id,
          action: 'add',
          after,
        })
        return after
      })
    },
  }),

  endpoint('project/pmsn/edit', {
    summary: "change a permission's title, actions, pages or accounts (accountIds replaces its users)",
    auth: KEY,
    idFields: { id: 'projectPermission', pageIds: 'page', accountIds: 'account' },
    handler: async ({ body, caller, s, now }) => {
      const current = await permissionRow(s.db, body.id)
      await assertProjectManager(s.db, caller, current.projectId)
      return s.db.transaction().execute(async (trx) => {
        const before = await permissionView(trx, body.id)
        if (body.title !== undefined)
          await assertPermissionTitleFree(trx, current.projectId, body.title, body.id)
        const pageIds = body.pageIds === undefined ? undefined : uniqueIds(body.pageIds)
        if (pageIds) await assertPagesOfProject(trx, current.projectId, pageIds)
        await trx
          .updateTable('projectPermissions')
          .set({
            ...(body.title !== undefined && { title: body.title }),
            ...(body.actions !== undefined && { actions: JSON.stringify(body.actions) }),
            ...(pageIds !== undefined && { pageIds: JSON.stringify(pageIds) }),
            updatedAt: now,
          })
          .where('id', '=', body.id)
          .execute()
        if (body.accountIds !== undefined)
          await setPermissionUsers(trx, current, uniqueIds(body.accountIds), now)
        const after = await permissionView(trx, body.id)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'projectPermission',
          objectId: body.id,
          action: 'edit',
          before,
          after,
        })
        return after
      })
    },
  }),

  endpoint('project/pmsn/delete', {
    summary: 'delete a permission; its accounts leave the project (they hold no permission of it)',
    auth: KEY,
    idFields: { id: 'projectPermission' },
    handler: async ({ body, caller, s, now }) => {
      const current = await permissionRow(s.db, body.id)
      await assertProjectManager(s.db, caller, current.projectId)
      return s.db.transaction().execute(async (trx) => {
        const before = await permissionView(trx, body.id)
        await trx.deleteFrom('projectUsers').where('permissionId', '=', body.id).execute()
        await trx.deleteFrom('projectPermissions').where('id', '=', body.id).execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'projectPermission',
          objectId: body.id,
          action: 'delete',
          before,
        })
        return null
      })
    },
  }),
]
