// The enterprise asset library: upload (kind and format from the content, size by kind, the
// enterprise's count and byte quota), list, delete, and the file itself. Every query is scoped to the
// caller's enterprise; ids named in bodies are checked by the route table (`asset` kind).
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import {
  ASSET_FORMATS,
  ASSET_LIMITS,
  type AssetKind,
  type AssetQueryBody,
  type AssetUploadBody,
  type AssetView,
  assetPath,
  SNIFFED_MIME,
} from '../../schemas/api/asset.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import type { AssetTable } from '../storage/tables/assets.ts'
import type { Caller } from '../tenancy/caller.ts'
import { checkUpload } from '../uploads/check-upload.ts'

const FIELD = 'file'
const LIST_COLUMNS = ['id', 'kind', 'name', 'format', 'mime', 'size', 'createdAt', 'createdBy'] as const
type Listed = Pick<AssetTable, (typeof LIST_COLUMNS)[number]>

function viewOf(prefix: string, row: Listed): AssetView {
  return {
    id: row.id,
    kind: row.kind as AssetView['kind'],
    name: row.name,
    format: row.format,
    mime: row.mime,
    size: Number(row.size),
    url: assetPath(prefix, row.id),
    createdAt: Number(row.createdAt),
    createdBy: row.createdBy,
  }
}

/** The name shown in the picker: given, else the file's own name without folders, at most 100. */
function displayName(body: AssetUploadBody): string {
  const given = body.name?.trim()
  if (given) return given
  const base = body.file.filename.split(/[\\/]/).pop()?.trim() ?? ''
  return (base || 'asset').slice(0, 100)
}

const ALL_FORMATS = [...ASSET_FORMATS.image, ...ASSET_FORMATS.model]
type Format = (typeof ALL_FORMATS)[number]
const kindOf = (format: Format): AssetKind =>
  (ASSET_FORMATS.model as readonly string[]).includes(format) ? 'model' : 'image'

/** Checks the file by its content (check-upload.ts), its size limit by kind; another kind than asked 10007. */
function checkFile(body: AssetUploadBody) {
  const format = checkUpload<Format>(body.file, {
    field: FIELD,
    accepted: body.kind ? ASSET_FORMATS[body.kind] : ALL_FORMATS,
    limitBytes: (f) => ASSET_LIMITS.bytes[kindOf(f)],
  })
  return { kind: kindOf(format), format }
}

/** The enterprise's count and bytes stay within its quota (90004). */
async function checkQuota(db: Db, orgId: string, adding: number) {
  const used = await db
    .selectFrom('assets')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('size').as('bytes')])
    .where('orgId', '=', orgId)
    .executeTakeFirstOrThrow()
  if (Number(used.count) >= ASSET_LIMITS.perEnterprise)
    fail(Code.overLimit, { max: ASSET_LIMITS.perEnterprise })
  if (Number(used.bytes ?? 0) + adding > ASSET_LIMITS.totalBytes)
    fail(Code.overLimit, { maxBytes: ASSET_LIMITS.totalBytes })
}

export async function uploadAsset(s: Services, caller: Caller, body: AssetUploadBody, now: number) {
  const { kind, format } = checkFile(body)
  const row = {
    id: randomUUID(),
    orgId: caller.orgId,
    kind,
    name: displayName(body),
    format,
    mime: SNIFFED_MIME[format],
    size: body.file.size,
    createdBy: caller.loginname,
    createdAt: now,
    updatedAt: now,
  }
  return s.db.transaction().execute(async (trx) => {
    await checkQuota(trx, caller.orgId, row.size)
    await trx
      .insertInto('assets')
      .values({ ...row, content: body.file.data })
      .execute()
    const view = viewOf(s.config.prefix, row)
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'asset',
      objectId: row.id,
      action: 'add',
      before: null,
      after: { ...view },
    })
    return view
  })
}

/** The enterprise's assets, newest first (at most the quota's count, so no paging). */
export async function queryAssets(s: Services, caller: Caller, body: AssetQueryBody): Promise<AssetView[]> {
  const keyword = body.keyword?.trim()
  const rows = await s.db
    .selectFrom('assets')
    .select(LIST_COLUMNS)
    .where('orgId', '=', caller.orgId)
    .$if(!!body.kind, (qb) => qb.where('kind', '=', body.kind!))
    .$if(!!keyword, (qb) => qb.where('name', 'like', `%${keyword}%`))
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute()
  return rows.map((r) => viewOf(s.config.prefix, r))
}

export async function deleteAsset(s: Services, caller: Caller, id: string, now: number) {
  return s.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('assets')
      .select(LIST_COLUMNS)
      .where('id', '=', id)
      .where('orgId', '=', caller.orgId)
      .executeTakeFirstOrThrow()
    await trx.deleteFrom('assets').where('id', '=', id).execute()
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'asset',
      objectId: id,
      action: 'delete',
      before: { ...viewOf(s.config.prefix, row) },
      after: null,
    })
    return { id }
  })
}

/** The file of one of the caller's enterprise's assets, or null. */
export async function assetFile(db: Db, caller: Caller, id: string) {
  return db
    .selectFrom('assets')
    .select(['mime', 'content', 'name', 'format'])
    .where('id', '=', id)
    .where('orgId', '=', caller.orgId)
    .executeTakeFirst()
}
