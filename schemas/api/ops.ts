// Bodies of the operation and maintenance calls (`ops/*`, platform spec §3 Work order, Inspection; §4):
// repair work orders (`ops/repair/*`), inspection contents and plans (`ops/inspection/content/*`,
// `ops/inspection/plan/*`) and inspecting (`ops/inspection/accept|inspect|end|query`).
// Lists are not capped at the §9 limits here: the server answers 2701 (devices per plan) and 2706
// (items per content) past them, which a schema refusal (10001) would hide.
import Type, { type Static } from 'typebox'
import {
  InspectionContentView,
  InspectionItem,
  InspectionPlanView,
  InspectionRecordView,
  InspectionStatus,
  ItemResult,
  OpsStaff,
  PlanState,
  WorkOrderStatus,
  WorkOrderView,
} from '../entities/ops.ts'
import { Id, Name, OptionalId, PageOf, Paging, Text } from './common.ts'
import { IdList } from './project.ts'

/** Longest list a body may carry at all; the §9 limits are checked by the server. */
const LIST_CAP = 1000

export const OpsIdBody = Type.Object({ id: Id })
export type OpsIdBody = Static<typeof OpsIdBody>
export const PlanIdBody = Type.Object({ planId: Id })
export type PlanIdBody = Static<typeof PlanIdBody>

/** `ops/staff`: who a work order (ops_order_handle) or an inspection plan (ops_inspection_do) may be given to. */
export const StaffQueryBody = Type.Object({ key: Type.Enum(['ops_order_handle', 'ops_inspection_do']) })
export type StaffQueryBody = Static<typeof StaffQueryBody>

// ---- work orders ----

/** Created 'pending', or 'dispatched' when a repairer is given. */
export const RepairAddBody = Type.Object({
  equipmentId: Id,
  description: Text(200, 1),
  content: Type.Optional(Text(1000)),
  repairerId: OptionalId,
  /** the alarm record of `equipmentId` the order is made from (issue 31); else 10001 */
  alarmId: OptionalId,
})
export type RepairAddBody = Static<typeof RepairAddBody>

/** Newest first; `mine`: only orders assigned to the caller. */
export const RepairQueryBody = Type.Object({
  ...Paging,
  equipmentId: OptionalId,
  status: Type.Optional(WorkOrderStatus),
  mine: Type.Optional(Type.Boolean()),
})
export type RepairQueryBody = Static<typeof RepairQueryBody>

/** pending | dispatched → dispatched (a dispatched order may be given to another repairer). */
export const RepairDispatchBody = Type.Object({ id: Id, repairerId: Id })
export type RepairDispatchBody = Static<typeof RepairDispatchBody>
/** dispatched → received, by the assigned repairer. */
export const RepairReceiveBody = OpsIdBody
export type RepairReceiveBody = Static<typeof RepairReceiveBody>
/** received → finished, by the assigned repairer. */
export const RepairFinishBody = Type.Object({ id: Id, result: Text(500, 1) })
export type RepairFinishBody = Static<typeof RepairFinishBody>
/** pending | dispatched | received → ended (ended early). */
export const RepairEndBody = Type.Object({ id: Id, reason: Text(500, 1) })
export type RepairEndBody = Static<typeof RepairEndBody>

// ---- inspection contents ----

const ContentFields = {
  name: Name,
  /** more than 50 (INSPECTION_CONTENT_MAX_ITEMS) → 2706; names unique within the content */
  items: Type.Array(InspectionItem, { minItems: 1, maxItems: LIST_CAP }),
}
export const ContentAddBody = Type.Object(ContentFields)
export type ContentAddBody = Static<typeof ContentAddBody>
export const ContentEditBody = Type.Object({ id: Id, ...ContentFields })
export type ContentEditBody = Static<typeof ContentEditBody>
/** Refused (10004) while a plan that is not completed uses the content. */
export const ContentDeleteBody = OpsIdBody
export type ContentDeleteBody = Static<typeof ContentDeleteBody>
export const ContentQueryBody = Type.Object({ ...Paging })
export type ContentQueryBody = Static<typeof ContentQueryBody>

// ---- inspection plans ----

