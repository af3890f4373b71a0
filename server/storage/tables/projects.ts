// Row shapes of projects, pages (of a project, a device or a template), project equipment, project
// permissions and users, memory variables and messages (history is in edge-link.ts).
import type { Generated } from 'kysely'

export interface ProjectTable {
  id: string
  orgId: string
  ownerId: string
  name: string
  remark: string
  sharePasswordHash: string | null
  shareAuth: Generated<string>
  /** custom | last */
  errorDisplay: Generated<string>
  errorValue: Generated<string>
  sort: Generated<number>
  /** when the project expires (migration 0037); null: never */
  expiresAt: number | null
  createdAt: number
  updatedAt: number
}

export interface PageTable {
  id: string
  orgId: string
  projectId: string | null
  deviceId: string | null
  templateId: string | null
  title: string
  /** main | sub */
  kind: string
  width: number
  height: number
  isStart: Generated<number>
  passwordHash: string | null
  /** the page JSON (schemas/page.ts) */
  document: string
  sort: Generated<number>
  createdAt: number
  updatedAt: number
}

export interface ProjectEquipmentTable {
  projectId: string
  deviceId: string
  orgId: string
  /** the equipKey widgets refer to */
  key: string
  createdAt: number
}

export interface ProjectPermissionTable {
  id: string
  orgId: string
  projectId: string
  title: string
  /** JSON array of query | add | edit | delete */
  actions: string
  /** JSON array of page ids */
  pageIds: string
  createdAt: number
  updatedAt: number
}

export interface ProjectUserTable {
  projectId: string
  accountId: string
  permissionId: string | null
  orgId: string
  createdAt: number
}

export interface MemoryVariableTable {
  id: string
  orgId: string
  projectId: string
  name: string
  /** sum | avg | min | max | custom */
  kind: string
  formula: string
  /** JSON array of signal ids */
  signalIds: string
  createdAt: number
  updatedAt: number
}

export interface MessageTable {
  id: string
  orgId: string
  accountId: string
  /** alarm | order | notice | expire | payment */
  type: string
  equipType: string
  dataId: string
  dataStatus: string
  title: string
  note: string
  imgUrl: string
  alarmBroadcastTimes: number
  isRead: Generated<number>
  ignored: Generated<number>
  createdAt: number
}

/** Migration 0053 (issue 30): a page saved as a template of the enterprise. */
export interface PageTemplateTable {
  id: string
  orgId: string
  title: string
  width: number
  height: number
  /** the number of top-level widgets, shown beside the title */
  widgets: number
  /** the page JSON (schemas/page.ts) */
  document: string
  createdBy: string
  createdAt: number
  updatedAt: number
}
