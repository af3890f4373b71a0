// Notifications (codes, alarms) leave through providers per channel (SMS, phone call, voice broadcast
// with a loop count, WeChat, app push, e-mail). Every notification is first a row of the outbox, so the
// built-in setup works offline: with no provider for a channel the row is the delivery ('stored'),
// visible through `notify/outbox/query`. Real providers plug in by channel (webhook.ts configures them
// from the environment).
// Delivery is from the outbox (issues 21, 38): `store` writes the rows, in the caller's transaction (an
// alarm's rows commit with its record), and `deliver` hands the committed rows to their channel's lane
// (lanes.ts: bounded concurrency per channel, so a slow provider holds its channel only). A row with a
// provider is 'pending' until an attempt succeeds ('sent') or the last allowed attempt fails ('failed');
// between attempts the wait grows (RetryPolicy). Each attempt first claims its row with a lease (a
// conditional update of the attempt count that pushes the next attempt past the provider's time limit),
// so two instances never deliver the same attempt, and an instance that dies mid-delivery leaves the row
// to the leader's sweep (`retryDue`, edge-link/realtime.ts), which also resumes what a restart left
// pending. Every attempt carries the row's id as its idempotency key, so a provider drops a repeat.
import type { HeldReason, NotifyChannel } from '../../schemas/entities/records.ts'
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'
import { ChannelLanes, DEFAULT_LANE_LIMITS, type LaneLimits } from './lanes.ts'

export interface Notification {
  /** the outbox id, when the caller needs it before the row exists (a summary: alarms/guard.ts) */
  id?: string
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
  /** the alarm's source, which the re-notify interval counts by (alarms/guard.ts) */
  alarmKey?: string
  /** held back by the alarm guard: kept in the outbox with its reason, never delivered */
  heldReason?: HeldReason
}

/** What a provider is handed: the notification and its outbox id, the idempotency key of every attempt. */
export type Delivery = Required<Pick<Notification, 'loops'>> &
  Omit<Notification, 'loops' | 'alarmKey' | 'heldReason'> & { id: string }

export interface NotificationProvider {
  readonly name: string
  /** Delivers or throws; what it answers is kept in the outbox. `signal` aborts at the time limit. */
  deliver(delivery: Delivery, signal?: AbortSignal): Promise<unknown>
  /**
   * Whether it is set up now (a provider configured in the system parameters may not be); without it,
   * always. A notification for a provider not set up stays in the outbox ('stored').
   */
  available?(db: Db): Promise<boolean>
  /** the name of what delivers now, when it depends on the system parameters (cloud.ts: aliyun-sms) */
  current?(db: Db): Promise<string>
}

export type Providers = Partial<Record<NotifyChannel, NotificationProvider>>

/** At most `max` alarm notifications per recipient and channel in `windowMs` (alarms/guard.ts); 0: no limit. */
export interface RateLimit {
  max: number
  windowMs: number
}

export const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, windowMs: 3_600_000 }

export interface RetryPolicy {
  /** attempts in all, the first included */
  maxAttempts: number
  /** the wait before the next attempt, after `attempts` failed ones */
  backoffMs(attempts: number): number
  /** an attempt's time limit: it fails (and is retried with the same key) when the provider hangs */
  timeoutMs: number
  /** a claimed attempt's row is not due again before this long (longer than the time limit) */
  claimMs: number
}

/** 5 attempts: waits of 30 s, 2 min, 8 min, 32 min (at most an hour); 10 s per attempt. */
export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 5,
  backoffMs: (attempts) => Math.min(30_000 * 4 ** (attempts - 1), 3_600_000),
  timeoutMs: 10_000,
  claimMs: 60_000,
}

/** A policy whose attempts end after `timeoutMs`, leased for twice that (NOTIFY_TIMEOUT_MS). */
export const retryWithin = (timeoutMs: number): RetryPolicy => ({
  ...DEFAULT_RETRY,
  timeoutMs,
  claimMs: 2 * timeoutMs,
})

/** Due retries taken per sweep, oldest first. */
const SWEEP_BATCH = 100
const TEXT_MAX = 500

/** A row as written, ready for its lane. */
export type Stored = Delivery & { attempts: number }

export interface Notifier {
  /** Writes the notifications to the outbox with `db` (a transaction, perhaps); answers the rows to deliver. */
  store(db: Db, notifications: readonly Notification[], now: number): Promise<Stored[]>
  /** Hands committed rows to their lanes; resolves once each was attempted, or refused by a full lane. */
  deliver(db: Db, rows: readonly Stored[]): Promise<void>
  /** `store` then `deliver`, for a notification of its own (a code). */
  send(db: Db, notification: Notification, now: number): Promise<void>
  /** Attempts every pending notification whose next attempt is due; answers how many were attempted. */
  retryDue(db: Db, now: number): Promise<number>
  /** Resolves once no attempt waits or runs (tests, shutdown). */
  idle(): Promise<void>
  readonly rateLimit: RateLimit
}

