// Operation-log and outbox rows as the API shows them.
import type { Selectable } from 'kysely'
import type {
  HeldReason,
  NotifyChannel,
  OperationLogEntry,
  OutboxEntry,
  OutboxStatus,
} from '../../schemas/entities/records.ts'
import type { NotificationOutboxTable, OperationLogTable } from '../storage/tables/auth.ts'

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text))

export const logEntryView = (row: Selectable<OperationLogTable>): OperationLogEntry => ({
  id: row.id,
  accountId: row.accountId,
  loginname: row.loginname,
  objectType: row.objectType,
  objectId: row.objectId,
  action: row.action,
  before: parsed(row.beforeJson),
  after: parsed(row.afterJson),
  createdAt: row.createdAt,
})

export const outboxView = (
  row: Selectable<NotificationOutboxTable> & { loginname?: string | null; equipmentId?: string | null },
): OutboxEntry => ({
  id: row.id,
  channel: row.channel as NotifyChannel,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  provider: row.provider,
  status: row.status as OutboxStatus,
  loops: row.loops,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt,
  updatedAt: row.updatedAt,
  createdAt: row.createdAt,
  alarmId: row.alarmId,
  equipmentId: row.equipmentId ?? null,
  loginname: row.loginname ?? '',
  heldReason: row.heldReason as HeldReason | '',
  sentAt: row.sentAt,
  answer: row.answer,
})
