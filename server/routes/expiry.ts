// Expiry messages (issue 34): a project's expiry time (`project/setExpiry`, project managers), the notice
// an expiry message is about (`msg/getExpireById`: only to an account that got the message) and the
// caller's expiry messages (`msg/queryExpireNoticeMsg`). The messages come from the leader's daily job
// (notices/expiry.ts).
import { Code } from '../../core/i18n/codes.ts'
import { fail } from '../http/api-error.ts'
import { messageView } from '../messages/messages.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'

export const expiryRoutes = [
  endpoint('project/setExpiry', {
    summary: "set or clear (null) a project's expiry time; expiry messages follow from 30 days before",
    auth: 'manage_eg_project',
    idFields: { projectId: 'project' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('projects')
          .set({ expiresAt: body.expiresAt, updatedAt: now })
          .where('id', '=', body.projectId)
          .execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'project',
          objectId: body.projectId,
          action: 'setExpiry',
          after: { expiresAt: body.expiresAt },
        })
        return { projectId: body.projectId, expiresAt: body.expiresAt }
      }),
  }),

  endpoint('msg/getExpireById', {
    summary: 'the expiry notice an expiry message of the caller is about (by the message or notice id)',
    auth: 'user',
    idFields: { id: 'messageData' },
    handler: async ({ body, caller, s }) => {
      const message = await s.db
        .selectFrom('messages')
        .select('dataId')
        .where('accountId', '=', caller.accountId)
        .where('type', '=', 'expire')
        .where((eb) => eb.or([eb('id', '=', body.id), eb('dataId', '=', body.id)]))
        .executeTakeFirst()
      const row =
        message &&
        (await s.db
          .selectFrom('expiryNotices')
          .selectAll()
          .where('id', '=', message.dataId)
          .executeTakeFirst())
      if (!row) fail(Code.noDataOrPermission)
      return {
        id: row.id,
        kind: row.kind,
        objectId: row.objectId,
        name: row.name,
        expiresAt: row.expiresAt,
        createdAt: row.createdAt,
      }
    },
  }),

  endpoint('msg/queryExpireNoticeMsg', {
    summary: "a page of the caller's expiry messages, newest first (read filter)",
    auth: 'user',
    handler: async ({ body, caller, s }) => {
      const query = s.db
        .selectFrom('messages')
        .selectAll()
        .where('accountId', '=', caller.accountId)
        .where('type', '=', 'expire')
        .$if(body.read !== undefined, (qb) => qb.where('isRead', '=', body.read ? 1 : 0))
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
      return pageOf(query, body, (row) => messageView(row))
    },
  }),
]
