// Pages of a project, a device or a template: whose a page is, who may change it, the per-owner limits
// (title unique: 1901; at most 100 pages: 1902), the start page, and the stored page JSON. The stored
// document never holds a password: its `con.password` is '' and `checkpwd` mirrors the stored hash.
import type { Selectable } from 'kysely'
import { Value } from 'typebox/value'
import { Code } from '../../core/i18n/codes.ts'
import { checkAddition } from '../../core/page/limits.ts'
import { badColourIn, COLOUR_FORMAT } from '../../core/validation/colour.ts'
import { pagePassword } from '../../core/validation/password.ts'
import { URL_FORMATS, unsafeUrlIn } from '../../core/validation/url.ts'
import type { PageOwnerBody } from '../../schemas/api/project-page.ts'
import type { ProjectAction } from '../../schemas/entities/project.ts'
import { Container, Page } from '../../schemas/page.ts'
import { check } from '../../schemas/validate.ts'
import { ApiError, fail } from '../http/api-error.ts'
import { deeperThan } from '../http/depth.ts'
import { codeOfSchemaErrors } from '../http/validate-body.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonObject } from '../storage/json.ts'
import type { PageTable } from '../storage/tables/projects.ts'
import type { Caller } from '../tenancy/caller.ts'
import { assertProjectAction, mayOpenPage, projectRights } from '../tenancy/project-access.ts'

/** Nesting of a page JSON: groups within groups, about 25 levels deep, and their widgets' option groups. */
export const PAGE_MAX_DEPTH = 64

/** Platform spec §9: at most 100 pages per project (1902); the same bound holds for devices and templates. */
export const MAX_PAGES_PER_OWNER = 100

export type PageOwner =
  | { kind: 'project'; id: string }
  | { kind: 'device'; id: string }
  | { kind: 'template'; id: string }

const OWNER_COLUMN = { project: 'projectId', device: 'deviceId', template: 'templateId' } as const

/** The one owner a body names (10003 when none, 10001 when several). */
export function ownerOfBody(body: PageOwnerBody): PageOwner {
  const named: PageOwner[] = []
  if (body.projectId) named.push({ kind: 'project', id: body.projectId })
  if (body.equipmentId) named.push({ kind: 'device', id: body.equipmentId })
  if (body.templateId) named.push({ kind: 'template', id: body.templateId })
  if (named.length === 0) fail(Code.paramMissing, { field: 'projectId', reason: 'owner' })
  if (named.length > 1) fail(Code.paramInvalid, { field: 'projectId', reason: 'one owner' })
  return named[0]!
}

export function ownerOfRow(
  row: Pick<Selectable<PageTable>, 'projectId' | 'deviceId' | 'templateId'>,
): PageOwner {
  if (row.projectId) return { kind: 'project', id: row.projectId }
  if (row.deviceId) return { kind: 'device', id: row.deviceId }
  return { kind: 'template', id: row.templateId ?? '' }
}

export const sameOwner = (a: PageOwner, b: PageOwner): boolean => a.kind === b.kind && a.id === b.id

export const ownerColumns = (owner: PageOwner) => ({
  projectId: owner.kind === 'project' ? owner.id : null,
  deviceId: owner.kind === 'device' ? owner.id : null,
  templateId: owner.kind === 'template' ? owner.id : null,
})

/** The pages of one owner. */
export const pagesOf = (db: Db, owner: PageOwner) =>
  db.selectFrom('pages').where(OWNER_COLUMN[owner.kind], '=', owner.id)

/**
 * Changing an owner's pages: on a project the project-level action; a device's pages are open to the
 * accounts authorised for the device (the scope checked that); a template's are read by its enterprise
 * and changed by its owner, administrators and operation accounts.
 */
export async function assertOwnerAction(db: Db, caller: Caller, owner: PageOwner, action: ProjectAction) {
  if (owner.kind === 'project') await assertProjectAction(db, caller, owner.id, action)
  if (owner.kind === 'template' && action !== 'query' && !caller.isOperation) {
    const template = await db
      .selectFrom('templates')
      .select('ownerId')
      .where('id', '=', owner.id)
      .executeTakeFirst()
    if (template?.ownerId !== caller.accountId) fail(Code.noAccess, { required: 'template:owner' })
  }
}

/** Whether the caller may take `action` on the owner's pages (assertOwnerAction's rule, as a yes or no). */
export async function mayOwnerAction(db: Db, caller: Caller, owner: PageOwner, action: ProjectAction) {
  try {
    await assertOwnerAction(db, caller, owner, action)
    return true
  } catch (e) {
    if (e instanceof ApiError && e.code === Code.noAccess) return false
    throw e
  }
}

/** Reading a page: on a project the caller's permission must cover it. */
export async function assertMayOpen(db: Db, caller: Caller, page: { id: string; projectId: string | null }) {
  if (!page.projectId) return
  if (!mayOpenPage(await projectRights(db, caller, page.projectId), page.id)) {
    fail(Code.noAccess, { required: 'project:query' })
  }
}

