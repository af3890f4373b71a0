// Row shapes of operation and maintenance (migration 0005): work orders, inspection contents, plans
// and records. JSON columns: a content's and a plan's `items` (InspectionItem[]), a record's `items`
// (ItemResult[]).
import type { Generated } from 'kysely'

export interface WorkOrderTable {
  id: string
  orgId: string
  number: string
  deviceId: string
  description: Generated<string>
  content: Generated<string>
  repairerId: string | null
  creatorId: string | null
  /** the creator's loginname when the order was made */
  creator: Generated<string>
  /** pending | dispatched | received | finished | ended */
  status: string
  /** the finish result or the end reason */
  result: string | null
  /** the alarm record the order was made from (issue 31) */
  alarmId: string | null
  createdAt: number
  updatedAt: number
}

export interface InspectionContentTable {
  id: string
  orgId: string
  name: string
  items: Generated<string>
  createdAt: number
  updatedAt: number
}

export interface InspectionPlanTable {
  id: string
  orgId: string
  title: string
  contentId: string
  /** the content's name and items when the plan was made or last edited */
  contentName: Generated<string>
  items: Generated<string>
  inspectorId: string
  creatorId: string | null
  creator: Generated<string>
  planTime: number
  /** open | accepted | completed */
  state: string
  acceptedAt: number | null
  completedAt: number | null
  createdAt: number
  updatedAt: number
}

export interface InspectionRecordTable {
  id: string
  orgId: string
  planId: string
  deviceId: string
  /** notStarted | aborted | normal | abnormal */
  status: string
  filled: Generated<number>
  time: number | null
  remark: Generated<string>
  result: Generated<string>
  items: Generated<string>
  createdAt: number
  updatedAt: number
}
