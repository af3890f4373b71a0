// Project calls (`project/*`, platform spec §7 "Project"): the list, one project, add, edit, delete,
// order, and sharing (share password: 4 or more letters or digits, stored as an argon2id hash).
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import { sharePassword } from '../../core/validation/password.ts'
import { IdBody } from '../../schemas/api/org.ts'
import { ProjectEditBody, ProjectSeqBody } from '../../schemas/api/project.ts'
import { hashPassword } from '../auth/passwords.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { projectView, projectViewFor, shareInfoView } from '../projects/views.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from '../tenancy/caller.ts'
import { inIds } from '../tenancy/devices.ts'
import { grantedProjectsTo } from '../tenancy/granted.ts'
import { assertProjectAction, assertProjectManager, openProjectIds } from '../tenancy/project-access.ts'
import { idsIn } from '../tenancy/scope.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

const KEY = 'manage_eg_project'

/** The projects the caller may open: its enterprise's, and those granted to it (issue 32). */
const openProjects = (db: Db, caller: Caller, keyword: string | undefined) =>
  db
    .selectFrom('projects')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('id', 'in', openProjectIds(db, caller)),
        inIds(eb, 'id', new Set(grantedProjectsTo(caller).keys())),
      ]),
    )
    .$if(!!keyword, (qb) => qb.where('name', 'like', `%${keyword}%`))
    .orderBy('sort')
    .orderBy('createdAt')
    .orderBy('id')

const projectRow = (db: Db, id: string) =>
  db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

