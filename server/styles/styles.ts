// Enterprise styles (platform spec §1, §3 Theme, §7 Style): an enterprise's own styles and the platform's
// system styles (made by platform administrators, usable by every enterprise), the style an enterprise
// uses, the custom login path (letters, digits, '-'; unique on the platform; never a route of the app),
// and the theme the shell applies (`style/loadStyle`).
import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import { PLATFORM_ADMIN_KEY } from '../../schemas/api/permissions.ts'
import type { FileUpload } from '../../schemas/api/security.ts'
import type { StyleAddBody, StyleEditBody, StyleImagesBody, StyleQueryBody } from '../../schemas/api/style.ts'
import {
  LOGIN_PATH_PATTERN,
  RESERVED_LOGIN_PATHS,
  STYLE_IMAGE_KINDS,
  type StyleImageKind,
  type StyleView,
  type Theme,
} from '../../schemas/entities/style.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, loggedChange, recordChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import type { StyleTable } from '../storage/tables/styles.ts'
import type { Caller } from '../tenancy/caller.ts'
import { pageOf } from '../views/paging.ts'
import { checkImage } from './images.ts'
import { loginLookOf, lookOf } from './looks.ts'

type Row = Selectable<StyleTable>
const OBJECT_TYPE = 'style'

/** Where an uploaded image is served (public: the login page shows it); `v` changes with every change. */
export const imagePath = (prefix: string, row: Row, kind: StyleImageKind) =>
  `${prefix}/style/image/${row.id}/${kind}?v=${Number(row.updatedAt)}`

/** The columns of each image kind: the upload (mime, base64) and the address given instead. */
const IMAGE_COLUMNS = {
  logo: { url: 'logoUrl', mime: 'logoMime', data: 'logoData' },
  favicon: { url: 'faviconUrl', mime: 'faviconMime', data: 'faviconData' },
  background: { url: 'backgroundUrl', mime: 'backgroundMime', data: 'backgroundData' },
} as const satisfies Record<StyleImageKind, Record<string, keyof Row>>

export function imageOf(prefix: string, row: Row, kind: StyleImageKind): string {
  const columns = IMAGE_COLUMNS[kind]
  return row[columns.data] ? imagePath(prefix, row, kind) : row[columns.url]
}

/** The columns set by an address given for an image: it replaces the upload. */
const urlColumns = (kind: StyleImageKind, url: string) => {
  const c = IMAGE_COLUMNS[kind]
  return { [c.url]: url, [c.mime]: '', [c.data]: '' }
}

/** The columns set by an uploaded image (checked here): it replaces the address. */
export function uploadColumns(kind: StyleImageKind, file: FileUpload) {
  const c = IMAGE_COLUMNS[kind]
  return {
    [c.url]: '',
    [c.mime]: checkImage(kind, file),
    [c.data]: Buffer.from(file.data).toString('base64'),
  }
}

export function styleView(prefix: string, row: Row, usedId: string | null): StyleView {
  return {
    id: row.id,
    orgId: row.orgId,
    name: row.name,
    title: row.title,
    logo: imageOf(prefix, row, 'logo'),
    faviconIco: imageOf(prefix, row, 'favicon'),
    webLoginPath: row.webLoginPath ?? '',
    webMainPath: row.webMainPath,
    system: row.system === 1,
    inUse: row.id === usedId,
    login: loginLookOf(row, imageOf(prefix, row, 'background')),
    main: lookOf(row.mainLook),
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
  }
}

export function themeOf(prefix: string, row: Row): Theme {
  const view = styleView(prefix, row, null)
  return {
    isNew: true,
    styleId: row.id,
    title: view.title,
    faviconIco: view.faviconIco,
    logo: view.logo,
    webLoginPath: view.webLoginPath,
    webMainPath: view.webMainPath,
    login: view.login,
    main: view.main,
  }
}

export const styleRow = (db: Db, id: string) =>
  db.selectFrom('styles').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

async function usedStyleId(db: Db, orgId: string): Promise<string | null> {
  const org = await db.selectFrom('enterprises').select('styleId').where('id', '=', orgId).executeTakeFirst()
  return org?.styleId ?? null
}

async function viewOf(db: Db, prefix: string, caller: Caller, id: string): Promise<StyleView> {
  return styleView(prefix, await styleRow(db, id), await usedStyleId(db, caller.orgId))
}

// ---- login path ----

/**
 * The stored form of a login path ('' → null), after its rules: the format (10001 reason 'format'), not a
 * route of the app (10001 reason 'reserved'), not another style's (90007).
 */
