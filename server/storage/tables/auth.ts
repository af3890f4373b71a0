// Row shapes of sessions, login attempts, verification codes, server secrets, the outbox and the log.
import type { Generated } from 'kysely'

export interface SessionTable {
  /** sha-256 of the cookie token, hex: the token itself is never stored. */
  tokenHash: string
  accountId: string
  orgId: string
  createdAt: number
  expiresAt: number
  lastSeenAt: number
}

export interface LoginAttemptTable {
  loginname: string
  failedCount: number
  lastFailedAt: number
  lockedUntil: number
}

export interface VerificationCodeTable {
  id: string
  accountId: string
  orgId: string
  /** what the code or ticket allows, e.g. findpwd, security, newTel */
  purpose: string
  /** tel | email | question | password | ticket */
  channel: string
  /** the phone or address a code was sent to, or a new value being confirmed */
  target: string
  secretHash: string
  attempts: number
  expiresAt: number
  consumedAt: number | null
  createdAt: number
}

export interface ServerSecretTable {
  name: string
  value: string
  createdAt: number
}

export interface NotificationOutboxTable {
  id: string
  orgId: string | null
  accountId: string | null
  channel: string
  recipient: string
  subject: string
  body: string
  provider: string
  status: string
  /** how many times a voice notification is spoken; 0 for other channels */
  loops: Generated<number>
  /** delivery attempts so far, the last one's error, when the next is due (migration 0010) */
  attempts: Generated<number>
  lastError: Generated<string>
  nextAttemptAt: number | null
  updatedAt: number | null
  createdAt: number
  /** the alarm record it is about (migration 0014) */
  alarmId: string | null
  /** the alarm's source, why the row was held back, the summary that reported it (migration 0024) */
  alarmKey: string | null
  heldReason: Generated<string>
  summaryId: string | null
  /** when the provider took it, and what it answered (migration 0024) */
  sentAt: number | null
  answer: Generated<string>
}

export interface OperationLogTable {
  id: string
  orgId: string
  accountId: string | null
  loginname: string
  objectType: string
  objectId: string
  action: string
  beforeJson: string | null
  afterJson: string | null
  createdAt: number
}
