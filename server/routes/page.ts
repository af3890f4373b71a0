// Page calls (`project/page/*`, `configuration/page/queryHome`): the pages of a project, a device or a
// template (designer routes /manage/project|eg|template/{id}/designer/{pageId}) in one table — list,
// add, delete, password, start page, the page JSON, and the designer's save form post.
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import { PageOwnerBody, PageSize, PageTitle } from '../../schemas/api/project-page.ts'
import type { PageInfo } from '../../schemas/entities/project.ts'
import type { Page } from '../../schemas/page.ts'
import { check } from '../../schemas/validate.ts'
import { guardGuess } from '../auth/guess-limit.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import { fail } from '../http/api-error.ts'
import { actorOf } from '../oplog/record.ts'
import { logPage, ownerDocumentFields, pageRow, pagesFor, summaryOf } from '../projects/page-list.ts'
import { startingDocument } from '../projects/page-templates.ts'
import { isPageUnlocked, unlockPage } from '../projects/page-unlock.ts'
import {
  assertMayOpen,
  assertOwnerAction,
  assertPageFormats,
  assertPagePassword,
  assertRoomForPage,
  assertTitleFree,
  documentOf,
  emptyPage,
  ensureStartPage,
  mayOwnerAction,
  nextSort,
  ownerColumns,
  ownerOfBody,
  ownerOfRow,
  pageOfFile,
  sameOwner,
  setStartPage,
} from '../projects/pages.ts'
import { cleanRichTexts } from '../projects/rich-text.ts'
import { pageSummaryView } from '../projects/views.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

const OWNER_ID_FIELDS = { projectId: 'project', equipmentId: 'device', templateId: 'template' } as const
/** The owners of pages to open: a project granted to the caller's enterprise too (issue 32). */
const WATCH_OWNER_ID_FIELDS = { ...OWNER_ID_FIELDS, projectId: 'watchProject' } as const

/** The fields of `o` that are set. */
const clean = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>

/** A container value from the form or the file, within the form's own rules (10001 otherwise). */
function within<T>(schema: object, field: string, value: T): T {
  if (!check(schema, value).ok) fail(Code.paramInvalid, { field })
  return value
}

