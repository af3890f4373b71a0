// Operation and maintenance (`ops/*`; platform spec §3 Work order, Inspection, §4, §6, §9): repair work
// orders (`ops/repair/*`) and inspections — contents, plans and records (`ops/inspection/*`). Managing
// needs ops_order_manage; the assigned repairer receives and finishes with ops_order_handle, the assigned
// inspector accepts, inspects and ends with ops_inspection_do. Viewing repair orders needs
// monitor_multi_designer_repair (§6) or ops_order_manage, a repairer sees his own; inspection records
// any session, for devices the caller may watch.
import { Code } from '../../core/i18n/codes.ts'
import { fail } from '../http/api-error.ts'
import { staffWith } from '../maintenance/assignees.ts'
import { addContent, deleteContent, editContent, queryContents } from '../maintenance/contents.ts'
import { acceptPlan, endPlan, inspect, queryRecords } from '../maintenance/inspections.ts'
import { addPlan, deletePlan, editPlan, queryPlans } from '../maintenance/plans.ts'
import {
  addWorkOrder,
  dispatchWorkOrder,
  endWorkOrder,
  finishWorkOrder,
  queryWorkOrders,
  receiveWorkOrder,
} from '../maintenance/work-orders.ts'
import { endpoint } from './endpoint.ts'

/** The spec's key for viewing repair work orders (§6). */
const MONITOR_REPAIR_KEY = 'monitor_multi_designer_repair'

