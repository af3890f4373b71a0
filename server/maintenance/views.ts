// How work orders, inspection contents, plans and records are read and shown (schemas/entities/ops.ts):
// the queries join the names a view shows (device, repairer, inspector), the views map rows to the API.
import type {
  FillStatus,
  InspectionContentView,
  InspectionItem,
  InspectionPlanView,
  InspectionRecordView,
  InspectionStatus,
  ItemResult,
  PlanState,
  WorkOrderStatus,
  WorkOrderView,
} from '../../schemas/entities/ops.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'

/** A work order with its device's name and its repairer's loginname. */
export function workOrdersQuery(db: Db) {
  return db
    .selectFrom('workOrders')
    .innerJoin('devices', 'devices.id', 'workOrders.deviceId')
    .leftJoin('accounts', 'accounts.id', 'workOrders.repairerId')
    .selectAll('workOrders')
    .select(['devices.name as equipmentName', 'accounts.loginname as repairer'])
}

type WorkOrderRow = Awaited<ReturnType<ReturnType<typeof workOrdersQuery>['executeTakeFirstOrThrow']>>

export const workOrderView = (r: WorkOrderRow): WorkOrderView => ({
  id: r.id,
  number: r.number,
  equipmentId: r.deviceId,
  equipmentName: r.equipmentName,
  description: r.description,
  content: r.content,
  repairerId: r.repairerId,
  repairer: r.repairerId === null ? null : (r.repairer ?? null),
  creator: r.creator,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  status: r.status as WorkOrderStatus,
  result: r.result,
  alarmId: r.alarmId,
})

export const workOrderById = async (db: Db, id: string): Promise<WorkOrderView> =>
  workOrderView(await workOrdersQuery(db).where('workOrders.id', '=', id).executeTakeFirstOrThrow())

type ContentRow = { id: string; name: string; items: string; createdAt: number }

export const contentView = (r: ContentRow): InspectionContentView => ({
  id: r.id,
  name: r.name,
  items: parseJsonArray<InspectionItem>(r.items),
  createdAt: r.createdAt,
})

/** A plan with its inspector's loginname. */
export function plansQuery(db: Db) {
  return db
    .selectFrom('inspectionPlans')
    .leftJoin('accounts', 'accounts.id', 'inspectionPlans.inspectorId')
    .selectAll('inspectionPlans')
    .select('accounts.loginname as inspector')
}

type PlanRow = Awaited<ReturnType<ReturnType<typeof plansQuery>['executeTakeFirstOrThrow']>>

/** The plan view adds the items it is inspected by (the content's, when the plan was made or edited). */
export type PlanView = InspectionPlanView & { items: InspectionItem[] }

/** Plans with their devices and fill counts (one query for the page's records). */
export async function planViews(db: Db, rows: readonly PlanRow[]): Promise<PlanView[]> {
  if (rows.length === 0) return []
  const records = await db
    .selectFrom('inspectionRecords')
    .select(['planId', 'deviceId', 'filled'])
    .where(
      'planId',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
  return rows.map((r) => {
    const own = records.filter((x) => x.planId === r.id)
    return {
      id: r.id,
      title: r.title,
      contentId: r.contentId,
      contentName: r.contentName,
      inspectorId: r.inspectorId,
      inspector: r.inspector ?? '',
      equipmentIds: own.map((x) => x.deviceId),
      planTime: r.planTime,
      state: r.state as PlanState,
      createdAt: r.createdAt,
      filled: own.filter((x) => x.filled === 1).length,
      total: own.length,
      items: parseJsonArray<InspectionItem>(r.items),
    }
  })
}

export const planById = async (db: Db, id: string): Promise<PlanView> =>
  (
    await planViews(db, [await plansQuery(db).where('inspectionPlans.id', '=', id).executeTakeFirstOrThrow()])
  )[0]!

/** A record with its plan's title and inspector and its device's name. */
export function recordsQuery(db: Db) {
  return db
    .selectFrom('inspectionRecords')
    .innerJoin('inspectionPlans', 'inspectionPlans.id', 'inspectionRecords.planId')
    .innerJoin('devices', 'devices.id', 'inspectionRecords.deviceId')
    .leftJoin('accounts', 'accounts.id', 'inspectionPlans.inspectorId')
    .selectAll('inspectionRecords')
    .select([
      'inspectionPlans.title as planTitle',
      'inspectionPlans.inspectorId',
      'inspectionPlans.state as planState',
      'inspectionPlans.items as checklist',
      'devices.name as equipmentName',
      'accounts.loginname as inspector',
    ])
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof recordsQuery>['executeTakeFirstOrThrow']>>

export const recordView = (r: RecordRow): InspectionRecordView => ({
  id: r.id,
  planId: r.planId,
  planTitle: r.planTitle,
  equipmentId: r.deviceId,
  equipmentName: r.equipmentName,
  inspector: r.inspector ?? '',
  inspectorId: r.inspectorId,
  planState: r.planState as PlanState,
  checklist: parseJsonArray<InspectionItem>(r.checklist),
  status: r.status as InspectionStatus,
  fillStatus: (r.filled === 1 ? 'filled' : 'unfilled') satisfies FillStatus,
  time: r.time,
  remark: r.remark,
  result: r.result,
  items: parseJsonArray<ItemResult>(r.items),
})

/** The record's summary: 'n/n ok' when every item is ok, else the names of the failed items. */
export function resultText(items: readonly ItemResult[]): string {
  const failed = items.filter((i) => !i.ok).map((i) => i.name)
  return failed.length === 0 ? `${items.length}/${items.length} ok` : failed.join(', ')
}
