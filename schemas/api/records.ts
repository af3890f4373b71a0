// Bodies of the operation-log and notification-outbox calls.
import Type, { type Static } from 'typebox'
import { NotifyChannel, OUTBOX_STATUSES } from '../entities/records.ts'
import { Id, Paging, Text } from './common.ts'

export const OperationLogQueryBody = Type.Object({
  ...Paging,
  objectType: Type.Optional(Text(32)),
  action: Type.Optional(Text(32)),
  accountId: Type.Optional(Id),
  startTime: Type.Optional(Type.Integer({ minimum: 0 })),
  endTime: Type.Optional(Type.Integer({ minimum: 0 })),
})
export type OperationLogQueryBody = Static<typeof OperationLogQueryBody>

export const OperationLogByObjectBody = Type.Object({ ...Paging, objectId: Id })
export type OperationLogByObjectBody = Static<typeof OperationLogByObjectBody>

export const OutboxQueryBody = Type.Object({
  ...Paging,
  channel: Type.Optional(NotifyChannel),
  status: Type.Optional(Type.Enum(OUTBOX_STATUSES)),
})
export type OutboxQueryBody = Static<typeof OutboxQueryBody>
