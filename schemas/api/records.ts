// Bodies of the operation-log and notification-outbox calls.
import Type, { type Static } from 'typebox'
import { NotifyChannel, OperationLogEntry, OUTBOX_STATUSES, OutboxEntry } from '../entities/records.ts'
import { Id, PageOf, Paging, Text } from './common.ts'

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
  /** the notifications of one alarm record */
  alarmId: Type.Optional(Id),
  /** one notification (a link from the device's alarm tab) */
  id: Type.Optional(Id),
})
export type OutboxQueryBody = Static<typeof OutboxQueryBody>

/** The operation log's and the outbox's calls in the endpoint map (schemas/api/endpoints.ts). */
export const RECORDS_ENDPOINTS = {
  'user/operationlog/query': { body: OperationLogQueryBody, answer: PageOf(OperationLogEntry) },
  'user/operationlog/queryByObjectId': { body: OperationLogByObjectBody, answer: PageOf(OperationLogEntry) },
  'notify/outbox/query': { body: OutboxQueryBody, answer: PageOf(OutboxEntry) },
  'notify/outbox/retry': { body: Type.Object({ id: Id }), answer: OutboxEntry },
} as const
