// The operation log (`user/operationlog/*`, spec §7) and the notification outbox (`notify/outbox/query`,
// the built-in provider's deliveries), newest first, scoped to the caller's enterprise.
import { pageOf } from '../views/paging.ts'
import { logEntryView, outboxView } from '../views/records.ts'
import { endpoint } from './endpoint.ts'

export const recordRoutes = [
  endpoint('user/operationlog/query', {
    summary: 'page through the operation log (filter by object type, action, account, time)',
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

  endpoint('user/operationlog/queryByObjectId', {
    summary: 'page through the operation log of one object',
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

  endpoint('notify/outbox/query', {
    summary: 'page through the notifications sent for the enterprise (SMS, e-mail, …), with their attempts',
    auth: 'manage_notify_outbox',
    idFields: { alarmId: 'alarmRecord', id: 'outbox' },
    handler: async ({ body, caller, s }) => {
      const query = s.db
        .selectFrom('notificationOutbox')
        .leftJoin('accounts', 'accounts.id', 'notificationOutbox.accountId')
        .leftJoin('alarmRecords', 'alarmRecords.id', 'notificationOutbox.alarmId')
        .selectAll('notificationOutbox')
        .select(['accounts.loginname', 'alarmRecords.deviceId as equipmentId'])
        .where('notificationOutbox.orgId', '=', caller.orgId)
        .$if(!!body.channel, (qb) => qb.where('notificationOutbox.channel', '=', body.channel!))
        .$if(!!body.status, (qb) => qb.where('notificationOutbox.status', '=', body.status!))
        .$if(!!body.alarmId, (qb) => qb.where('notificationOutbox.alarmId', '=', body.alarmId!))
        .$if(!!body.id, (qb) => qb.where('notificationOutbox.id', '=', body.id!))
        .orderBy('notificationOutbox.createdAt', 'desc')
        .orderBy('notificationOutbox.id', 'desc')
      return pageOf(query, body, outboxView)
    },
  }),
]
