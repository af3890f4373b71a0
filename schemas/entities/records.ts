// Operation-log entries and notification-outbox rows as the API returns them.
import Type, { type Static } from 'typebox'

export const OperationLogEntry = Type.Object({
  id: Type.String(),
  accountId: Type.Union([Type.String(), Type.Null()]),
  loginname: Type.String(),
  objectType: Type.String(),
  objectId: Type.String(),
  action: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: Type.Integer(),
})
export type OperationLogEntry = Static<typeof OperationLogEntry>

export const NOTIFY_CHANNELS = ['sms', 'email', 'voice', 'wechat', 'app', 'phone'] as const
export const NotifyChannel = Type.Enum(NOTIFY_CHANNELS)
export type NotifyChannel = Static<typeof NotifyChannel>

/**
 * stored: no provider for the channel (the row is the delivery); pending: an attempt is due or under way;
 * sent: a provider took it; failed: the last allowed attempt failed (server/notify/notifier.ts); held:
 * held back by the alarm guard, its reason beside it (server/alarms/guard.ts).
 */
export const OUTBOX_STATUSES = ['stored', 'pending', 'sent', 'failed', 'held'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/**
 * Why the alarm guard held a notification back: its alarm's source was notified to the recipient by the
 * channel within the rule's re-notify interval, or the recipient's channel reached its rate limit.
 */
/** smsQuota: the enterprise's SMS count had run out (issue 33) */
export const HELD_REASONS = ['renotify', 'rateLimit', 'smsQuota'] as const
export type HeldReason = (typeof HELD_REASONS)[number]

export const OutboxEntry = Type.Object({
  id: Type.String(),
  channel: NotifyChannel,
  recipient: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  provider: Type.String(),
  status: Type.Enum(OUTBOX_STATUSES),
  /** how many times a voice notification is spoken */
  loops: Type.Integer(),
  /** delivery attempts so far, the last failed one's error, when the next is due (pending only) */
  attempts: Type.Integer(),
  lastError: Type.String(),
  nextAttemptAt: Type.Union([Type.Integer(), Type.Null()]),
  /** the last attempt's time; null before any */
  updatedAt: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.Integer(),
  /** the alarm record it is about, and the recipient's login name (issue 21's outbox screen) */
  alarmId: Type.Union([Type.String(), Type.Null()]),
  /** the device of that alarm: the outbox links to the device's alarm tab (issue 38) */
  equipmentId: Type.Union([Type.String(), Type.Null()]),
  loginname: Type.String(),
  /** held rows: why ('' otherwise); when the provider took it and what it answered */
  heldReason: Type.Union([Type.Enum(HELD_REASONS), Type.Literal('')]),
  sentAt: Type.Union([Type.Integer(), Type.Null()]),
  answer: Type.String(),
})
export type OutboxEntry = Static<typeof OutboxEntry>