export const projectRoutes = [
  endpoint('project/queryAll', {
    summary: 'page through the projects the caller may open (all of the enterprise for operation accounts)',
    auth: KEY,
    handler: async ({ body, caller, s }) =>
      pageOf(openProjects(s.db, caller, body.keyword), body, projectViewFor(caller)),
  }),

  endpoint('project/queryAllByUser', {
    summary: 'every project the signed-in user may open (owner, permission with query, or operation)',
    auth: 'user',
    handler: async ({ body, caller, s }) =>
      (await openProjects(s.db, caller, body.keyword).execute()).map(projectViewFor(caller)),
  }),

  endpoint('project/info', {
    summary: 'one project with the actions the caller may take in it',
    auth: 'user',
    idFields: { id: 'watchProject' },
    handler: async ({ body, caller, s }) => {
      const rights = await assertProjectAction(s.db, caller, body.id, 'query')
      return {
        ...projectViewFor(caller)(await projectRow(s.db, body.id)),
        actions: [...rights.actions],
        manage: rights.full,
      }
    },
  }),

  endpoint('project/add', {
    summary:
      'create a project owned by the caller, last in order (error display custom, error value 0 by default)',
    auth: KEY,
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        // a new project goes to the end of the enterprise's order
        const last = await trx
          .selectFrom('projects')
          .select((eb) => eb.fn.max('sort').as('sort'))
          .where('orgId', '=', caller.orgId)
          .executeTakeFirst()
        const row = await trx
          .insertInto('projects')
          .values({
            id: randomUUID(),
            orgId: caller.orgId,
            ownerId: caller.accountId,
            name: body.name,
            remark: body.remark ?? '',
            sharePasswordHash: null,
            sort: Number(last?.sort ?? -1) + 1,
            ...(body.errorDisplay && { errorDisplay: body.errorDisplay }),
            ...(body.errorValue !== undefined && { errorValue: body.errorValue }),
            createdAt: now,
            updatedAt: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        const after = projectView(row)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'project',
          objectId: row.id,
          action: 'add',
          after,
        })
        return after
      }),
  }),

  route({
    path: 'project/edit',
    summary: "change a project's name, remark, error value display or default error value",
    bodySchema: ProjectEditBody,
    auth: KEY,
    idFields: { id: 'project' },
    handler: async ({ body, caller, s, now }) => {
      await assertProjectAction(s.db, caller, body.id, 'edit')
      return s.db.transaction().execute(async (trx) => {
        const { id, ...fields } = body
        const before = projectView(await projectRow(trx, id))
        const row = await trx
          .updateTable('projects')
          .set({ ...fields, updatedAt: now })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow()
        const after = projectView(row)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'project',
          objectId: id,
          action: 'edit',
          before,
          after,
        })
        return after
      })
    },
  }),

  route({
    path: 'project/delete',
    summary:
      'delete a project with its pages, equipment bindings, permissions and memory variables (owner or operation)',
    bodySchema: IdBody,
    auth: KEY,
    idFields: { id: 'project' },
    handler: async ({ body, caller, s, now }) => {
      await assertProjectManager(s.db, caller, body.id)
      return s.db.transaction().execute(async (trx) => {
        const before = projectView(await projectRow(trx, body.id))
        await trx.deleteFrom('projects').where('id', '=', body.id).execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'project',
          objectId: body.id,
          action: 'delete',
          before,
        })
        return null
      })
    },
  }),

  route({
    path: 'project/seq/save',
    summary: 'save the order of projects: ids in their new order (each one the caller manages)',
    bodySchema: ProjectSeqBody,
    auth: KEY,
    idFields: { ids: 'project' },
    handler: async ({ body, caller, s, now }) => {
      const ids = [...new Set(idsIn(body.ids))]
      for (const id of ids) await assertProjectManager(s.db, caller, id)
      return s.db.transaction().execute(async (trx) => {
        for (const [sort, id] of ids.entries()) {
          await trx.updateTable('projects').set({ sort, updatedAt: now }).where('id', '=', id).execute()
        }
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'project',
          objectId: ids[0] ?? '',
          action: 'sort',
          after: { ids },
        })
        return null
      })
    },
  }),

  endpoint('project/queryShareInfo', {
    summary: 'whether a project is shared, and its share permissions (top menu, menu, data write)',
    auth: KEY,
    idFields: { projectId: 'project' },
    handler: async ({ body, caller, s }) => {
      await assertProjectManager(s.db, caller, body.projectId)
      return shareInfoView(await projectRow(s.db, body.projectId))
    },
  }),

  endpoint('project/editSharePwd', {
    summary: 'share a project with a password (4 or more letters or digits, hashed) or stop sharing it',
    auth: KEY,
    idFields: { projectId: 'project' },
    handler: async ({ body, caller, s, now }) => {
      await assertProjectManager(s.db, caller, body.projectId)
      const current = await projectRow(s.db, body.projectId)
      let hash: string | null = null
      if (body.shared && body.password) {
        const reason = sharePassword(body.password)
        if (reason)
          fail(Code.paramInvalid, { field: 'password', reason: reason.key, params: reason.params ?? {} })
        hash = await hashPassword(body.password)
      } else if (body.shared) {
        hash = current.sharePasswordHash ?? fail(Code.paramMissing, { field: 'password' })
      }
      return s.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('projects')
          .set({ sharePasswordHash: hash, updatedAt: now })
          .where('id', '=', body.projectId)
          .returningAll()
          .executeTakeFirstOrThrow()
        const after = shareInfoView(row)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'project',
          objectId: body.projectId,
          action: 'editSharePwd',
          before: shareInfoView(current),
          after,
        })
        return after
      })
    },
  }),

  endpoint('project/editShareAuth', {
    summary: 'set the share permissions of a project (top menu, menu permission, data write)',
    auth: KEY,
    idFields: { projectId: 'project' },
    handler: async ({ body, caller, s, now }) => {
      await assertProjectManager(s.db, caller, body.projectId)
      return s.db.transaction().execute(async (trx) => {
        const before = shareInfoView(await projectRow(trx, body.projectId))
        const row = await trx
          .updateTable('projects')
          .set({ shareAuth: JSON.stringify(body.auth), updatedAt: now })
          .where('id', '=', body.projectId)
          .returningAll()
          .executeTakeFirstOrThrow()
        const after = shareInfoView(row)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'project',
          objectId: body.projectId,
          action: 'editShareAuth',
          before,
          after,
        })
        return after
      })
    },
  }),
]