export const opsRoutes = [
  endpoint('ops/staff', {
    summary:
      'the enabled accounts a work order (key ops_order_handle) or an inspection plan (ops_inspection_do) may be given to',
    auth: 'ops_order_manage',
    handler: ({ body, caller, s }) => staffWith(s.db, caller.orgId, body.key),
  }),

  endpoint('ops/repair/query', {
    summary:
      'a page of work orders, newest first: of devices the caller may watch or made by or given to the caller (device, status, mine); a repairer holding only ops_order_handle sees his own',
    auth: 'user',
    idFields: { equipmentId: 'watchDevice' },
    handler: ({ body, caller, s }) => {
      // viewing orders is monitor_multi_designer_repair's (spec §6), and a manager's; a repairer sees his own
      const viewer = caller.auths.has(MONITOR_REPAIR_KEY) || caller.auths.has('ops_order_manage')
      if (!viewer && !caller.auths.has('ops_order_handle'))
        fail(Code.noAccess, { required: MONITOR_REPAIR_KEY })
      return queryWorkOrders(s.db, caller, viewer ? body : { ...body, mine: true })
    },
  }),

  endpoint('ops/repair/add', {
    summary:
      "create a work order: pending, or dispatched (and the repairer told) when repairerId is given; from the device's alarm alarmId (else 10001), named in the alarm's history",
    auth: 'ops_order_manage',
    idFields: { equipmentId: 'device', repairerId: 'account', alarmId: 'alarmRecord' },
    handler: ({ body, caller, s, now }) => addWorkOrder(s, caller, body, now),
  }),

  endpoint('ops/repair/dispatch', {
    summary: 'give a pending or dispatched work order to a repairer (told by an order message); else 3004',
    auth: 'ops_order_manage',
    idFields: { id: 'workOrder', repairerId: 'account' },
    handler: ({ body, caller, s, now }) => dispatchWorkOrder(s, caller, body, now),
  }),

  endpoint('ops/repair/receive', {
    summary: 'the assigned repairer (else 2702) receives a dispatched work order (else 3004)',
    auth: 'ops_order_handle',
    idFields: { id: 'workOrder' },
    handler: ({ body, caller, s, now }) => receiveWorkOrder(s, caller, body.id, now),
  }),

  endpoint('ops/repair/finish', {
    summary: 'the assigned repairer (else 2702) finishes a received work order with its result (else 3004)',
    auth: 'ops_order_handle',
    idFields: { id: 'workOrder' },
    handler: ({ body, caller, s, now }) => finishWorkOrder(s, caller, body, now),
  }),

  endpoint('ops/repair/end', {
    summary: 'end a pending, dispatched or received work order early, with the reason (else 3004)',
    auth: 'ops_order_manage',
    idFields: { id: 'workOrder' },
    handler: ({ body, caller, s, now }) => endWorkOrder(s, caller, body, now),
  }),

  endpoint('ops/inspection/content/query', {
    summary: "a page of the enterprise's inspection contents, newest first",
    auth: 'user',
    handler: ({ body, caller, s }) => queryContents(s.db, caller, body),
  }),

  endpoint('ops/inspection/content/add', {
    summary: 'create an inspection content: a name (90007 taken) and 1-50 items with distinct names (2706)',
    auth: 'ops_order_manage',
    handler: ({ body, caller, s, now }) => addContent(s, caller, body, now),
  }),

  endpoint('ops/inspection/content/edit', {
    summary: 'change an inspection content (plans already made keep their items)',
    auth: 'ops_order_manage',
    idFields: { id: 'inspectionContent' },
    handler: ({ body, caller, s, now }) => editContent(s, caller, body, now),
  }),

  endpoint('ops/inspection/content/delete', {
    summary: 'delete an inspection content (10004 while a plan not completed uses it)',
    auth: 'ops_order_manage',
    idFields: { id: 'inspectionContent' },
    handler: ({ body, caller, s, now }) => deleteContent(s, caller, body.id, now),
  }),

  endpoint('ops/inspection/plan/query', {
    summary:
      'a page of inspection plans, newest first: all for managers, else those the caller inspects (state, mine)',
    auth: 'user',
    handler: ({ body, caller, s }) => queryPlans(s.db, caller, body),
  }),

  endpoint('ops/inspection/plan/add', {
    summary:
      'create an inspection plan: a content, an inspector (told by an order message), 1-30 devices (2701)',
    auth: 'ops_order_manage',
    idFields: { contentId: 'inspectionContent', inspectorId: 'account', equipmentIds: 'device' },
    handler: ({ body, caller, s, now }) => addPlan(s, caller, body, now),
  }),

  endpoint('ops/inspection/plan/edit', {
    summary: 'change an open inspection plan (3004 once accepted or completed)',
    auth: 'ops_order_manage',
    idFields: {
      id: 'inspectionPlan',
      contentId: 'inspectionContent',
      inspectorId: 'account',
      equipmentIds: 'device',
    },
    handler: ({ body, caller, s, now }) => editPlan(s, caller, body, now),
  }),

  endpoint('ops/inspection/plan/delete', {
    summary: 'delete an inspection plan with nothing filled in yet (3004 otherwise: end it instead)',
    auth: 'ops_order_manage',
    idFields: { id: 'inspectionPlan' },
    handler: ({ body, caller, s, now }) => deletePlan(s, caller, body.id, now),
  }),

  endpoint('ops/inspection/accept', {
    summary: 'the plan’s inspector (else 2702) accepts an open inspection plan (else 3004)',
    auth: 'ops_inspection_do',
    idFields: { planId: 'inspectionPlan' },
    handler: ({ body, caller, s, now }) => acceptPlan(s, caller, body.planId, now),
  }),

  endpoint('ops/inspection/inspect', {
    summary:
      'the inspector fills a device’s record of an accepted plan, one result per item: normal or abnormal; the last completes the plan',
    auth: 'ops_inspection_do',
    idFields: { planId: 'inspectionPlan', equipmentId: 'enterpriseDevice' },
    handler: ({ body, caller, s, now }) => inspect(s, caller, body, now),
  }),

  endpoint('ops/inspection/end', {
    summary:
      'the inspector or a manager ends a plan: unfilled records aborted, plan completed (3004 if it was)',
    auth: 'user',
    idFields: { planId: 'inspectionPlan' },
    handler: ({ body, caller, s, now }) => endPlan(s, caller, body.planId, now),
  }),

  endpoint('ops/inspection/query', {
    summary:
      'a page of inspection records, newest first: of devices the caller may watch or plans the caller inspects (device, plan, status)',
    auth: 'user',
    idFields: { equipmentId: 'watchDevice', planId: 'inspectionPlan' },
    handler: ({ body, caller, s }) => queryRecords(s.db, caller, body),
  }),
]