const PlanFields = {
  title: Name,
  contentId: Id,
  inspectorId: Id,
  /** an array or a comma list; more than 30 (INSPECTION_PLAN_MAX_DEVICES) → 2701 */
  equipmentIds: IdList(LIST_CAP),
  /** when the inspection is due (epoch ms) */
  planTime: Type.Integer({ minimum: 0 }),
}
export const PlanAddBody = Type.Object(PlanFields)
export type PlanAddBody = Static<typeof PlanAddBody>
/** Only while the plan is open (not accepted or completed: 3004). */
export const PlanEditBody = Type.Object({ id: Id, ...PlanFields })
export type PlanEditBody = Static<typeof PlanEditBody>
/** Only while the plan is not completed (a completed plan cannot be changed, §4: 3004). */
export const PlanDeleteBody = OpsIdBody
export type PlanDeleteBody = Static<typeof PlanDeleteBody>
/** Newest first; `mine`: only plans whose inspector is the caller. */
export const PlanQueryBody = Type.Object({
  ...Paging,
  state: Type.Optional(PlanState),
  mine: Type.Optional(Type.Boolean()),
})
export type PlanQueryBody = Static<typeof PlanQueryBody>

// ---- inspecting ----

/** open → accepted, by the plan's inspector. */
export const InspectionAcceptBody = PlanIdBody
export type InspectionAcceptBody = Static<typeof InspectionAcceptBody>
/**
 * Fills the device's record of an accepted plan, by its inspector: one result per item of the content
 * (each item exactly once); normal when every item is ok, else abnormal.
 */
export const InspectBody = Type.Object({
  planId: Id,
  equipmentId: Id,
  items: Type.Array(ItemResult, { minItems: 1, maxItems: LIST_CAP }),
  remark: Type.Optional(Text(200)),
})
export type InspectBody = Static<typeof InspectBody>
/** Ends the plan (its inspector or a manager): unfilled records become aborted, the plan completed. */
export const InspectionEndBody = PlanIdBody
export type InspectionEndBody = Static<typeof InspectionEndBody>
/** Newest first (by fill time, else plan time). */
export const InspectionQueryBody = Type.Object({
  ...Paging,
  equipmentId: OptionalId,
  planId: OptionalId,
  status: Type.Optional(InspectionStatus),
})
export type InspectionQueryBody = Static<typeof InspectionQueryBody>

// ---- the endpoint map's part (schemas/api/endpoints.ts): body schema, answer schema ----

/** A plan with its content's items, as the plan calls answer it. */
export const PlanDetail = Type.Intersect([
  InspectionPlanView,
  Type.Object({ items: Type.Array(InspectionItem) }),
])
export type PlanDetail = Static<typeof PlanDetail>
const Deleted = Type.Object({ id: Type.String() })

export const OPS_ENDPOINTS = {
  'ops/staff': { body: StaffQueryBody, answer: Type.Array(OpsStaff) },
  'ops/repair/query': { body: RepairQueryBody, answer: PageOf(WorkOrderView) },
  'ops/repair/add': { body: RepairAddBody, answer: WorkOrderView },
  'ops/repair/dispatch': { body: RepairDispatchBody, answer: WorkOrderView },
  'ops/repair/receive': { body: RepairReceiveBody, answer: WorkOrderView },
  'ops/repair/finish': { body: RepairFinishBody, answer: WorkOrderView },
  'ops/repair/end': { body: RepairEndBody, answer: WorkOrderView },
  'ops/inspection/content/query': { body: ContentQueryBody, answer: PageOf(InspectionContentView) },
  'ops/inspection/content/add': { body: ContentAddBody, answer: InspectionContentView },
  'ops/inspection/content/edit': { body: ContentEditBody, answer: InspectionContentView },
  'ops/inspection/content/delete': { body: ContentDeleteBody, answer: Deleted },
  'ops/inspection/plan/query': { body: PlanQueryBody, answer: PageOf(PlanDetail) },
  'ops/inspection/plan/add': { body: PlanAddBody, answer: PlanDetail },
  'ops/inspection/plan/edit': { body: PlanEditBody, answer: PlanDetail },
  'ops/inspection/plan/delete': { body: PlanDeleteBody, answer: Deleted },
  'ops/inspection/accept': { body: InspectionAcceptBody, answer: PlanDetail },
  'ops/inspection/inspect': { body: InspectBody, answer: InspectionRecordView },
  'ops/inspection/end': { body: InspectionEndBody, answer: PlanDetail },
  'ops/inspection/query': { body: InspectionQueryBody, answer: PageOf(InspectionRecordView) },
} as const