export const pageRoutes = [
  endpoint('project/page/query', {
    summary: 'the pages of a project (those the caller may open), a device or a template, in order',
    auth: 'user',
    idFields: WATCH_OWNER_ID_FIELDS,
    handler: async ({ body, caller, s }) => {
      const owner = ownerOfBody(body)
      await assertOwnerAction(s.db, caller, owner, 'query')
      return pagesFor(s.db, caller, owner)
    },
  }),

  endpoint('project/page/add', {
    summary:
      'add a page, empty or from a page template or configuration model (title unique per owner: 1901; at most 100: 1902; first main page starts)',
    auth: 'user',
    idFields: { ...OWNER_ID_FIELDS, pageTemplateId: 'pageTemplate' },
    handler: async ({ body, caller, s, now }) => {
      const owner = ownerOfBody(body)
      await assertOwnerAction(s.db, caller, owner, 'add')
      return s.db.transaction().execute(async (trx) => {
        await assertTitleFree(trx, owner, body.title)
        await assertRoomForPage(trx, owner)
        const id = randomUUID()
        const size = { title: body.title, width: body.width, height: body.height }
        const start = await startingDocument(trx, body)
        const document = start ? { ...start, con: { ...start.con, ...clean(size) } } : emptyPage(size)
        document.con = { ...document.con, ...ownerDocumentFields(owner) }
        await trx
          .insertInto('pages')
          .values({
            id,
            orgId: caller.orgId,
            ...ownerColumns(owner),
            title: body.title,
            kind: body.kind ?? 'main',
            width: Math.round(document.con.width),
            height: Math.round(document.con.height),
            passwordHash: null,
            document: JSON.stringify(document),
            sort: await nextSort(trx, owner),
            createdAt: now,
            updatedAt: now,
          })
          .execute()
        await ensureStartPage(trx, owner, now)
        return logPage(trx, actorOf(caller), now, id, 'add')
      })
    },
  }),

  endpoint('project/page/delete', {
    summary: 'delete a page (the first main page left becomes the start page)',
    auth: 'user',
    idFields: { id: 'page' },
    handler: async ({ body, caller, s, now }) => {
      const owner = ownerOfRow(await pageRow(s.db, body.id))
      await assertOwnerAction(s.db, caller, owner, 'delete')
      return s.db.transaction().execute(async (trx) => {
        const before = await summaryOf(trx, body.id)
        await trx.deleteFrom('pages').where('id', '=', body.id).execute()
        await ensureStartPage(trx, owner, now)
        return logPage(trx, actorOf(caller), now, body.id, 'delete', before)
      })
    },
  }),

  endpoint('project/page/editPwd', {
    summary: "set a page's password (no commas or spaces; hashed) or remove it with ''",
    auth: 'user',
    idFields: { id: 'page' },
    handler: async ({ body, caller, s, now }) => {
      const row = await pageRow(s.db, body.id)
      await assertOwnerAction(s.db, caller, ownerOfRow(row), 'edit')
      assertPagePassword(body.password)
      const passwordHash = body.password ? await hashPassword(body.password) : null
      const document = documentOf(row)
      document.con = { ...document.con, checkpwd: passwordHash !== null, password: '' }
      return s.db.transaction().execute(async (trx) => {
        const before = await summaryOf(trx, body.id)
        await trx
          .updateTable('pages')
          .set({ passwordHash, document: JSON.stringify(document), updatedAt: now })
          .where('id', '=', body.id)
          .execute()
        return logPage(trx, actorOf(caller), now, body.id, 'editPwd', before)
      })
    },
  }),

  endpoint('project/page/setStart', {
    summary: "make a main page its owner's start page",
    auth: 'user',
    idFields: { id: 'page' },
    handler: async ({ body, caller, s, now }) => {
      const row = await pageRow(s.db, body.id)
      const owner = ownerOfRow(row)
      await assertOwnerAction(s.db, caller, owner, 'edit')
      if (row.kind !== 'main') fail(Code.paramInvalid, { field: 'id', reason: 'sub page' })
      return s.db.transaction().execute(async (trx) => {
        const before = await summaryOf(trx, body.id)
        await setStartPage(trx, owner, body.id, now)
        return logPage(trx, actorOf(caller), now, body.id, 'setStart', before)
      })
    },
  }),

  endpoint('project/page/info', {
    summary:
      'one page with its page JSON (con.password is never sent); a protected page’s widgets only once its password was given in this session, or to its designers',
    auth: 'user',
    idFields: { id: 'watchPage' },
    handler: async ({ body, caller, s, now }): Promise<PageInfo> => {
      const row = await pageRow(s.db, body.id)
      await assertMayOpen(s.db, caller, row)
      const owner = ownerOfRow(row)
      const checkpwd = row.passwordHash !== null
      const locked =
        checkpwd &&
        !(await mayOwnerAction(s.db, caller, owner, 'edit')) &&
        !(await isPageUnlocked(s.db, caller, row.id, now))
      const document: Page = documentOf(row)
      const json = locked ? { ...emptyPage(document.con), con: document.con } : document
      json.con = { ...json.con, ...ownerDocumentFields(owner), checkpwd, password: '' }
      return { ...pageSummaryView(row), checkpwd, locked, json }
    },
  }),

  endpoint('project/page/validPassword', {
    summary:
      "check a page's password (2502 when wrong, 1005 after too many wrong; a page without one accepts any)",
    auth: 'user',
    idFields: { id: 'watchPage' },
    handler: async ({ body, caller, s, now }) => {
      const row = await pageRow(s.db, body.id)
      await assertMayOpen(s.db, caller, row)
      const hash = row.passwordHash
      if (hash) {
        const guess = { kind: 'pagePassword', target: row.id, accountId: caller.accountId, now } as const
        await guardGuess(s.db, guess, Code.publicWrongPassword, () => verifyPassword(hash, body.password))
        await unlockPage(s.db, caller, row.id, now)
      }
      return true
    },
  }),

  endpoint('project/page/save', {
    summary:
      'the designer’s multipart save: container fields and the page JSON file `json` (checked against Page); without id a new page',
    auth: 'user',
    idFields: { id: 'page', ...OWNER_ID_FIELDS },
    handler: async ({ body, caller, s, now }) => {
      const existing = body.id ? await pageRow(s.db, body.id) : undefined
      const named = body.projectId || body.equipmentId || body.templateId ? ownerOfBody(body) : undefined
      const owner = existing ? ownerOfRow(existing) : ownerOfBody(body)
      if (named && !sameOwner(owner, named)) fail(Code.paramInvalid, { field: 'projectId', reason: 'owner' })
      await assertOwnerAction(s.db, caller, owner, existing ? 'edit' : 'add')

      const fromFile = body.json ? pageOfFile(body.json.data) : undefined
      const base = fromFile ?? (existing ? documentOf(existing) : emptyPage({}))
      const given = Object.fromEntries(
        (['title', 'width', 'height', 'fit', 'bgColor', 'bgImage', 'follow', 'adaption'] as const)
          .filter((k) => body[k] !== undefined)
          .map((k) => [k, body[k]]),
      )
      const con = { ...base.con, ...given }
      const title = within(
        PageTitle,
        'title',
        con.title || existing?.title || fail(Code.paramMissing, { field: 'title' }),
      )
      const width = Math.round(within(PageSize, 'width', con.width))
      const height = Math.round(within(PageSize, 'height', con.height))
      const checkpwd =
        body.checkpwd ?? fromFile?.con.checkpwd ?? (existing ? existing.passwordHash !== null : false)
      const password = body.password || fromFile?.con.password || ''
      assertPagePassword(password)
      const passwordHash = !checkpwd
        ? null
        : password
          ? await hashPassword(password)
          : (existing?.passwordHash ?? fail(Code.paramMissing, { field: 'password' }))
      const document: Page = {
        ...base,
        con: { ...con, ...ownerDocumentFields(owner), title, width, height, checkpwd, password: '' },
      }
      assertPageFormats(document)
      await cleanRichTexts(document)

      return s.db.transaction().execute(async (trx) => {
        await assertTitleFree(trx, owner, title, existing?.id)
        const fields = {
          title,
          width,
          height,
          passwordHash,
          document: JSON.stringify(document),
          updatedAt: now,
        }
        if (existing) {
          const before = await summaryOf(trx, existing.id)
          await trx.updateTable('pages').set(fields).where('id', '=', existing.id).execute()
          return logPage(trx, actorOf(caller), now, existing.id, 'edit', before)
        }
        await assertRoomForPage(trx, owner)
        const id = randomUUID()
        await trx
          .insertInto('pages')
          .values({
            id,
            orgId: caller.orgId,
            ...ownerColumns(owner),
            kind: 'main',
            sort: await nextSort(trx, owner),
            createdAt: now,
            ...fields,
          })
          .execute()
        await ensureStartPage(trx, owner, now)
        return logPage(trx, actorOf(caller), now, id, 'add')
      })
    },
  }),

  route({
    path: 'configuration/page/queryHome',
    summary: 'the home page of a project, a device or a template: its start page, else its first main page',
    bodySchema: PageOwnerBody,
    auth: 'user',
    idFields: WATCH_OWNER_ID_FIELDS,
    handler: async ({ body, caller, s }) => {
      const owner = ownerOfBody(body)
      await assertOwnerAction(s.db, caller, owner, 'query')
      const pages = await pagesFor(s.db, caller, owner)
      return pages.find((p) => p.isStart) ?? pages.find((p) => p.kind === 'main') ?? pages[0] ?? null
    },
  }),
]
