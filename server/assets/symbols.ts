// An enterprise's own symbols (issue 30): an uploaded SVG, checked by its content (active SVG refused,
// check-upload.ts) and then cleaned through the drawing allow-list (core/validation/svg.ts, with jsdom's
// parser: no scripts, handlers, links, styles or animations survive), stored with the parts a designer
// marks on it by element id. Every query is scoped to the caller's enterprise; ids in bodies are checked
// by the route table (`symbol` kind).
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import { idsOf, parseSvg, type SvgNode, toMarkup, type XmlParser } from '../../core/validation/svg.ts'
import {
  SYMBOL_LIMITS,
  type SymbolUpdateBody,
  type SymbolUploadBody,
  type UserSymbolPart,
  type UserSymbolView,
} from '../../schemas/api/symbol.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { UserSymbolTable } from '../storage/tables/user-symbols.ts'
import type { Caller } from '../tenancy/caller.ts'
import { checkUpload } from '../uploads/check-upload.ts'

const FIELD = 'file'

let parser: Promise<XmlParser> | undefined
/** jsdom's XML parser, made with the first symbol uploaded (start-up does not pay). */
const xmlParser = (): Promise<XmlParser> => {
  parser ??= import('jsdom').then(({ JSDOM }) => new new JSDOM('').window.DOMParser())
  return parser
}

/** A drawing that scales: a viewBox from its own width and height when it has none. */
function scalable(tree: SvgNode): SvgNode {
  const { width, height, viewBox } = tree.attrs
  if (viewBox) return tree
  const w = Number.parseFloat(width ?? '')
  const h = Number.parseFloat(height ?? '')
  if (!(w > 0 && h > 0)) fail(Code.fileFormat, { field: FIELD, reason: 'noSize' })
  return { ...tree, attrs: { ...tree.attrs, viewBox: `0 0 ${w} ${h}` } }
}

/** The upload as a cleaned drawing: 10006 empty, 10007 not an (inert, well-formed) SVG, 10008 size. */
export async function cleanSymbolSvg(body: Pick<SymbolUploadBody, 'file'>): Promise<string> {
  checkUpload(body.file, { field: FIELD, accepted: ['svg'], limitBytes: SYMBOL_LIMITS.bytes })
  const markup = Buffer.from(body.file.data).toString('utf8')
  const tree = parseSvg(markup, await xmlParser())
  if (!tree) fail(Code.fileFormat, { field: FIELD, accepted: ['svg'] })
  return toMarkup(scalable(tree))
}

const partsOf = (row: Pick<UserSymbolTable, 'parts'>): UserSymbolPart[] =>
  parseJsonArray<UserSymbolPart>(row.parts)

async function viewOf(row: UserSymbolTable): Promise<UserSymbolView> {
  const tree = parseSvg(row.svg, await xmlParser())
  return {
    id: row.id,
    name: row.name,
    svg: row.svg,
    ids: tree ? [...idsOf(tree)] : [],
    parts: partsOf(row),
    updatedAt: Number(row.updatedAt),
  }
}

/** The symbol's name: given, else the file's own name without folders and extension. */
function nameOf(body: SymbolUploadBody): string {
  const given = body.name?.trim()
  if (given) return given.slice(0, 64)
  const base = body.file.filename.split(/[\\/]/).pop() ?? ''
  return (
    base
      .replace(/\.svg$/i, '')
      .trim()
      .slice(0, 64) || 'symbol'
  )
}

async function checkQuota(db: Db, orgId: string) {
  const used = await db
    .selectFrom('userSymbols')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('orgId', '=', orgId)
    .executeTakeFirstOrThrow()
  if (Number(used.count) >= SYMBOL_LIMITS.perEnterprise)
    fail(Code.overLimit, { max: SYMBOL_LIMITS.perEnterprise })
}

export async function uploadSymbol(s: Services, caller: Caller, body: SymbolUploadBody, now: number) {
  const svg = await cleanSymbolSvg(body)
  const row: UserSymbolTable = {
    id: randomUUID(),
    orgId: caller.orgId,
    name: nameOf(body),
    svg,
    parts: '[]',
    createdBy: caller.loginname,
    createdAt: now,
    updatedAt: now,
  }
  await s.db.transaction().execute(async (trx) => {
    await checkQuota(trx, caller.orgId)
    await trx.insertInto('userSymbols').values(row).execute()
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'symbol',
      objectId: row.id,
      action: 'add',
      before: null,
      after: { id: row.id, name: row.name },
    })
  })
  return viewOf(row)
}

/** Enterprise `orgId`'s symbol `id`; another enterprise's is 90003, as one that is not there. */
async function orgRowOf(db: Db, orgId: string, id: string): Promise<UserSymbolTable> {
  const row = await db
    .selectFrom('userSymbols')
    .selectAll()
    .where('id', '=', id)
    .where('orgId', '=', orgId)
    .executeTakeFirst()
  return row ?? fail(Code.noDataOrPermission)
}

const rowOf = (db: Db, caller: Caller, id: string) => orgRowOf(db, caller.orgId, id)

export const symbolOf = async (db: Db, caller: Caller, id: string) => viewOf(await rowOf(db, caller, id))

/** A symbol of the enterprise that owns a page, for the page's share visitors (server/routes/share.ts). */
export const pageSymbolOf = async (db: Db, orgId: string, id: string) => viewOf(await orgRowOf(db, orgId, id))

/** The enterprise's symbols, newest first (at most the quota's count, so no paging). */
export async function querySymbols(db: Db, caller: Caller): Promise<UserSymbolView[]> {
  const rows = await db
    .selectFrom('userSymbols')
    .selectAll()
    .where('orgId', '=', caller.orgId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute()
  return Promise.all(rows.map(viewOf))
}

/** A new name and marked parts: each part's element one of the drawing's ids, marked once (10001 otherwise). */
export async function updateSymbol(s: Services, caller: Caller, body: SymbolUpdateBody, now: number) {
  const row = await rowOf(s.db, caller, body.id)
  const known = new Set((await viewOf(row)).ids)
  const seen = new Set<string>()
  for (const part of body.parts) {
    if (!known.has(part.element) || seen.has(part.element))
      fail(Code.paramInvalid, { field: 'parts', element: part.element })
    seen.add(part.element)
  }
  const parts = body.parts.map((p) => ({
    element: p.element,
    role: p.role,
    ...(p.value ? { value: p.value } : {}),
  }))
  const next = { ...row, name: body.name.trim(), parts: JSON.stringify(parts), updatedAt: now }
  await s.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('userSymbols')
      .set({ name: next.name, parts: next.parts, updatedAt: now })
      .where('id', '=', row.id)
      .where('orgId', '=', caller.orgId)
      .execute()
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'symbol',
      objectId: row.id,
      action: 'update',
      before: { name: row.name, parts: partsOf(row) },
      after: { name: next.name, parts },
    })
  })
  return viewOf(next)
}

export async function deleteSymbol(s: Services, caller: Caller, id: string, now: number) {
  const row = await rowOf(s.db, caller, id)
  await s.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('userSymbols').where('id', '=', id).where('orgId', '=', caller.orgId).execute()
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'symbol',
      objectId: id,
      action: 'delete',
      before: { id, name: row.name },
      after: null,
    })
  })
  return { id }
}
