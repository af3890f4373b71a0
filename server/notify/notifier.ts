// Notifications (codes, alarms) leave through providers per channel (SMS, phone call, voice broadcast
// with a loop count, WeChat, app push, e-mail). Every notification is also a row of the outbox, so the
// built-in setup works offline: with no provider for a channel the row is the delivery ('stored'),
// visible through `notify/outbox/query`. Real providers plug in by channel (webhook.ts configures them
// from the environment).
// Delivery is reliable (issue 21): a row with a provider is 'pending' until an attempt succeeds ('sent')
// or the last allowed attempt fails ('failed'); between attempts the wait grows (RetryPolicy). Each
// attempt first claims its row (a conditional update of the attempt count), so two instances that both
// believe they lead (a handover's overlap) never deliver the same attempt twice; retries are swept by
// the leader only (edge-link/realtime.ts). A claim also pushes the next attempt past the provider's
// time limit, so an instance that dies mid-delivery leaves the row to the next leader's sweep.
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
  /** the alarm record it is about (the outbox screen shows deliveries per alarm) */
  alarmId?: string
}

export interface NotificationProvider {
  readonly name: string
  deliver(notification: Notification): Promise<void>
  /**
   * Whether it is set up now (a provider configured in the system parameters may not be); without it,
   * always. A notification for a provider not set up stays in the outbox ('stored').
   */
  available?(db: Db): Promise<boolean>
  /** the name of what delivers now, when it depends on the system parameters (cloud.ts: aliyun-sms) */
  current?(db: Db): Promise<string>
}

export type Providers = Partial<Record<NotifyChannel, NotificationProvider>>

export interface RetryPolicy {
  /** attempts in all, the first included */
  maxAttempts: number
  /** the wait before the next attempt, after `attempts` failed ones */
  backoffMs(attempts: number): number
  /** a claimed attempt's row is not due again before this long (longer than a provider's time limit) */
  claimMs: number
}

/** 5 attempts: waits of 30 s, 2 min, 8 min, 32 min (at most an hour). */
export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 5,
  backoffMs: (attempts) => Math.min(30_000 * 4 ** (attempts - 1), 3_600_000),
  claimMs: 60_000,
}

/** Due retries taken per sweep, oldest first. */
const SWEEP_BATCH = 100

export interface Notifier {
  send(db: Db, notification: Notification, now: number): Promise<void>
  /** Attempts every pending notification whose next attempt is due; answers how many were attempted. */
  retryDue(db: Db, now: number): Promise<number>
}

type OutboxRow = { id: string; attempts: number } & Required<Omit<Notification, 'alarmId'>>

export function createNotifier(providers: Providers = {}, policy: RetryPolicy = DEFAULT_RETRY): Notifier {
  /** One attempt of a row, if this caller claims it. */
  async function attempt(db: Db, row: OutboxRow, now: number): Promise<boolean> {
    const provider = providers[row.channel]
    if (!provider) return false
    const attempts = row.attempts + 1
    const claimed = await db
      .updateTable('notificationOutbox')
      .set({ attempts, nextAttemptAt: now + policy.claimMs, updatedAt: now })
      .where('id', '=', row.id)
      .where('attempts', '=', row.attempts)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return false
    const { id: _id, attempts: _attempts, ...notification } = row
    const error = await provider.deliver(notification).then(
      () => null,
      (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 500),
    )
    const last = attempts >= policy.maxAttempts
    await db
      .updateTable('notificationOutbox')
      .set(
        error === null
          ? { status: 'sent', nextAttemptAt: null, lastError: '', updatedAt: now }
          : {
              status: last ? 'failed' : 'pending',
              nextAttemptAt: last ? null : now + policy.backoffMs(attempts),
              lastError: error,
              updatedAt: now,
            },
      )
      .where('id', '=', row.id)
      .execute()
    return true
  }

  return {
    async send(db, { loops = 0, ...notification }, now) {
      const offered = providers[notification.channel]
      const provider = offered && (!offered.available || (await offered.available(db))) ? offered : undefined
      const id = sortableId(now)
      await db
        .insertInto('notificationOutbox')
        .values({
          id,
          ...notification,
          loops,
          provider: provider ? ((await provider.current?.(db)) ?? provider.name) : 'outbox',
          status: provider ? 'pending' : 'stored',
          nextAttemptAt: provider ? now : null,
          createdAt: now,
        })
        .execute()
      if (provider) await attempt(db, { id, attempts: 0, loops, ...notification }, now)
    },

    async retryDue(db, now) {
      const due = await db
        .selectFrom('notificationOutbox')
        .select(['id', 'attempts', 'orgId', 'accountId', 'channel', 'recipient', 'subject', 'body', 'loops'])
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', now)
        .orderBy('nextAttemptAt')
        .limit(SWEEP_BATCH)
        .execute()
      let attempted = 0
      for (const row of due)
        if (await attempt(db, { ...row, channel: row.channel as NotifyChannel }, now)) attempted++
      return attempted
    },
  }
}
