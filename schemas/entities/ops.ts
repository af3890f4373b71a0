// Operation and maintenance (platform spec §3 Work order, Inspection; §4 their states; §9 limits):
// repair work orders, inspection contents (lists of items), inspection plans (devices to inspect with a
// content, by an inspector) and inspection records (one per plan and device).
import Type, { type Static } from 'typebox'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])

/** At most 30 devices per inspection plan (spec §9; code 2701). */
export const INSPECTION_PLAN_MAX_DEVICES = 30
/** At most 50 items per inspection content (spec §9; code 2706). */
export const INSPECTION_CONTENT_MAX_ITEMS = 50

/** An account a work order or an inspection plan may be given to (`ops/staff`). */
export const OpsStaff = Type.Object({ id: Type.String(), loginname: Type.String() })
export type OpsStaff = Static<typeof OpsStaff>

/** Work order states (spec §4); 'ended' is "ended early". */
export const WORK_ORDER_STATUSES = ['pending', 'dispatched', 'received', 'finished', 'ended'] as const
export const WorkOrderStatus = Type.Enum(WORK_ORDER_STATUSES)
export type WorkOrderStatus = Static<typeof WorkOrderStatus>

export const WorkOrderView = Type.Object({
  id: Type.String(),
  /** 'WO' + creation day (yyyymmdd) + '-' + a 4-digit sequence of that day, unique per enterprise */
  number: Type.String(),
  equipmentId: Type.String(),
  equipmentName: Type.String(),
  description: Type.String(),
  content: Type.String(),
  repairerId: Nullable(Type.String()),
  /** the repairer's loginname */
  repairer: Nullable(Type.String()),
  /** the creator's loginname */
  creator: Type.String(),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
  status: WorkOrderStatus,
  /** the finish result, or the reason it was ended early */
  result: Nullable(Type.String()),
  /** the alarm record the order was made from (issue 31) */
  alarmId: Nullable(Type.String()),
})
export type WorkOrderView = Static<typeof WorkOrderView>

/** Inspection record states (spec §4). */
export const INSPECTION_STATUSES = ['notStarted', 'aborted', 'normal', 'abnormal'] as const
export const InspectionStatus = Type.Enum(INSPECTION_STATUSES)
export type InspectionStatus = Static<typeof InspectionStatus>
export const FILL_STATUSES = ['filled', 'unfilled'] as const
export const FillStatus = Type.Enum(FILL_STATUSES)
export type FillStatus = Static<typeof FillStatus>
/** Plan states: open (not accepted yet), accepted by its inspector, completed (cannot be changed, §4). */
export const PLAN_STATES = ['open', 'accepted', 'completed'] as const
export const PlanState = Type.Enum(PLAN_STATES)
export type PlanState = Static<typeof PlanState>

export const InspectionItem = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64 }),
  /** what counts as ok */
  standard: Type.Optional(Type.String({ maxLength: 200 })),
})
export type InspectionItem = Static<typeof InspectionItem>

export const InspectionContentView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  items: Type.Array(InspectionItem),
  createdAt: Type.Integer(),
})
export type InspectionContentView = Static<typeof InspectionContentView>

export const InspectionPlanView = Type.Object({
  id: Type.String(),
  title: Type.String(),
  contentId: Type.String(),
  contentName: Type.String(),
  inspectorId: Type.String(),
  /** the inspector's loginname */
  inspector: Type.String(),
  equipmentIds: Type.Array(Type.String()),
  planTime: Type.Integer(),
  state: PlanState,
  createdAt: Type.Integer(),
  /** records filled so far */
  filled: Type.Integer(),
  /** records in the plan (one per device) */
  total: Type.Integer(),
})
export type InspectionPlanView = Static<typeof InspectionPlanView>

/** The inspector's finding for one item of the content. */
export const ItemResult = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64 }),
  ok: Type.Boolean(),
  note: Type.Optional(Type.String({ maxLength: 200 })),
})
export type ItemResult = Static<typeof ItemResult>

export const InspectionRecordView = Type.Object({
  id: Type.String(),
  planId: Type.String(),
  planTitle: Type.String(),
  equipmentId: Type.String(),
  equipmentName: Type.String(),
  /** the inspector's loginname */
  inspector: Type.String(),
  inspectorId: Type.String(),
  /** the plan's state: whether the record can still be accepted, filled in or ended */
  planState: PlanState,
  /** the plan's items, the ones `ops/inspection/inspect` answers (InspectionPlanView items) */
  checklist: Type.Array(InspectionItem),
  status: InspectionStatus,
  fillStatus: FillStatus,
  /** when it was filled in; null while unfilled */
  time: Nullable(Type.Integer()),
  remark: Type.String(),
  /** a short summary: '5/5 ok', or the names of the failed items; '' while unfilled */
  result: Type.String(),
  items: Type.Array(ItemResult),
})
export type InspectionRecordView = Static<typeof InspectionRecordView>