export async function checkLoginPath(db: Db, path: string, exceptId?: string): Promise<string | null> {
  if (path === '') return null
  if (!new RegExp(LOGIN_PATH_PATTERN).test(path))
    fail(Code.paramInvalid, { field: 'webLoginPath', reason: 'format' })
  const lower = path.toLowerCase()
  if (RESERVED_LOGIN_PATHS.includes(lower))
    fail(Code.paramInvalid, { field: 'webLoginPath', reason: 'reserved' })
  const taken = await db
    .selectFrom('styles')
    .select('id')
    .where('webLoginPath', '=', lower)
    .$if(!!exceptId, (qb) => qb.where('id', '!=', exceptId!))
    .executeTakeFirst()
  if (taken) fail(Code.nameExists, { field: 'webLoginPath' })
  return lower
}

async function assertNameFree(db: Db, orgId: string, name: string, exceptId?: string) {
  const taken = await db
    .selectFrom('styles')
    .select('id')
    .where('orgId', '=', orgId)
    .where('name', '=', name)
    .$if(!!exceptId, (qb) => qb.where('id', '!=', exceptId!))
    .executeTakeFirst()
  if (taken) fail(Code.nameExists, { field: 'name' })
}

/** A system style is changed only by platform administrators (90008). */
export function assertMayChange(caller: Caller, row: Row) {
  if (row.system === 1 && !caller.auths.has(PLATFORM_ADMIN_KEY))
    fail(Code.noAccess, { required: PLATFORM_ADMIN_KEY })
}

/** Runs a change in a transaction and logs it with the style before and after. */
export async function change(
  s: Services,
  caller: Caller,
  now: number,
  action: string,
  id: string,
  apply: (trx: Db) => Promise<void>,
): Promise<StyleView> {
  const prefix = s.config.prefix
  return loggedChange(
    s.db,
    actorOf(caller),
    now,
    { objectType: OBJECT_TYPE, objectId: id, action },
    (trx) => viewOf(trx, prefix, caller, id),
    apply,
  )
}

// ---- queries ----

/** The enterprise's own styles and those granted to it (`style/auth`), or the system styles. */
export async function queryStyles(s: Services, caller: Caller, body: StyleQueryBody, system: boolean) {
  const used = await usedStyleId(s.db, caller.orgId)
  const query = s.db
    .selectFrom('styles')
    .selectAll()
    .where('system', '=', system ? 1 : 0)
    .$if(!system, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('orgId', '=', caller.orgId),
          eb(
            'id',
            'in',
            eb.selectFrom('styleGrants').select('styleId').where('granteeOrgId', '=', caller.orgId),
          ),
        ]),
      ),
    )
    .$if(!!body.keyword, (qb) => qb.where('name', 'like', `%${body.keyword}%`))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
  const page = await pageOf(query, body, (row) => styleView(s.config.prefix, row, used))
  return system ? page : { ...page, list: await withGrantors(s.db, caller.orgId, page.list) }
}

/** The styles of other enterprises (granted to `orgId`'s) named with their grantor. */
async function withGrantors(db: Db, orgId: string, list: StyleView[]): Promise<StyleView[]> {
  const grantors = [...new Set(list.map((v) => v.orgId).filter((id) => id !== orgId))]
  if (grantors.length === 0) return list
  const names = await db
    .selectFrom('enterprises')
    .select(['id', 'name'])
    .where('id', 'in', grantors)
    .execute()
  const nameOf = new Map(names.map((e) => [e.id, e.name]))
  return list.map((v) => (v.orgId === orgId ? v : { ...v, grantedBy: nameOf.get(v.orgId) ?? '' }))
}

export const infoStyle = (s: Services, caller: Caller, id: string) =>
  viewOf(s.db, s.config.prefix, caller, id)

// ---- changes ----

export async function addStyle(s: Services, caller: Caller, body: StyleAddBody, now: number) {
  if (body.system && !caller.auths.has(PLATFORM_ADMIN_KEY))
    fail(Code.noAccess, { required: PLATFORM_ADMIN_KEY })
  const id = randomUUID()
  return change(s, caller, now, 'add', id, async (trx) => {
    await assertNameFree(trx, caller.orgId, body.name)
    const webLoginPath = await checkLoginPath(trx, body.webLoginPath ?? '')
    await trx
      .insertInto('styles')
      .values({
        id,
        orgId: caller.orgId,
        name: body.name,
        title: body.title,
        logoUrl: body.logo ?? '',
        faviconUrl: body.faviconIco ?? '',
        webLoginPath,
        webMainPath: body.webMainPath ?? '',
        system: body.system ? 1 : 0,
        createdAt: now,
        updatedAt: now,
      })
      .execute()
  })
}

