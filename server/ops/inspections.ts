// Inspections (platform spec §3 Inspection, §4, §9): contents are named lists of items (at most 50,
// 2706); a plan gives a content's items and up to 30 devices (2701) to an inspector, with one record per
// device. The inspector (ops_inspection_do) accepts the plan (open → accepted), fills each device's
// record (normal when every item is ok, else abnormal) and the plan is completed with its last record;
// the inspector or a manager may end it early, aborting the unfilled records. A completed plan cannot
// be changed (§4). Wrong states are 3004, someone else's plan 2702.

import { Code } from '../../core/i18n/codes.ts'
import type { Paged } from '../../schemas/api/common.ts'
import type {
  ContentAddBody,
  ContentEditBody,
  InspectBody,
  InspectionQueryBody,
  PlanAddBody,
  PlanEditBody,
  PlanQueryBody,
} from '../../schemas/api/ops.ts'
import {
  INSPECTION_CONTENT_MAX_ITEMS,
  INSPECTION_PLAN_MAX_DEVICES,
  type InspectionItem,
  type InspectionRecordView,
  type ItemResult,
} from '../../schemas/entities/ops.ts'
import { fail } from '../http/api-error.ts'
import { watchableDeviceIds } from '../live/authorise.ts'
import { sendMessages } from '../messages/messages.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { Caller } from '../tenancy/caller.ts'
import { idsIn } from '../tenancy/scope.ts'
import { pageOf } from '../views/paging.ts'
import { assigneeOf } from './assignees.ts'
import {
  contentView,
  type PlanView,
  planById,
  plansQuery,
  planViews,
  recordsQuery,
  recordView,
  resultText,
} from './views.ts'

/** Managing contents and plans; also lets one end any plan and see every plan. */
export const MANAGE_KEY = 'ops_order_manage'
/** Accepting, inspecting and ending one's own plans. */
export const INSPECT_KEY = 'ops_inspection_do'

/** Item names must be distinct: the inspector answers each by name. */
function duplicateNames(names: readonly string[]): string[] {
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

const contentRow = (db: Db, id: string) =>
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

// ---- plans ----

/** The plan's devices: at least one (10003), at most 30 (2701), each once. */
function planDevices(equipmentIds: PlanAddBody['equipmentIds']): string[] {
  const ids = [...new Set(idsIn(equipmentIds))]
  if (ids.length === 0) fail(Code.paramMissing, { field: 'equipmentIds' })
  if (ids.length > INSPECTION_PLAN_MAX_DEVICES)
    fail(Code.inspectionPlanDevices, { max: INSPECTION_PLAN_MAX_DEVICES, count: ids.length })
  return ids
}

const planRow = (db: Db, id: string) =>
  db.selectFrom('inspectionPlans').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

async function insertRecords(
  db: Db,
  orgId: string,
  planId: string,
  deviceIds: readonly string[],
  now: number,
) {
  if (deviceIds.length === 0) return
  await db
    .insertInto('inspectionRecords')
    .values(
      deviceIds.map((deviceId) => ({
        id: sortableId(now),
        orgId,
        planId,
        deviceId,
        status: 'notStarted',
        time: null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute()
}

async function tellInspector(db: Db, s: Services, orgId: string, plan: PlanView, now: number) {
  await sendMessages(
    db,
    s.realtime.messages,
    [plan.inspectorId],
    {
      orgId,
      type: 'order',
      equipType: 'inspection',
      dataId: plan.id,
      dataStatus: plan.state,
      title: plan.title,
      note: `${plan.contentName} (${plan.total})`,
      alarmBroadcastTimes: 0,
    },
    now,
  )
}

export async function addPlan(s: Services, caller: Caller, body: PlanAddBody, now: number) {
  const deviceIds = planDevices(body.equipmentIds)
  const inspector = await assigneeOf(s.db, body.inspectorId, INSPECT_KEY, 'inspectorId')
  return s.db.transaction().execute(async (trx) => {
    const content = await contentRow(trx, body.contentId)
    const id = sortableId(now)
    await trx
      .insertInto('inspectionPlans')
      .values({
        id,
        orgId: caller.orgId,
        title: body.title,
        contentId: content.id,
        contentName: content.name,
        items: content.items,
        inspectorId: inspector.id,
        creatorId: caller.accountId,
        creator: caller.loginname,
        planTime: body.planTime,
        state: 'open',
        acceptedAt: null,
        completedAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute()
    await insertRecords(trx, caller.orgId, id, deviceIds, now)
    const after = await planById(trx, id)
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'inspectionPlan',
      objectId: id,
      action: 'add',
      after,
    })
    await tellInspector(trx, s, caller.orgId, after, now)
    return after
  })
}

/** Only while open (3004 once accepted or completed); a new inspector is told as on add. */
export async function editPlan(s: Services, caller: Caller, body: PlanEditBody, now: number) {
  const deviceIds = planDevices(body.equipmentIds)
  const inspector = await assigneeOf(s.db, body.inspectorId, INSPECT_KEY, 'inspectorId')
  return s.db.transaction().execute(async (trx) => {
    const before = await planById(trx, body.id)
    if (before.state !== 'open') fail(Code.alreadyHandled, { state: before.state })
    const content = await contentRow(trx, body.contentId)
    const updated = await trx
      .updateTable('inspectionPlans')
      .set({
        title: body.title,
        contentId: content.id,
        contentName: content.name,
        items: content.items,
        inspectorId: inspector.id,
        planTime: body.planTime,
        updatedAt: now,
      })
      .where('id', '=', body.id)
      .where('state', '=', 'open')
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) fail(Code.alreadyHandled)
    const kept = new Set(before.equipmentIds.filter((d) => deviceIds.includes(d)))
    const dropped = before.equipmentIds.filter((d) => !kept.has(d))
    if (dropped.length > 0)
      await trx
        .deleteFrom('inspectionRecords')
        .where('planId', '=', body.id)
        .where('deviceId', 'in', dropped)
        .execute()
    await insertRecords(
      trx,
      caller.orgId,
      body.id,
      deviceIds.filter((d) => !kept.has(d)),
      now,
    )
    const after = await planById(trx, body.id)
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'inspectionPlan',
      objectId: body.id,
      action: 'edit',
      before,
      after,
    })
    if (after.inspectorId !== before.inspectorId) await tellInspector(trx, s, caller.orgId, after, now)
    return after
  })
}

/**
 * Only while nothing of it is filled in (open, or accepted without a filled record): a plan with
 * results is ended (`ops/inspection/end`), not deleted, and a completed plan cannot be changed (§4);
 * otherwise 3004. Its records go with it.
 */
export async function deletePlan(s: Services, caller: Caller, id: string, now: number) {
  return s.db.transaction().execute(async (trx) => {
    const before = await planById(trx, id)
    if (before.state === 'completed' || before.filled > 0)
      fail(Code.alreadyHandled, { state: before.state, filled: before.filled })
    await trx.deleteFrom('inspectionRecords').where('planId', '=', id).execute()
    await trx.deleteFrom('inspectionPlans').where('id', '=', id).execute()
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'inspectionPlan',
      objectId: id,
      action: 'delete',
      before,
    })
    return { id }
  })
}