export interface NotifierOptions {
  policy?: RetryPolicy
  lanes?: LaneLimits
  rateLimit?: RateLimit
  /** the time of claims and results; the caller's `now` picks what is due */
  clock?: () => number
  /**
   * Whether the enterprise may send one more SMS, taking it from its count (commerce/sms.ts), with the
   * caller's `db` (a transaction, perhaps); false holds the SMS with the reason `smsQuota`.
   */
  smsGate?: (db: Db, orgId: string, now: number) => Promise<boolean>
}

const textOf = (v: unknown): string =>
  (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v)).slice(0, TEXT_MAX)

/** The provider's answer, or a timeout error once `signal` aborts, whichever comes first. */
function within(provider: NotificationProvider, row: Delivery, signal: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error(`${provider.name}: timed out`)), { once: true })
    provider.deliver(row, signal).then(resolve, reject)
  })
}

export function createNotifier(providers: Providers = {}, o: NotifierOptions = {}): Notifier {
  const policy = o.policy ?? DEFAULT_RETRY
  const clock = o.clock ?? Date.now
  const lanes = new ChannelLanes(o.lanes ?? DEFAULT_LANE_LIMITS)

  /** One attempt of a row, if this caller claims it (its lease). */
  async function attempt(db: Db, { attempts: before, ...row }: Stored): Promise<boolean> {
    const provider = providers[row.channel]
    if (!provider) return false
    const attempts = before + 1
    const start = clock()
    const claimed = await db
      .updateTable('notificationOutbox')
      .set({ attempts, nextAttemptAt: start + policy.claimMs, updatedAt: start })
      .where('id', '=', row.id)
      .where('attempts', '=', before)
      .where('status', '=', 'pending')
      .where('nextAttemptAt', '<=', start)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return false
    const result = await within(provider, row, AbortSignal.timeout(policy.timeoutMs)).then(
      (answer) => ({ answer: textOf(answer), error: null }),
      (e: unknown) => ({ answer: '', error: textOf(e instanceof Error ? e.message : e) }),
    )
    const now = clock()
    const last = attempts >= policy.maxAttempts
    await db
      .updateTable('notificationOutbox')
      .set(
        result.error === null
          ? { status: 'sent', nextAttemptAt: null, lastError: '', answer: result.answer, sentAt: now }
          : {
              status: last ? 'failed' : 'pending',
              nextAttemptAt: last ? null : now + policy.backoffMs(attempts),
              lastError: result.error,
            },
      )
      .set({ updatedAt: now })
      .where('id', '=', row.id)
      // a lease that ran out was another's to take: its result is that attempt's
      .where('attempts', '=', attempts)
      .execute()
    return true
  }

  const run = (db: Db, rows: readonly Stored[]) => {
    let attempted = 0
    return Promise.all(
      rows.map((row) =>
        lanes.push(row.channel, row.id, async () => {
          if (await attempt(db, row)) attempted++
        }),
      ),
    ).then(() => attempted)
  }

  const smsAllowed = async (db: Db, n: Pick<Notification, 'channel' | 'orgId'>, now: number) =>
    n.channel !== 'sms' || !n.orgId || !o.smsGate || o.smsGate(db, n.orgId, now)

  const notifier: Notifier = {
    async store(db, notifications, now) {
      const stored: Stored[] = []
      for (const { id = sortableId(now), loops = 0, heldReason: guarded, alarmKey, ...n } of notifications) {
        const heldReason = guarded ?? ((await smsAllowed(db, n, now)) ? undefined : 'smsQuota')
        const offered = heldReason ? undefined : providers[n.channel]
        const provider =
          offered && (!offered.available || (await offered.available(db))) ? offered : undefined
        await db
          .insertInto('notificationOutbox')
          .values({
            id,
            ...n,
            loops,
            alarmKey: alarmKey ?? null,
            heldReason: heldReason ?? '',
            provider: provider ? ((await provider.current?.(db)) ?? provider.name) : 'outbox',
            status: heldReason ? 'held' : provider ? 'pending' : 'stored',
            nextAttemptAt: provider ? now : null,
            createdAt: now,
          })
          .execute()
        if (provider) stored.push({ id, attempts: 0, loops, ...n })
      }
      return stored
    },

    async deliver(db, rows) {
      await run(db, rows)
    },

    async send(db, notification, now) {
      await notifier.deliver(db, await notifier.store(db, [notification], now))
    },

    async retryDue(db, now) {
      const due = await db
        .selectFrom('notificationOutbox')
        .select([
          'id',
          'attempts',
          'orgId',
          'accountId',
          'channel',
          'recipient',
          'subject',
          'body',
          'loops',
          'alarmId',
        ])
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', now)
        .orderBy('nextAttemptAt')
        .limit(SWEEP_BATCH)
        .execute()
      return run(
        db,
        due.map(({ alarmId, ...row }) => ({
          ...row,
          channel: row.channel as NotifyChannel,
          ...(alarmId ? { alarmId } : {}),
        })),
      )
    },

    idle: () => lanes.idle(),
    rateLimit: o.rateLimit ?? DEFAULT_RATE_LIMIT,
  }
  return notifier
}
