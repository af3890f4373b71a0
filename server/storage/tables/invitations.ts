// Row shapes of invitations and of the enrolment codes of both enrolment flows (migration 0034).
import type { Generated } from 'kysely'

export interface InvitationTable {
  id: string
  orgId: string
  /** the public code of `/enroll/{code}` */
  code: string
  /** internal | external */
  kind: string
  roleId: string | null
  deptId: string | null
  remark: Generated<string>
  expiresAt: number
  revokedAt: number | null
  acceptedAt: number | null
  /** the account the invitation made */
  accountId: string | null
  createdBy: string | null
  createdAt: number
  updatedAt: number
}

/** A 6-digit code sent to a phone or e-mail someone enrolling named, stored only as a digest. */
export interface EnrollCodeTable {
  id: string
  orgId: string
  /** `invite:<invitation id>` or `register:<role id>` */
  subject: string
  /** tel | email */
  channel: string
  target: string
  secretHash: string
  attempts: Generated<number>
  expiresAt: number
  consumedAt: number | null
  createdAt: number
}
