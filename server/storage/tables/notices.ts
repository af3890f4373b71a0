// Row shape of system notices (migration 0035).
import type { Generated } from 'kysely'

export interface SystemNoticeTable {
  id: string
  /** the author's enterprise (the platform's) */
  orgId: string
  title: string
  /** rich text, cleaned with the one allow-list at save */
  content: Generated<string>
  /** all | orgs */
  audience: Generated<string>
  /** JSON array of enterprise ids, for audience `orgs` */
  orgIds: Generated<string>
  publishAt: number
  publishedAt: number | null
  createdBy: string | null
  createdAt: number
  updatedAt: number
}
