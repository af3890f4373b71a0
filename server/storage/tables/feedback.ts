// Row shape of feedback (migration 0036).
import type { Generated } from 'kysely'

export interface FeedbackTable {
  id: string
  orgId: string
  accountId: string
  content: string
  contact: Generated<string>
  /** the screenshot as a data: URL ('' without one) */
  image: Generated<string>
  /** the platform's answer ('' until answered) */
  answer: Generated<string>
  answeredAt: number | null
  answeredBy: string | null
  createdAt: number
  updatedAt: number
}
