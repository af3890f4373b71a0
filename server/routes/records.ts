// The operation log (`user/operationlog/*`, spec §7) and the notification outbox (`notify/outbox/query`,
// the built-in provider's deliveries), newest first, scoped to the caller's enterprise.
import {
  OperationLogByObjectBody,
  OperationLogQueryBody,
  OutboxQueryBody,
} from '../../schemas/api/records.ts'
import { pageOf } from '../views/paging.ts'
import { logEntryView, outboxView } from '../views/records.ts'
import { route } from './types.ts'

export const recordRoutes = [
  route({
    path: 'user/operationlog/query',
    summary: 'page through the operation log (filter by object type, action, account, time)',
    bodySchema: OperationLogQueryBody,
    auth: 'manage_operation_log',
    idFields: { accountId: 'account' },
    handler: async ({ body, caller, s }) => {
      const query = s.db
        .selectFrom('operationLog')
        .selectAll()
        .where('orgId', '=', caller.orgId)
        .$if(!!body.objectType, (qb) => qb.where('objectType', '=', body.objectType!))
        .$if(!!body.action, (qb) => qb.where('action', '=', body.action!))
        .$if(body.accountId !== undefined, (qb) => qb.where('accountId', '=', body.accountId!))
        .$if(body.startTime !== undefined, (qb) => qb.where('createdAt', '>=', body.startTime!))
        .$if(body.endTime !== undefined, (qb) => qb.where('createdAt', '<', body.endTime!))
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
      return pageOf(query, body, logEntryView)
    },
  }),

  route({
    path: 'user/operationlog/queryByObjectId',
    summary: 'page through the operation log of one object',
    bodySchema: OperationLogByObjectBody,
    auth: 'manage_operation_log',
    idFields: { objectId: 'logObject' },
    handler: async ({ body, caller, s }) => {
      const query = s.db
        .selectFrom('operationLog')
        .selectAll()
        .where('orgId', '=', caller.orgId)
        .where('objectId', '=', body.objectId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
      return pageOf(query, body, logEntryView)
    },
  }),

  route({
    path: 'notify/outbox/query',
    summary: 'page through the notifications sent for the enterprise (SMS, e-mail, …), with their attempts',
    bodySchema: OutboxQueryBody,
    auth: 'manage_notify_outbox',
    handler: async ({ body, caller, s }) => {
      const query = s.db
        .selectFrom('notificationOutbox')
        .selectAll()
        .where('orgId', '=', caller.orgId)
        .$if(!!body.channel, (qb) => qb.where('channel', '=', body.channel!))
        .$if(!!body.status, (qb) => qb.where('status', '=', body.status!))
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
      return pageOf(query, body, outboxView)
    },
  }),
]
