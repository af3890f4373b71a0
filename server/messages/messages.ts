// Messages (platform spec §3 Message): one row per recipient account, pushed at once to the account's
// message sockets. Alarm messages go to everyone who may see the device: the enterprise's administrators
// and operation accounts, the device's owner and its authorised users.
import type { Selectable } from 'kysely'
import type { MessageView } from '../../schemas/entities/live.ts'
import type { MessageHub } from '../live-state/hub.ts'
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'
import type { MessageTable } from '../storage/tables/projects.ts'

export interface NewMessage {
  orgId: string
  type: string
  equipType: string
  dataId: string
  dataStatus: string
  title: string
  note: string
  alarmBroadcastTimes: number
}

export function messageView(row: Selectable<MessageTable>, equipmentId?: string): MessageView {
  return {
    id: row.id,
    type: row.type,
    equipType: row.equipType,
    dataId: row.dataId,
    dataStatus: row.dataStatus,
    title: row.title,
    note: row.note,
    imgUrl: row.imgUrl,
    alarmBroadcastTimes: row.alarmBroadcastTimes,
    gmtCreate: row.createdAt,
    read: row.isRead === 1,
    ignored: row.ignored === 1,
    ...(equipmentId === undefined ? {} : { equipmentId }),
  }
}

export interface Recipient {
  id: string
  tel: string | null
  wechatOpenId: string | null
  email: string | null
  /** the account's settings document: its language and time zone (alarms/notice-text.ts) */
  config: string
}

/** The account columns a Recipient is made of. */
export const RECIPIENT_COLUMNS = ['id', 'tel', 'wechatOpenId', 'email', 'config'] as const

/** Enabled accounts that may see the device (spec §6 device authorisation). */
export async function recipientsOfDevice(db: Db, deviceId: string): Promise<Recipient[]> {
  const device = await db
    .selectFrom('devices')
    .select(['orgId', 'ownerId'])
    .where('id', '=', deviceId)
    .executeTakeFirst()
  if (!device) return []
  return db
    .selectFrom('accounts')
    .select(RECIPIENT_COLUMNS)
    .where('orgId', '=', device.orgId)
    .where('disabled', '=', 0)
    .where((eb) =>
      eb.or([
        eb('roleType', 'in', ['admin', 'operation']),
        eb('id', '=', device.ownerId),
        eb(
          'id',
          'in',
          db.selectFrom('deviceUsers').select('accountId').where('deviceUsers.deviceId', '=', deviceId),
        ),
      ]),
    )
    .orderBy('id')
    .execute()
}

/** Stores one message per account and pushes each to its account's sockets. */
export async function sendMessages(
  db: Db,
  hub: Pick<MessageHub, 'publish'>,
  accountIds: readonly string[],
  message: NewMessage,
  now: number,
  equipmentId?: string,
): Promise<MessageView[]> {
  if (accountIds.length === 0) return []
  const rows = accountIds.map((accountId) => ({
    id: sortableId(now),
    accountId,
    imgUrl: '',
    createdAt: now,
    ...message,
  }))
  const stored = await db.insertInto('messages').values(rows).returningAll().execute()
  const views = stored.map((row) => [row.accountId, messageView(row, equipmentId)] as const)
  for (const [accountId, view] of views) hub.publish(accountId, view)
  return views.map(([, view]) => view)
}
