// Inspecting (platform spec §3 Inspection, §4, §6 "inspection (accept order, end order, inspect)"): the
// plan's inspector (ops_inspection_do) accepts it (open → accepted) and fills each device's record —
// normal when every item is ok, else abnormal; the last record completes the plan. The inspector or a
// manager may end it early, aborting the unfilled records. A completed plan cannot be changed (§4).
// Wrong states are 3004, someone else's plan 2702. Contents: contents.ts; plans: plans.ts.
import type { Updateable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import type { Paged } from '../../schemas/api/common.ts'
import type { InspectBody, InspectionQueryBody } from '../../schemas/api/ops.ts'
import {
  INSPECTION_CONTENT_MAX_ITEMS,
  type InspectionItem,
  type InspectionRecordView,
  type ItemResult,
} from '../../schemas/entities/ops.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { InspectionPlanTable } from '../storage/tables/ops.ts'
import { watchableDeviceIds } from '../tenancy/authorise.ts'
import type { Caller } from '../tenancy/caller.ts'
import { pageOf } from '../views/paging.ts'
import { INSPECT_KEY, MANAGE_KEY } from './assignees.ts'
import { duplicateNames } from './contents.ts'
import { planRow } from './plans.ts'
import { type PlanView, planById, recordsQuery, recordView, resultText } from './views.ts'

/**
 * Moves a plan on from the state it had when read (`before`, its row locked or the move conditional on
 * that state: 3004 when it moved meanwhile), logs the move and answers the plan after it.
 */
async function movePlan(
  trx: Db,
  caller: Caller,
  before: PlanView,
  action: 'accept' | 'end',
  set: Updateable<InspectionPlanTable>,
  now: number,
): Promise<PlanView> {
  const updated = await trx
    .updateTable('inspectionPlans')
    .set({ ...set, updatedAt: now })
    .where('id', '=', before.id)
    .where('state', '=', before.state)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1) fail(Code.alreadyHandled)
  const after = await planById(trx, before.id)
  await recordChange(trx, actorOf(caller), now, {
    objectType: 'inspectionPlan',
    objectId: before.id,
    action,
    before,
    after,
  })
  return after
}

/** open → accepted, by the plan's inspector. */
export async function acceptPlan(s: Services, caller: Caller, planId: string, now: number) {
  return s.db.transaction().execute(async (trx) => {
    const before = await planById(trx, planId)
    if (before.state !== 'open') fail(Code.alreadyHandled, { state: before.state })
    if (before.inspectorId !== caller.accountId) fail(Code.notAssignee)
    return movePlan(trx, caller, before, 'accept', { state: 'accepted', acceptedAt: now }, now)
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

/**
 * Takes the plan's row for the transaction (a write lock on PostgreSQL; SQLite writes one at a time), so
 * two records filled at once cannot each miss the other's and leave the plan uncompleted, and an end
 * waits for an inspection under way.
 */
async function lockPlan(db: Db, planId: string, now: number): Promise<void> {
  await db.updateTable('inspectionPlans').set({ updatedAt: now }).where('id', '=', planId).execute()
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
    await lockPlan(trx, body.planId, now)
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
    await lockPlan(trx, planId, now)
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
    return movePlan(trx, caller, before, 'end', { state: 'completed', completedAt: now }, now)
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