export async function assertTitleFree(db: Db, owner: PageOwner, title: string, exceptId?: string) {
  const taken = await pagesOf(db, owner).select('id').where('title', '=', title).executeTakeFirst()
  if (taken && taken.id !== exceptId) fail(Code.pageTitleExists, { title })
}

/** Page password entry (core/validation): no commas, ASCII or full-width, and no white space (10001). */
export function assertPagePassword(password: string) {
  const reason = pagePassword(password)
  if (reason) fail(Code.paramInvalid, { field: 'password', reason: reason.key })
}

/** A new page goes after the owner's others. */
export async function nextSort(db: Db, owner: PageOwner): Promise<number> {
  const row = await pagesOf(db, owner)
    .select((eb) => eb.fn.max('sort').as('sort'))
    .executeTakeFirst()
  return Number(row?.sort ?? -1) + 1
}

export async function assertRoomForPage(db: Db, owner: PageOwner) {
  const row = await pagesOf(db, owner)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  if (Number(row?.n ?? 0) >= MAX_PAGES_PER_OWNER) fail(Code.tooManyPages, { max: MAX_PAGES_PER_OWNER })
}

/** The owner's start page after a change: kept if there is one, else its first main page. */
export async function ensureStartPage(db: Db, owner: PageOwner, now: number) {
  const start = await pagesOf(db, owner).select('id').where('isStart', '=', 1).executeTakeFirst()
  if (start) return
  const first = await pagesOf(db, owner)
    .select('id')
    .where('kind', '=', 'main')
    .orderBy('sort')
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst()
  if (first)
    await db.updateTable('pages').set({ isStart: 1, updatedAt: now }).where('id', '=', first.id).execute()
}

export async function setStartPage(db: Db, owner: PageOwner, id: string, now: number) {
  await db.updateTable('pages').set({ isStart: 0 }).where(OWNER_COLUMN[owner.kind], '=', owner.id).execute()
  await db.updateTable('pages').set({ isStart: 1, updatedAt: now }).where('id', '=', id).execute()
}

/** The page JSON of a new page: an empty canvas of the container's defaults. */
export function emptyPage(con: Partial<Page['con']>): Page {
  return {
    con: Value.Default(Container, { ...con }) as Page['con'],
    widgets: [],
    bind: Value.Default(Page.properties.bind, {}) as Page['bind'],
  }
}

/**
 * A page JSON file read and checked against `Page` (10002 unreadable JSON, 10001-10003 by the broken
 * schema rule or too deep, 10005 over the designer's widget limits). The container's defaults are filled;
 * the widgets are kept as they came (their defaults fill only the copy that is checked).
 */
export function pageOfFile(data: unknown): Page {
  // a file part is bytes; a JSON body can only imitate one
  if (!(data instanceof Uint8Array)) fail(Code.paramType, { field: 'json', reason: 'not a file' })
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(data))
  } catch {
    fail(Code.paramType, { field: 'json', reason: 'not JSON' })
  }
  if (deeperThan(parsed, PAGE_MAX_DEPTH)) fail(Code.paramInvalid, { field: 'json', reason: 'depth' })
  const result = check(Page, Value.Default(Page, structuredClone(parsed)))
  if (!result.ok) {
    const errors = result.errors
      .slice(0, 10)
      .map((e) => ({ path: `json${e.instancePath}`, rule: e.keyword, message: e.message }))
    fail(codeOfSchemaErrors(result.errors), { field: 'json', errors })
  }
  const page = parsed as Page
  const refused = checkAddition([], page.widgets)
  if (refused) fail(Code.outOfRange, { field: 'json', ...refused })
  return { ...page, con: Value.Default(Container, { ...page.con }) as Page['con'] }
}

/**
 * Every URL field of a page document (click-event and window links, images, backgrounds, widget options
 * named as URLs) passes the allow-list and every colour field (named as colours) holds a CSS colour,
 * else 10001 naming the first refused field like a schema error.
 */
export function assertPageFormats(page: Page) {
  const unsafe = unsafeUrlIn(page)
  const colour = unsafe ? undefined : badColourIn(page)
  if (!unsafe && colour === undefined) return
  const error = unsafe
    ? { path: `json${unsafe.path}`, rule: 'format', message: `${URL_FORMATS[unsafe.kind]}: ${unsafe.reason}` }
    : { path: `json${colour}`, rule: 'format', message: COLOUR_FORMAT }
  fail(Code.paramInvalid, { field: 'json', errors: [error] })
}

/** The stored document of a row, with its container's defaults filled. */
export function documentOf(row: Pick<Selectable<PageTable>, 'document'>): Page {
  const stored = parseJsonObject(row.document) as Partial<Page>
  return {
    con: Value.Default(Container, { ...(stored.con ?? {}) }) as Page['con'],
    widgets: Array.isArray(stored.widgets) ? stored.widgets : [],
    bind: Value.Default(Page.properties.bind, { ...(stored.bind ?? {}) }) as Page['bind'],
  }
}
