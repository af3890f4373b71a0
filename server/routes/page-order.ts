// The designer's page switcher calls (issue 30): copy a page beside itself, move a page in its owner's
// order, and the page templates: save a page as one (or, for a platform administrator, publish it as a
// configuration model), list them, delete one.
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import { PLATFORM_ADMIN_KEY } from '../../schemas/api/permissions.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { logPage, ownerDocumentFields, pageRow, pagesFor } from '../projects/page-list.ts'
import { publishModel, saveTemplate, templateDocument, templatesFor } from '../projects/page-templates.ts'
import {
  assertMayOpen,
  assertOwnerAction,
  assertRoomForPage,
  assertTitleFree,
  documentOf,
  nextSort,
  ownerOfRow,
  pagesOf,
} from '../projects/pages.ts'
import { endpoint } from './endpoint.ts'

export const pageOrderRoutes = [
  endpoint('project/page/copy', {
    summary: 'copy a page (its content, size and password) to the end of its owner’s pages as `title`',
    auth: 'user',
    idFields: { id: 'page' },
    handler: async ({ body, caller, s, now }) => {
      const row = await pageRow(s.db, body.id)
      const owner = ownerOfRow(row)
      await assertOwnerAction(s.db, caller, owner, 'add')
      return s.db.transaction().execute(async (trx) => {
        await assertTitleFree(trx, owner, body.title)
        await assertRoomForPage(trx, owner)
        const id = randomUUID()
        const document = documentOf(row)
        document.con = { ...document.con, ...ownerDocumentFields(owner), title: body.title }
        await trx
          .insertInto('pages')
          .values({
            id,
            orgId: row.orgId,
            projectId: row.projectId,
            deviceId: row.deviceId,
            templateId: row.templateId,
            title: body.title,
            kind: row.kind,
            width: row.width,
            height: row.height,
            passwordHash: row.passwordHash,
            document: JSON.stringify(document),
            sort: await nextSort(trx, owner),
            createdAt: now,
            updatedAt: now,
          })
          .execute()
        return logPage(trx, actorOf(caller), now, id, 'add')
      })
    },
  }),

  endpoint('project/page/move', {
    summary:
      'move a page to place `to` (0 first, past the end: last) of its owner’s pages; answers them in order',
    auth: 'user',
    idFields: { id: 'page' },
    handler: async ({ body, caller, s, now }) => {
      const owner = ownerOfRow(await pageRow(s.db, body.id))
      await assertOwnerAction(s.db, caller, owner, 'edit')
      await s.db.transaction().execute(async (trx) => {
        const rows = await pagesOf(trx, owner)
          .select('id')
          .orderBy('sort')
          .orderBy('createdAt')
          .orderBy('id')
          .execute()
        const order = rows.map((r) => r.id).filter((id) => id !== body.id)
        order.splice(Math.min(body.to, order.length), 0, body.id)
        for (const [sort, id] of order.entries())
          await trx.updateTable('pages').set({ sort }).where('id', '=', id).execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'page',
          objectId: body.id,
          action: 'move',
          after: { to: body.to },
        })
      })
      return pagesFor(s.db, caller, owner)
    },
  }),

  endpoint('project/page/template/query', {
    summary:
      'the page templates a new page may start from: the enterprise’s, then the published configuration models',
    auth: 'user',
    handler: ({ caller, s }) => templatesFor(s.db, caller),
  }),

  endpoint('project/page/template/save', {
    summary:
      'save a page as a template of the enterprise (title taken: 90007); `asModel` publishes it as a configuration model (platform administrators: 90008 otherwise)',
    auth: 'user',
    idFields: { pageId: 'page' },
    handler: async ({ body, caller, s, now }) => {
      const row = await pageRow(s.db, body.pageId)
      await assertMayOpen(s.db, caller, row)
      await assertOwnerAction(s.db, caller, ownerOfRow(row), 'edit')
      const document = templateDocument(documentOf(row))
      if (body.asModel && !caller.auths.has(PLATFORM_ADMIN_KEY)) fail(Code.noAccess)
      const saved = body.asModel
        ? await publishModel(s.db, body.title, document, now)
        : await saveTemplate(s.db, caller, randomUUID(), body.title, document, now)
      await recordChange(s.db, actorOf(caller), now, {
        objectType: body.asModel ? 'catalog.configModel' : 'pageTemplate',
        objectId: saved.id,
        action: 'add',
        after: { title: saved.title, pageId: body.pageId },
      })
      return saved
    },
  }),

  endpoint('project/page/template/delete', {
    summary: 'delete a page template of the enterprise',
    auth: 'user',
    idFields: { pageTemplateId: 'pageTemplate' },
    handler: async ({ body, caller, s, now }) => {
      await s.db.deleteFrom('pageTemplates').where('id', '=', body.pageTemplateId).execute()
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'pageTemplate',
        objectId: body.pageTemplateId,
        action: 'delete',
      })
      return null
    },
  }),
]
