// The message centre (platform spec §7 "Messages"): the caller's own messages — a page of them, the unread
// count, marking read (some, all, or a device's alarm messages), deleting, ignoring, one message's
// detail. New messages are also pushed on ws/message/subscribe (live/sockets.ts).

import { Code } from '../../core/i18n/codes.ts'
import { fail } from '../http/api-error.ts'
import { messageView } from '../messages/messages.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from '../tenancy/caller.ts'
import { idsIn } from '../tenancy/scope.ts'
import { pageOfLongList } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'

/**
 * The caller's messages, each with the device it is about: an alarm's or a work order's device, or the
 * first device of an inspection plan.
 */
function ownMessages(db: Db, caller: Caller) {
  return db
    .selectFrom('messages')
    .leftJoin('alarmRecords', 'alarmRecords.id', 'messages.dataId')
    .leftJoin('workOrders', 'workOrders.id', 'messages.dataId')
    .selectAll('messages')
    .select((eb) =>
      eb.fn
        .coalesce(
          'alarmRecords.deviceId',
          'workOrders.deviceId',
          eb
            .selectFrom('inspectionRecords')
            .select((sub) => sub.fn.min('inspectionRecords.deviceId').as('deviceId'))
            .whereRef('inspectionRecords.planId', '=', 'messages.dataId'),
        )
        .as('equipmentId'),
    )
    .select([
      'alarmRecords.confirmedAt as ackAt',
      'alarmRecords.confirmedBy as ackBy',
      'alarmRecords.ackNote as ackNote',
    ])
    .where('messages.accountId', '=', caller.accountId)
}

type Row = Awaited<ReturnType<ReturnType<typeof ownMessages>['executeTakeFirstOrThrow']>>
const view = ({ equipmentId, ackAt, ackBy, ackNote, ...row }: Row) => ({
  ...messageView(row, equipmentId ?? undefined),
  // an alarm's acknowledgement, as every message about it shows it (issue 31)
  ...(row.type === 'alarm' && ackAt !== null && ackAt !== undefined
    ? { ack: { at: Number(ackAt), by: ackBy ?? '', note: ackNote ?? '' } }
    : {}),
})

export const msgRoutes = [
  endpoint('msg/query', {
    summary: "a page of the caller's messages, newest first (filter by type, read)",
    auth: 'user',
    handler: async ({ body, caller, s }) => {
      const query = ownMessages(s.db, caller)
        .$if(!!body.type, (qb) => qb.where('messages.type', '=', body.type!))
        .$if(body.read !== undefined, (qb) => qb.where('messages.isRead', '=', body.read ? 1 : 0))
        .orderBy('messages.createdAt', 'desc')
        .orderBy('messages.id', 'desc')
      return pageOfLongList(s.db, 'messages', query, body, view)
    },
  }),

  endpoint('msg/queryUnReadMsgCount', {
    summary: "the number of the caller's unread messages",
    auth: 'user',
    handler: async ({ caller, s }) => {
      const row = await s.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('accountId', '=', caller.accountId)
        .where('isRead', '=', 0)
        .executeTakeFirst()
      return { count: Number(row?.count ?? 0) }
    },
  }),

  endpoint('msg/info', {
    summary: 'one message of the caller, by its id or by the id of what it is about (an alarm record)',
    auth: 'user',
    idFields: { id: 'messageData' },
    handler: async ({ body, caller, s }) => {
      const row = await ownMessages(s.db, caller)
        .where((eb) => eb.or([eb('messages.id', '=', body.id), eb('messages.dataId', '=', body.id)]))
        .orderBy('messages.createdAt', 'desc')
        .executeTakeFirst()
      return row ? view(row) : fail(Code.noDataOrPermission)
    },
  }),

  endpoint('msg/markAsRead', {
    summary: "mark the caller's messages read (comma list)",
    auth: 'user',
    idFields: { id: 'message' },
    handler: async ({ body, caller, s }) => {
      const ids = idsIn(body.id)
      await s.db
        .updateTable('messages')
        .set({ isRead: 1 })
        .where('accountId', '=', caller.accountId)
        .where('id', 'in', ids)
        .execute()
      return { count: ids.length }
    },
  }),

  endpoint('msg/allMarkAsRead', {
    summary: 'mark every message of the caller read',
    auth: 'user',
    handler: async ({ caller, s }) => {
      const result = await s.db
        .updateTable('messages')
        .set({ isRead: 1 })
        .where('accountId', '=', caller.accountId)
        .where('isRead', '=', 0)
        .executeTakeFirst()
      return { count: Number(result.numUpdatedRows) }
    },
  }),

  endpoint('msg/markAsReadForEquipAlarm', {
    summary: "mark the caller's alarm messages of a device read",
    auth: 'user',
    idFields: { equipmentId: 'watchDevice' },
    handler: async ({ body, caller, s }) => {
      const result = await s.db
        .updateTable('messages')
        .set({ isRead: 1 })
        .where('accountId', '=', caller.accountId)
        .where('type', '=', 'alarm')
        .where('isRead', '=', 0)
        .where(
          'dataId',
          'in',
          s.db.selectFrom('alarmRecords').select('id').where('deviceId', '=', body.equipmentId),
        )
        .executeTakeFirst()
      return { count: Number(result.numUpdatedRows) }
    },
  }),

  endpoint('msg/delete', {
    summary: "delete the caller's messages (comma list)",
    auth: 'user',
    idFields: { id: 'message' },
    handler: async ({ body, caller, s }) => {
      const ids = idsIn(body.id)
      await s.db
        .deleteFrom('messages')
        .where('accountId', '=', caller.accountId)
        .where('id', 'in', ids)
        .execute()
      return { count: ids.length }
    },
  }),

  endpoint('msg/setIgnore', {
    summary: "mark the caller's messages ignored (or not): their dialogs stop popping up",
    auth: 'user',
    idFields: { id: 'message' },
    handler: async ({ body, caller, s }) => {
      const ids = idsIn(body.id)
      await s.db
        .updateTable('messages')
        .set({ ignored: body.ignored ? 1 : 0 })
        .where('accountId', '=', caller.accountId)
        .where('id', 'in', ids)
        .execute()
      return { count: ids.length }
    },
  }),
]