/** The served address of the current upload stands for "unchanged". */
export function imageChange(prefix: string, row: Row, kind: StyleImageKind, given: string | undefined) {
  if (given === undefined || given === imageOf(prefix, row, kind)) return {}
  return urlColumns(kind, given)
}

export async function editStyle(s: Services, caller: Caller, body: StyleEditBody, now: number) {
  const prefix = s.config.prefix
  return change(s, caller, now, 'edit', body.id, async (trx) => {
    const row = await styleRow(trx, body.id)
    assertMayChange(caller, row)
    if (body.name !== undefined) await assertNameFree(trx, row.orgId, body.name, body.id)
    const webLoginPath =
      body.webLoginPath === undefined ? undefined : await checkLoginPath(trx, body.webLoginPath, body.id)
    await trx
      .updateTable('styles')
      .set({
        updatedAt: now,
        ...(body.name !== undefined && { name: body.name }),
        ...(body.title !== undefined && { title: body.title }),
        ...(webLoginPath !== undefined && { webLoginPath }),
        ...(body.webMainPath !== undefined && { webMainPath: body.webMainPath }),
        ...imageChange(prefix, row, 'logo', body.logo),
        ...imageChange(prefix, row, 'favicon', body.faviconIco),
      })
      .where('id', '=', body.id)
      .execute()
  })
}

/** Refused (10004) while an enterprise uses the style. */
export async function deleteStyle(s: Services, caller: Caller, id: string, now: number) {
  return change(s, caller, now, 'delete', id, async (trx) => {
    assertMayChange(caller, await styleRow(trx, id))
    const users = await trx.selectFrom('enterprises').select('id').where('styleId', '=', id).execute()
    if (users.length > 0) fail(Code.inUse, { enterprises: users.length })
    await trx.deleteFrom('styles').where('id', '=', id).execute()
  })
}

/** The main page's look and/or the logo and favicon (multipart); at least one of them (10003). */
export async function uploadImages(s: Services, caller: Caller, body: StyleImagesBody, now: number) {
  if (!body.logo && !body.favicon && !body.look) fail(Code.paramMissing, { field: 'logo' })
  const logo = body.logo && uploadColumns('logo', body.logo)
  const favicon = body.favicon && uploadColumns('favicon', body.favicon)
  return change(s, caller, now, 'upload', body.id, async (trx) => {
    assertMayChange(caller, await styleRow(trx, body.id))
    await trx
      .updateTable('styles')
      .set({
        updatedAt: now,
        ...logo,
        ...favicon,
        ...(body.look && { mainLook: JSON.stringify(body.look) }),
      })
      .where('id', '=', body.id)
      .execute()
  })
}

/** The enterprise's choice: one of its styles or a system style (scoped by the route), or none. */
export async function useStyle(s: Services, caller: Caller, id: string, now: number) {
  return s.db.transaction().execute(async (trx) => {
    const before = await usedStyleId(trx, caller.orgId)
    await trx
      .updateTable('enterprises')
      .set({ styleId: id || null, updatedAt: now })
      .where('id', '=', caller.orgId)
      .execute()
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'enterprise',
      objectId: caller.orgId,
      action: 'useStyle',
      before: { styleId: before },
      after: { styleId: id || null },
    })
    return { styleId: id }
  })
}

/**
 * The theme to apply: the caller's enterprise's style; without a session the style of the login path
 * given. Null when none applies (spec §8 "new style not set").
 */
export async function loadTheme(s: Services, caller: Caller | null, loginPath: string | undefined) {
  let row: Row | undefined
  if (caller) {
    const id = await usedStyleId(s.db, caller.orgId)
    if (id) row = await s.db.selectFrom('styles').selectAll().where('id', '=', id).executeTakeFirst()
  } else if (loginPath) {
    row = await s.db
      .selectFrom('styles')
      .selectAll()
      .where('webLoginPath', '=', loginPath.toLowerCase())
      .executeTakeFirst()
  }
  return row ? themeOf(s.config.prefix, row) : null
}

/** An uploaded image of a style, or null. */
export async function imageFile(db: Db, id: string, kind: string) {
  if (!(STYLE_IMAGE_KINDS as readonly string[]).includes(kind)) return null
  const columns = IMAGE_COLUMNS[kind as StyleImageKind]
  const row = await db
    .selectFrom('styles')
    .select([columns.mime, columns.data])
    .where('id', '=', id)
    .executeTakeFirst()
  const [mime, data] = row ? [row[columns.mime], row[columns.data]] : ['', '']
  return data ? { mime, data: Buffer.from(data, 'base64') } : null
}
