// `notify/outbox/retry` (issue 21's outbox screen): a notification that failed for good is tried once
// more, now, by the cluster's leader (the sweep's rule: followers never deliver). It stays failed if that
// attempt fails too. The outbox list itself is `notify/outbox/query` (records.ts).
import { Code } from '../../core/i18n/codes.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { outboxView } from '../views/records.ts'
import { endpoint } from './endpoint.ts'

export const outboxRoutes = [
  endpoint('notify/outbox/retry', {
    summary: 'try a failed notification once more, now; answers the notification after the attempt',
    auth: 'manage_notify_outbox',
    idFields: { id: 'outbox' },
    handler: async ({ body, caller, s, now }) => {
      const reopened = await s.db
        .updateTable('notificationOutbox')
        .set({ status: 'pending', nextAttemptAt: now, updatedAt: now })
        .where('id', '=', body.id)
        .where('status', '=', 'failed')
        .executeTakeFirst()
      if (Number(reopened.numUpdatedRows) !== 1) fail(Code.paramInvalid, { field: 'status' })
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'notification',
        objectId: body.id,
        action: 'retry',
      })
      await s.realtime.retryNotifications()
      const row = await s.db
        .selectFrom('notificationOutbox')
        .leftJoin('accounts', 'accounts.id', 'notificationOutbox.accountId')
        .leftJoin('alarmRecords', 'alarmRecords.id', 'notificationOutbox.alarmId')
        .selectAll('notificationOutbox')
        .select(['accounts.loginname', 'alarmRecords.deviceId as equipmentId'])
        .where('notificationOutbox.id', '=', body.id)
        .executeTakeFirstOrThrow()
      return outboxView(row)
    },
  }),
]
