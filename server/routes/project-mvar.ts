// Memory variables (`project/mvar/*`, `project/report/mvar/validStatistics`; designer spec §7): sum,
// avg, min or max of signals of the project's devices, or a custom formula over placeholders
// {equipId.signalId}. Names are unique in the project (90007).
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import { MvarStatisticsBody } from '../../schemas/api/project-mvar.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import {
  assertMvarNameFree,
  definitionOf,
  formulaSignals,
  inputsWithoutHistory,
  mvarViews,
} from '../projects/mvars.ts'
import type { Db } from '../storage/db.ts'
import { assertProjectAction } from '../tenancy/project-access.ts'
import { idsIn } from '../tenancy/scope.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

const KEY = 'manage_eg_project'

const mvarRow = (db: Db, id: string) =>
  db.selectFrom('memoryVariables').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

const mvarsOf = (db: Db, projectId: string) =>
  db
    .selectFrom('memoryVariables')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('createdAt')
    .orderBy('name')

async function mvarView(db: Db, id: string) {
  return (await mvarViews(db, [await mvarRow(db, id)]))[0]!
}

export const projectMvarRoutes = [
  endpoint('project/mvar/query', {
    summary: "page through a project's memory variables",
    auth: 'user',
    idFields: { projectId: 'watchProject' },
    handler: async ({ body, caller, s }) => {
      await assertProjectAction(s.db, caller, body.projectId, 'query')
      const query = mvarsOf(s.db, body.projectId).$if(!!body.keyword, (qb) =>
        qb.where('name', 'like', `%${body.keyword}%`),
      )
      const page = await pageOf(query, body, (row) => row)
      return { ...page, list: await mvarViews(s.db, page.list) }
    },
  }),

  endpoint('project/mvar/queryAll', {
    summary: "a project's memory variables: those of ids (comma-joined), or all",
    auth: 'user',
    idFields: { projectId: 'watchProject', ids: 'watchMvar' },
    handler: async ({ body, caller, s }) => {
      await assertProjectAction(s.db, caller, body.projectId, 'query')
      const ids = idsIn(body.ids)
      const rows = await mvarsOf(s.db, body.projectId)
        .$if(ids.length > 0, (qb) => qb.where('id', 'in', ids))
        .execute()
      return mvarViews(s.db, rows)
    },
  }),

  endpoint('project/mvar/add', {
    summary:
      'create a memory variable (inputs: signals of the project’s devices; a custom formula is checked)',
    auth: KEY,
    idFields: { projectId: 'project', signalIds: 'variable' },
    handler: async ({ body, caller, s, now }) => {
      await assertProjectAction(s.db, caller, body.projectId, 'add')
      return s.db.transaction().execute(async (trx) => {
        await assertMvarNameFree(trx, body.projectId, body.name)
        const definition = await definitionOf(
          trx,
          body.projectId,
          body.calcType,
          body.formula,
          body.signalIds,
        )
        const id = randomUUID()
        await trx
          .insertInto('memoryVariables')
          .values({
            id,
            orgId: caller.orgId,
            projectId: body.projectId,
            name: body.name,
            kind: body.calcType,
            formula: definition.formula,
            signalIds: JSON.stringify(definition.signals.map((x) => x.signalId)),
            createdAt: now,
            updatedAt: now,
          })
          .execute()
        const after = await mvarView(trx, id)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'mvar',
          objectId: id,
          action: 'add',
          after,
        })
        return after
      })
    },
  }),

  endpoint('project/mvar/edit', {
    summary: "change a memory variable's name, calc type, formula or input signals",
    auth: KEY,
    idFields: { id: 'mvar', signalIds: 'variable' },
    handler: async ({ body, caller, s, now }) => {
      const current = await mvarRow(s.db, body.id)
      await assertProjectAction(s.db, caller, current.projectId, 'edit')
      return s.db.transaction().execute(async (trx) => {
        const before = await mvarView(trx, body.id)
        if (body.name !== undefined) await assertMvarNameFree(trx, current.projectId, body.name, body.id)
        const calcType = body.calcType ?? before.calcType
        const definition = await definitionOf(
          trx,
          current.projectId,
          calcType,
          body.formula ?? before.formula,
          body.signalIds ?? before.signals.map((x) => x.signalId),
        )
        await trx
          .updateTable('memoryVariables')
          .set({
            ...(body.name !== undefined && { name: body.name }),
            kind: calcType,
            formula: definition.formula,
            signalIds: JSON.stringify(definition.signals.map((x) => x.signalId)),
            updatedAt: now,
          })
          .where('id', '=', body.id)
          .execute()
        const after = await mvarView(trx, body.id)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'mvar',
          objectId: body.id,
          action: 'edit',
          before,
          after,
        })
        return after
      })
    },
  }),

  endpoint('project/mvar/delete', {
    summary: 'delete a memory variable (widgets bound to it are cleared on their next load)',
    auth: KEY,
    idFields: { id: 'mvar' },
    handler: async ({ body, caller, s, now }) => {
      const current = await mvarRow(s.db, body.id)
      await assertProjectAction(s.db, caller, current.projectId, 'delete')
      return s.db.transaction().execute(async (trx) => {
        const before = await mvarView(trx, body.id)
        await trx.deleteFrom('memoryVariables').where('id', '=', body.id).execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'mvar',
          objectId: body.id,
          action: 'delete',
          before,
        })
        return null
      })
    },
  }),

  endpoint('project/mvar/validFormulaVar', {
    summary: 'check a custom formula: syntax, and every {equipId.signalId} a signal of the project (10001)',
    auth: 'user',
    idFields: { projectId: 'project' },
    handler: async ({ body, caller, s }) => {
      await assertProjectAction(s.db, caller, body.projectId, 'query')
      return { signals: await formulaSignals(s.db, body.projectId, body.formula) }
    },
  }),

  route({
    path: 'project/report/mvar/validStatistics',
    summary: 'check memory variables can be used in statistics: every input kept in a history report (10001)',
    bodySchema: MvarStatisticsBody,
    auth: 'user',
    idFields: { projectId: 'project', ids: 'mvar' },
    handler: async ({ body, caller, s }) => {
      await assertProjectAction(s.db, caller, body.projectId, 'query')
      const ids = [...new Set(idsIn(body.ids))]
      const rows = await mvarsOf(s.db, body.projectId).where('id', 'in', ids).execute()
      if (rows.length !== ids.length) fail(Code.noDataOrPermission)
      const invalid = await inputsWithoutHistory(s.db, await mvarViews(s.db, rows))
      if (invalid.length > 0) fail(Code.paramInvalid, { field: 'ids', reason: 'noHistory', mvars: invalid })
      return { ids }
    },
  }),
]