/** Managers see every plan of the enterprise, others the plans they inspect; newest first. */
export async function queryPlans(db: Db, caller: Caller, body: PlanQueryBody): Promise<Paged<PlanView>> {
  const onlyMine = body.mine === true || !caller.auths.has(MANAGE_KEY)
  const query = plansQuery(db)
    .where('inspectionPlans.orgId', '=', caller.orgId)
    .$if(onlyMine, (qb) => qb.where('inspectionPlans.inspectorId', '=', caller.accountId))
    .$if(!!body.state, (qb) => qb.where('inspectionPlans.state', '=', body.state!))
    .orderBy('inspectionPlans.createdAt', 'desc')
    .orderBy('inspectionPlans.id', 'desc')
  const page = await pageOf(query, body, (row) => row)
  return { ...page, list: await planViews(db, page.list) }
}

// ---- inspecting ----

/** open → accepted, by the plan's inspector. */
export async function acceptPlan(s: Services, caller: Caller, planId: string, now: number) {
  return s.db.transaction().execute(async (trx) => {
    const before = await planById(trx, planId)
    if (before.state !== 'open') fail(Code.alreadyHandled, { state: before.state })
    if (before.inspectorId !== caller.accountId) fail(Code.notAssignee)
    const updated = await trx
      .updateTable('inspectionPlans')
      .set({ state: 'accepted', acceptedAt: now, updatedAt: now })
      .where('id', '=', planId)
      .where('state', '=', 'open')
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) fail(Code.alreadyHandled)
    const after = await planById(trx, planId)
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'inspectionPlan',
      objectId: planId,
      action: 'accept',
      before,
      after,
    })
    return after
  })
}

/** The answers must be the plan's items, each once (10001 naming the missing, unknown or repeated). */
function checkAnswers(planItems: readonly InspectionItem[], answers: readonly ItemResult[]): void {
  if (answers.length > INSPECTION_CONTENT_MAX_ITEMS)
    fail(Code.inspectionContentItems, { max: INSPECTION_CONTENT_MAX_ITEMS, count: answers.length })
  const wanted = new Set(planItems.map((i) => i.name))
  const given = answers.map((a) => a.name)
  const missing = [...wanted].filter((n) => !given.includes(n))
  const unknown = given.filter((n) => !wanted.has(n))
  const duplicate = duplicateNames(given)
  if (missing.length + unknown.length + duplicate.length > 0)
    fail(Code.paramInvalid, { field: 'items', missing, unknown, duplicate })
}

