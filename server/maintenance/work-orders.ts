// Repair work orders (platform spec §3 Work order, §4: pending, dispatched, received, finished, ended
// early). Managers (ops_order_manage) create, dispatch and end them; the assigned repairer
// (ops_order_handle) receives and finishes them. A transition from a state it does not apply to is 3004
// ("already handled"); receiving or finishing someone else's order is 2702. Every change is logged, and
// the repairer gets an 'order' message when an order is given to them. An order made from an alarm (issue
// 31) keeps the alarm's id and is named in the alarm's history.

import { Code } from '../../core/i18n/codes.ts'
import type { Paged } from '../../schemas/api/common.ts'
import type {
  RepairAddBody,
  RepairDispatchBody,
  RepairEndBody,
  RepairFinishBody,
  RepairQueryBody,
} from '../../schemas/api/ops.ts'
import type { WorkOrderStatus, WorkOrderView } from '../../schemas/entities/ops.ts'
import { addAlarmEvent } from '../alarms/history.ts'
import { fail } from '../http/api-error.ts'
import { sendMessages } from '../messages/messages.ts'
import { type Actor, actorOf, recordChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import { isUniqueViolation } from '../storage/errors.ts'
import { sortableId } from '../storage/ids.ts'
import { watchableDeviceIds } from '../tenancy/authorise.ts'
import type { Caller } from '../tenancy/caller.ts'
import { pageOf } from '../views/paging.ts'
import { assigneeOf } from './assignees.ts'
import { workOrderById, workOrdersQuery, workOrderView } from './views.ts'

/** Which states each action moves an order from, and to. */
export const WORK_ORDER_TRANSITIONS = {
  dispatch: { from: ['pending', 'dispatched'], to: 'dispatched' },
  receive: { from: ['dispatched'], to: 'received' },
  finish: { from: ['received'], to: 'finished' },
  end: { from: ['pending', 'dispatched', 'received'], to: 'ended' },
} as const satisfies Record<string, { from: readonly WorkOrderStatus[]; to: WorkOrderStatus }>
export type WorkOrderAction = keyof typeof WORK_ORDER_TRANSITIONS

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The creation day as the number shows it (server local time): '20261123'. */
export function orderDay(now: number): string {
  const d = new Date(now)
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`
}

/** The next number of the day in the enterprise: 'WO20261123-0001', then -0002… */
async function nextNumber(db: Db, orgId: string, now: number): Promise<string> {
  const prefix = `WO${orderDay(now)}-`
  const rows = await db
    .selectFrom('workOrders')
    .select('number')
    .where('orgId', '=', orgId)
    .where('number', 'like', `${prefix}%`)
    .execute()
  const last = Math.max(0, ...rows.map((r) => Number(r.number.slice(prefix.length)) || 0))
  return `${prefix}${pad(last + 1, 4)}`
}

async function tellRepairer(db: Db, s: Services, orgId: string, order: WorkOrderView, now: number) {
  if (!order.repairerId) return
  await sendMessages(
    db,
    s.realtime.messages,
    [order.repairerId],
    {
      orgId,
      type: 'order',
      equipType: 'equip',
      dataId: order.id,
      dataStatus: order.status,
      title: `${order.number} ${order.equipmentName}`,
      note: order.description,
      alarmBroadcastTimes: 0,
    },
    now,
    order.equipmentId,
  )
}

/** The alarm an order is made from must be the order's device's (the route checked it is the caller's). */
async function alarmOfDevice(db: Db, alarmId: string | undefined, deviceId: string) {
  if (!alarmId) return null
  const alarm = await db
    .selectFrom('alarmRecords')
    .select(['id', 'deviceId'])
    .where('id', '=', alarmId)
    .executeTakeFirst()
  if (alarm?.deviceId !== deviceId) fail(Code.paramInvalid, { field: 'alarmId' })
  return alarm.id
}

/** The alarm an order is opened by (its rule's `autoWorkOrder`). */
export interface AlarmOrder {
  id: string
  orgId: string
  deviceId: string
  text: string
  value: string
}

/** An order as made: by a manager (addWorkOrder) or by an alarm whose rule opens one (openAlarmWorkOrder). */
interface NewOrder {
  deviceId: string
  description: string
  content: string
  repairerId: string | null
  alarmId: string | null
}

/**
 * Inserts the order with the next number of the day, logs it and names it in its alarm's history. Two
 * orders made at once may draw the same number: the unique index refuses one, which is retried.
 */
async function insertOrder(
  db: Db,
  actor: Actor,
  order: NewOrder,
  now: number,
  then: (trx: Db, after: WorkOrderView) => Promise<void> = async () => {},
): Promise<WorkOrderView> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const id = sortableId(now)
        await trx
          .insertInto('workOrders')
          .values({
            id,
            orgId: actor.orgId,
            number: await nextNumber(trx, actor.orgId, now),
            ...order,
            creatorId: actor.accountId,
            // an order an alarm opened has no creator to name (the list says it came from the rule)
            creator: actor.accountId === null ? '' : actor.loginname,
            status: order.repairerId ? 'dispatched' : 'pending',
            result: null,
            createdAt: now,
            updatedAt: now,
          })
          .execute()
        const after = await workOrderById(trx, id)
        await recordChange(trx, actor, now, { objectType: 'workOrder', objectId: id, action: 'add', after })
        if (order.alarmId)
          await addAlarmEvent(trx, order.alarmId, 'workOrder', now, { number: after.number }, actor.loginname)
        await then(trx, after)
        return after
      })
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error)) continue
      throw error
    }
  }
}

export async function addWorkOrder(s: Services, caller: Caller, body: RepairAddBody, now: number) {
  const alarmId = await alarmOfDevice(s.db, body.alarmId, body.equipmentId)
  const repairer = body.repairerId
    ? await assigneeOf(s.db, body.repairerId, 'ops_order_handle', 'repairerId')
    : null
  const order = {
    deviceId: body.equipmentId,
    description: body.description,
    content: body.content ?? '',
    repairerId: repairer?.id ?? null,
    alarmId,
  }
  return insertOrder(s.db, actorOf(caller), order, now, (trx, after) =>
    tellRepairer(trx, s, caller.orgId, after, now),
  )
}

/**
 * The work order an alarm opens when its rule asks for one (issue 31): pending, for a manager to
 * dispatch, made by the system (no creator; 'system' in the logs), described by the alarm's text and
 * value, linked to the alarm.
 */
export async function openAlarmWorkOrder(db: Db, alarm: AlarmOrder, now: number): Promise<WorkOrderView> {
  // the reader's language is not known: the alarm's own text, and its value named in both languages
  const order = {
    deviceId: alarm.deviceId,
    description: alarm.text.slice(0, 200),
    content: `${alarm.text}\n值 Value: ${alarm.value}`,
    repairerId: null,
    alarmId: alarm.id,
  }
  return insertOrder(db, { accountId: null, orgId: alarm.orgId, loginname: 'system' }, order, now)
}

/**
 * Moves an order by `action` when its state allows (else 3004) and, for the repairer's actions, the
 * caller is its repairer (else 2702). The update is conditional on the state read, so two racing
 * requests cannot both move it.
 */
async function transition(
  s: Services,
  caller: Caller,
  id: string,
  action: WorkOrderAction,
  now: number,
  change: { repairerId?: string; result?: string },
): Promise<WorkOrderView> {
  const { from, to } = WORK_ORDER_TRANSITIONS[action]
  return s.db.transaction().execute(async (trx) => {
    const before = await workOrderById(trx, id)
    if (!(from as readonly string[]).includes(before.status))
      fail(Code.alreadyHandled, { status: before.status })
    if ((action === 'receive' || action === 'finish') && before.repairerId !== caller.accountId)
      fail(Code.notAssignee)
    const updated = await trx
      .updateTable('workOrders')
      .set({ status: to, updatedAt: now, ...change })
      .where('id', '=', id)
      .where('status', '=', before.status)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) fail(Code.alreadyHandled)
    const after = await workOrderById(trx, id)
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'workOrder',
      objectId: id,
      action,
      before,
      after,
    })
    if (action === 'dispatch') await tellRepairer(trx, s, caller.orgId, after, now)
    return after
  })
}

export async function dispatchWorkOrder(s: Services, caller: Caller, body: RepairDispatchBody, now: number) {
  const repairer = await assigneeOf(s.db, body.repairerId, 'ops_order_handle', 'repairerId')
  return transition(s, caller, body.id, 'dispatch', now, { repairerId: repairer.id })
}

export const receiveWorkOrder = (s: Services, caller: Caller, id: string, now: number) =>
  transition(s, caller, id, 'receive', now, {})

export const finishWorkOrder = (s: Services, caller: Caller, body: RepairFinishBody, now: number) =>
  transition(s, caller, body.id, 'finish', now, { result: body.result })

export const endWorkOrder = (s: Services, caller: Caller, body: RepairEndBody, now: number) =>
  transition(s, caller, body.id, 'end', now, { result: body.reason })

/**
 * Orders of devices the caller may watch, plus those the caller made or was given (a repairer need not
 * be authorised for the device); newest first.
 */
export function queryWorkOrders(
  db: Db,
  caller: Caller,
  body: RepairQueryBody,
): Promise<Paged<WorkOrderView>> {
  const query = workOrdersQuery(db)
    .where('workOrders.orgId', '=', caller.orgId)
    .where((eb) =>
      eb.or([
        eb('workOrders.deviceId', 'in', watchableDeviceIds(db, caller)),
        eb('workOrders.repairerId', '=', caller.accountId),
        eb('workOrders.creatorId', '=', caller.accountId),
      ]),
    )
    .$if(!!body.equipmentId, (qb) => qb.where('workOrders.deviceId', '=', body.equipmentId!))
    .$if(!!body.status, (qb) => qb.where('workOrders.status', '=', body.status!))
    .$if(body.mine === true, (qb) => qb.where('workOrders.repairerId', '=', caller.accountId))
    .orderBy('workOrders.createdAt', 'desc')
    .orderBy('workOrders.id', 'desc')
  return pageOf(query, body, workOrderView)
}
