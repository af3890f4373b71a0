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

export const OutboxEntry = Type.Object({
  id: Type.String(),
  channel: NotifyChannel,
  recipient: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  provider: Type.String(),
  status: Type.String(),
  /** how many times a voice notification is spoken */
  loops: Type.Integer(),
  createdAt: Type.Integer(),
})
export type OutboxEntry = Static<typeof OutboxEntry>
