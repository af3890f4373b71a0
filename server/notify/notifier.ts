// Notifications (codes, alarms) leave through providers per channel (SMS, phone call, voice broadcast
// with a loop count, WeChat, app push, e-mail). Every notification is also a row of the outbox, so the
// built-in setup works offline: with no provider for a channel the row is the delivery ('stored'),
// visible through `notify/outbox/query`. Real providers plug in by channel (webhook.ts configures them
// from the environment) and mark the row 'sent' or 'failed'.
import type { NotifyChannel } from '../../schemas/entities/records.ts'
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'

export interface Notification {
  orgId: string | null
  accountId: string | null
  channel: NotifyChannel
  recipient: string
  subject: string
  body: string
  /** voice: how many times the text is spoken */
  loops?: number
}

export interface NotificationProvider {
  readonly name: string
  deliver(notification: Notification): Promise<void>
}

export type Providers = Partial<Record<NotifyChannel, NotificationProvider>>

export interface Notifier {
  send(db: Db, notification: Notification, now: number): Promise<void>
}

export function createNotifier(providers: Providers = {}): Notifier {
  return {
    async send(db, { loops = 0, ...notification }, now) {
      const provider = providers[notification.channel]
      let status = 'stored'
      if (provider) {
        status = await provider.deliver({ ...notification, loops }).then(
          () => 'sent',
          () => 'failed',
        )
      }
      await db
        .insertInto('notificationOutbox')
        .values({
          id: sortableId(now),
          ...notification,
          loops,
          provider: provider?.name ?? 'outbox',
          status,
          createdAt: now,
        })
        .execute()
    },
  }
}
