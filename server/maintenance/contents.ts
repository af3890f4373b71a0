// Inspection contents (platform spec §3 Inspection, §9): a name unique in the enterprise (90007) and
// 1-50 items (2706) with distinct names. Plans keep a copy of their content's items, so editing a content
// reaches only plans made or edited later; deleting one is refused (10004) while a plan that is not
// completed uses it.
import { Code } from '../../core/i18n/codes.ts'
import type { ContentAddBody, ContentEditBody } from '../../schemas/api/ops.ts'
import { INSPECTION_CONTENT_MAX_ITEMS, type InspectionItem } from '../../schemas/entities/ops.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'
import type { Caller } from '../tenancy/caller.ts'
import { pageOf } from '../views/paging.ts'
import { contentView } from './views.ts'

/** Item names must be distinct: the inspector answers each by name. */
export function duplicateNames(names: readonly string[]): string[] {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const name of names) {
    if (seen.has(name)) repeated.add(name)
    seen.add(name)
  }
  return [...repeated]
}

function checkItems(items: readonly { name: string }[]): void {
  if (items.length > INSPECTION_CONTENT_MAX_ITEMS)
    fail(Code.inspectionContentItems, { max: INSPECTION_CONTENT_MAX_ITEMS, count: items.length })
  const duplicate = duplicateNames(items.map((i) => i.name))
  if (duplicate.length > 0) fail(Code.paramInvalid, { field: 'items', reason: 'duplicate', names: duplicate })
}

const cleanItems = (items: readonly InspectionItem[]): InspectionItem[] =>
  items.map((i) => (i.standard ? { name: i.name, standard: i.standard } : { name: i.name }))

async function assertContentNameFree(db: Db, orgId: string, name: string, except?: string) {
  const taken = await db
    .selectFrom('inspectionContents')
    .select('id')
    .where('orgId', '=', orgId)
    .where('name', '=', name)
    .$if(!!except, (qb) => qb.where('id', '!=', except!))
    .executeTakeFirst()
  if (taken) fail(Code.nameExists, { field: 'name' })
}

export const contentRow = (db: Db, id: string) =>
  db.selectFrom('inspectionContents').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

// ---- contents ----

export async function addContent(s: Services, caller: Caller, body: ContentAddBody, now: number) {
  checkItems(body.items)
  return s.db.transaction().execute(async (trx) => {
    await assertContentNameFree(trx, caller.orgId, body.name)
    const id = sortableId(now)
    await trx
      .insertInto('inspectionContents')
      .values({
        id,
        orgId: caller.orgId,
        name: body.name,
        items: JSON.stringify(cleanItems(body.items)),
        createdAt: now,
        updatedAt: now,
      })
      .execute()
    const after = contentView(await contentRow(trx, id))
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'inspectionContent',
      objectId: id,
      action: 'add',
      after,
    })
    return after
  })
}

/** Plans already made keep the items they were made with; only plans added or edited later see the change. */
export async function editContent(s: Services, caller: Caller, body: ContentEditBody, now: number) {
  checkItems(body.items)
  return s.db.transaction().execute(async (trx) => {
    const before = contentView(await contentRow(trx, body.id))
    await assertContentNameFree(trx, caller.orgId, body.name, body.id)
    await trx
      .updateTable('inspectionContents')
      .set({ name: body.name, items: JSON.stringify(cleanItems(body.items)), updatedAt: now })
      .where('id', '=', body.id)
      .execute()
    const after = contentView(await contentRow(trx, body.id))
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'inspectionContent',
      objectId: body.id,
      action: 'edit',
      before,
      after,
    })
    return after
  })
}

/** Refused (10004) while a plan that is not completed uses the content. */
export async function deleteContent(s: Services, caller: Caller, id: string, now: number) {
  return s.db.transaction().execute(async (trx) => {
    const before = contentView(await contentRow(trx, id))
    const inUse = await trx
      .selectFrom('inspectionPlans')
      .select('id')
      .where('contentId', '=', id)
      .where('state', '!=', 'completed')
      .execute()
    if (inUse.length > 0) fail(Code.inUse, { planIds: inUse.map((p) => p.id) })
    await trx.deleteFrom('inspectionContents').where('id', '=', id).execute()
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'inspectionContent',
      objectId: id,
      action: 'delete',
      before,
    })
    return { id }
  })
}

export function queryContents(db: Db, caller: Caller, paging: { pageNo?: number; pageSize?: number }) {
  const query = db
    .selectFrom('inspectionContents')
    .selectAll()
    .where('orgId', '=', caller.orgId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
  return pageOf(query, paging, contentView)
}
