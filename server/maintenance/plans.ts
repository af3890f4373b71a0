// Inspection plans (platform spec §3 Inspection, §4, §9): a content's items and 1-30 devices (2701) given
// to an inspector, one record per device. Made, edited (only while open) and deleted (only before any
// result) by managers; the inspector is told by an 'order' message. A completed plan cannot be changed.
import { Code } from '../../core/i18n/codes.ts'
import type { Paged } from '../../schemas/api/common.ts'
import type { PlanAddBody, PlanEditBody, PlanQueryBody } from '../../schemas/api/ops.ts'
import { INSPECTION_PLAN_MAX_DEVICES } from '../../schemas/entities/ops.ts'
import { fail } from '../http/api-error.ts'
import { sendMessages } from '../messages/messages.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'
import type { Caller } from '../tenancy/caller.ts'
import { idsIn } from '../tenancy/scope.ts'
import { pageOf } from '../views/paging.ts'
import { assigneeOf, INSPECT_KEY, MANAGE_KEY } from './assignees.ts'
import { contentRow } from './contents.ts'
import { type PlanView, planById, plansQuery, planViews } from './views.ts'

/** The plan's devices: at least one (10003), at most 30 (2701), each once. */
function planDevices(equipmentIds: PlanAddBody['equipmentIds']): string[] {
  const ids = [...new Set(idsIn(equipmentIds))]
  if (ids.length === 0) fail(Code.paramMissing, { field: 'equipmentIds' })
  if (ids.length > INSPECTION_PLAN_MAX_DEVICES)
    fail(Code.inspectionPlanDevices, { max: INSPECTION_PLAN_MAX_DEVICES, count: ids.length })
  return ids
}

export const planRow = (db: Db, id: string) =>
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