/** Moves the plan to completed when every record is filled or aborted. */
async function completeIfDone(db: Db, caller: Caller, planId: string, now: number): Promise<boolean> {
  const open = await db
    .selectFrom('inspectionRecords')
    .select('id')
    .where('planId', '=', planId)
    .where('filled', '=', 0)
    .where('status', '=', 'notStarted')
    .executeTakeFirst()
  if (open) return false
  await db
    .updateTable('inspectionPlans')
    .set({ state: 'completed', completedAt: now, updatedAt: now })
    .where('id', '=', planId)
    .execute()
  await recordChange(db, actorOf(caller), now, {
    objectType: 'inspectionPlan',
    objectId: planId,
    action: 'complete',
    after: { state: 'completed' },
  })
  return true
}

/** Fills the device's record of an accepted plan; the last one completes the plan. */
export async function inspect(
  s: Services,
  caller: Caller,
  body: InspectBody,
  now: number,
): Promise<InspectionRecordView> {
  return s.db.transaction().execute(async (trx) => {
    const plan = await planRow(trx, body.planId)
    if (body.items.length > INSPECTION_CONTENT_MAX_ITEMS)
      fail(Code.inspectionContentItems, { max: INSPECTION_CONTENT_MAX_ITEMS, count: body.items.length })
    if (plan.state !== 'accepted') fail(Code.alreadyHandled, { state: plan.state })
    if (plan.inspectorId !== caller.accountId) fail(Code.notAssignee)
    const record = await trx
      .selectFrom('inspectionRecords')
      .selectAll()
      .where('planId', '=', plan.id)
      .where('deviceId', '=', body.equipmentId)
      .executeTakeFirst()
    if (!record) return fail(Code.noDataOrPermission, { field: 'equipmentId', reason: 'notInPlan' })
    if (record.filled === 1 || record.status !== 'notStarted')
      fail(Code.alreadyHandled, { status: record.status })
    checkAnswers(parseJsonArray<InspectionItem>(plan.items), body.items)
    const items = body.items.map((i) =>
      i.note ? { name: i.name, ok: i.ok, note: i.note } : { name: i.name, ok: i.ok },
    )
    const updated = await trx
      .updateTable('inspectionRecords')
      .set({
        status: items.every((i) => i.ok) ? 'normal' : 'abnormal',
        filled: 1,
        time: now,
        remark: body.remark ?? '',
        result: resultText(items),
        items: JSON.stringify(items),
        updatedAt: now,
      })
      .where('id', '=', record.id)
      .where('filled', '=', 0)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) fail(Code.alreadyHandled)
    const after = recordView(
      await recordsQuery(trx).where('inspectionRecords.id', '=', record.id).executeTakeFirstOrThrow(),
    )
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'inspectionRecord',
      objectId: record.id,
      action: 'inspect',
      after,
    })
    await completeIfDone(trx, caller, plan.id, now)
    return after
  })
}

/**
 * Ends a plan that is not completed (3004 otherwise): its unfilled records become aborted and the
 * plan completed. The inspector (holding ops_inspection_do) or a manager (ops_order_manage) may; anyone
 * else is 2702.
 */
export async function endPlan(s: Services, caller: Caller, planId: string, now: number) {
  return s.db.transaction().execute(async (trx) => {
    const before = await planById(trx, planId)
    const manager = caller.auths.has(MANAGE_KEY)
    if (!manager && before.inspectorId !== caller.accountId) fail(Code.notAssignee)
    if (!manager && !caller.auths.has(INSPECT_KEY)) fail(Code.noAccess)
    if (before.state === 'completed') fail(Code.alreadyHandled, { state: before.state })
    await trx
      .updateTable('inspectionRecords')
      .set({ status: 'aborted', updatedAt: now })
      .where('planId', '=', planId)
      .where('filled', '=', 0)
      .execute()
    const updated = await trx
      .updateTable('inspectionPlans')
      .set({ state: 'completed', completedAt: now, updatedAt: now })
      .where('id', '=', planId)
      .where('state', '!=', 'completed')
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) fail(Code.alreadyHandled)
    const after = await planById(trx, planId)
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'inspectionPlan',
      objectId: planId,
      action: 'end',
      before,
      after,
    })
    return after
  })
}

/**
 * Records of devices the caller may watch, plus those of plans the caller inspects; newest first (by
 * the time filled, else the plan's time).
 */
export function queryRecords(
  db: Db,
  caller: Caller,
  body: InspectionQueryBody,
): Promise<Paged<InspectionRecordView>> {
  const query = recordsQuery(db)
    .where('inspectionRecords.orgId', '=', caller.orgId)
    .where((eb) =>
      eb.or([
        eb('inspectionRecords.deviceId', 'in', watchableDeviceIds(db, caller)),
        eb('inspectionPlans.inspectorId', '=', caller.accountId),
      ]),
    )
    .$if(!!body.equipmentId, (qb) => qb.where('inspectionRecords.deviceId', '=', body.equipmentId!))
    .$if(!!body.planId, (qb) => qb.where('inspectionRecords.planId', '=', body.planId!))
    .$if(!!body.status, (qb) => qb.where('inspectionRecords.status', '=', body.status!))
    .orderBy((eb) => eb.fn.coalesce('inspectionRecords.time', 'inspectionPlans.planTime'), 'desc')
    .orderBy('inspectionRecords.id', 'desc')
  return pageOf(query, body, recordView)
}
