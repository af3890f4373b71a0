// Paged once (issue 38): a value hovering at its limit raises alarm after alarm, and each would page
// everyone again. Before an alarm's notifications are stored, each one is held back when
// - its source (the rule, or the gateway alarm type, on the device: notify.ts `alarmKeyOf`) was notified
//   to the same person by the same channel within the rule's re-notify interval ('renotify'), or
// - the person's channel had its rate limit of notifications in the window ('rateLimit'): the system
//   parameter `notify.rateLimit` (system/param/edit, read at each alarm so a change applies at once on
//   every instance), else the server's NOTIFY_RATE_LIMIT (notify/webhook.ts).
// The message centre follows the re-notify rule too (`messageAudience`): a person who had a message of
// the same source within the interval gets no new one (it is in the app already; no rate limit there).
// A held notification stays in the outbox as 'held' with its reason, never delivered. Once the window of
// the first rate-limited one has passed, the leader's sweep sends one summary per person and channel that
// says how many were held back (`summarizeHeld`), and marks them with the summary's id.
import { noticeText } from '../../core/i18n/alarm-notice.ts'
import type { AlarmRecordView } from '../../schemas/entities/live.ts'
import type { NotifyChannel } from '../../schemas/entities/records.ts'
import type { Notification, Notifier, RateLimit } from '../notify/notifier.ts'
import { oneSegment } from '../notify/sms-segment.ts'
import { systemParam } from '../params/system-params.ts'
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'
import { readerOf, timeIn } from './notice-text.ts'

export const RATE_LIMIT_PARAM = 'notify.rateLimit'

/** The rate limit in force: the system parameter, else `fallback` (the server's setting). */
export async function rateLimitOf(db: Db, fallback: RateLimit): Promise<RateLimit> {
  const set = await systemParam(db, RATE_LIMIT_PARAM)
  const max = set ? Number(set) : Number.NaN
  return Number.isInteger(max) && max >= 0 ? { ...fallback, max } : fallback
}

/** Notifications to this person by this channel in the window, held ones aside. */
async function recentlySent(db: Db, n: Notification, since: number, alarmKey?: string): Promise<number> {
  let query = db
    .selectFrom('notificationOutbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('accountId', '=', n.accountId)
    .where('channel', '=', n.channel)
    .where('heldReason', '=', '')
    .where('createdAt', '>', since)
  if (alarmKey) query = query.where('alarmKey', '=', alarmKey)
  return Number((await query.executeTakeFirstOrThrow()).n)
}

/** Of the accounts, those without a message-centre message of the alarm's source within `renotifyMs`. */
export async function messageAudience(
  db: Db,
  alarm: AlarmRecordView,
  accountIds: readonly string[],
  renotifyMs: number,
  now: number,
): Promise<string[]> {
  if (renotifyMs <= 0 || accountIds.length === 0) return [...accountIds]
  const told = await db
    .selectFrom('messages')
    .innerJoin('alarmRecords', 'alarmRecords.id', 'messages.dataId')
    .select('messages.accountId')
    .distinct()
    .where('messages.type', '=', 'alarm')
    .where('messages.accountId', 'in', accountIds)
    .where('messages.createdAt', '>', now - renotifyMs)
    .where('alarmRecords.deviceId', '=', alarm.equipmentId)
    .where((eb) =>
      alarm.ruleId
        ? eb('alarmRecords.ruleId', '=', alarm.ruleId)
        : eb.and([eb('alarmRecords.ruleId', 'is', null), eb('alarmRecords.type', '=', alarm.type)]),
    )
    .where('alarmRecords.id', '!=', alarm.id)
    .execute()
  const seen = new Set(told.map((r) => r.accountId))
  return accountIds.filter((id) => !seen.has(id))
}

/** The notifications, each with its reason when it is held back. */
export async function guard(
  db: Db,
  notifications: readonly Notification[],
  renotifyMs: number,
  fallback: RateLimit,
  now: number,
): Promise<Notification[]> {
  const limit = await rateLimitOf(db, fallback)
  const guarded: Notification[] = []
  for (const n of notifications) {
    if (n.accountId === null) {
      guarded.push(n)
      continue
    }
    const repeat =
      n.alarmKey && renotifyMs > 0 && (await recentlySent(db, n, now - renotifyMs, n.alarmKey)) > 0
    const limited = !repeat && limit.max > 0 && (await recentlySent(db, n, now - limit.windowMs)) >= limit.max
    const heldReason = repeat ? 'renotify' : limited ? 'rateLimit' : undefined
    guarded.push(heldReason ? { ...n, heldReason } : n)
  }
  return guarded
}

/** Sends one summary per person and channel whose rate-limited notifications' window has passed. */
export async function summarizeHeld(db: Db, notifier: Notifier, now: number): Promise<number> {
  const { windowMs } = notifier.rateLimit
  const groups = await db
    .selectFrom('notificationOutbox')
    .select(['accountId', 'channel'])
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.min('createdAt').as('first'),
      eb.fn.max('createdAt').as('last'),
      eb.fn.max('recipient').as('recipient'),
      eb.fn.max('orgId').as('orgId'),
    ])
    .where('heldReason', '=', 'rateLimit')
    .where('summaryId', 'is', null)
    .groupBy(['accountId', 'channel'])
    .having((eb) => eb.fn.min('createdAt'), '<=', now - windowMs)
    .execute()
  let sent = 0
  for (const g of groups) {
    const id = sortableId(now)
    const summary = await db.transaction().execute(async (trx) => {
      // the claim: two leaders for a moment sum up each held row once
      const marked = await trx
        .updateTable('notificationOutbox')
        .set({ summaryId: id })
        .where('accountId', '=', g.accountId)
        .where('channel', '=', g.channel)
        .where('heldReason', '=', 'rateLimit')
        .where('summaryId', 'is', null)
        .where('createdAt', '<=', Number(g.last))
        .executeTakeFirst()
      const count = Number(marked.numUpdatedRows)
      if (count === 0 || !g.accountId) return null
      const account = await trx
        .selectFrom('accounts')
        .select('config')
        .where('id', '=', g.accountId)
        .executeTakeFirst()
      const r = readerOf(account?.config ?? '{}')
      const text = noticeText('heldBack', r.lang, {
        count: String(count),
        from: timeIn(Number(g.first), r.timeZone),
        to: timeIn(Number(g.last), r.timeZone),
      })
      const notification: Notification = {
        id,
        orgId: g.orgId,
        accountId: g.accountId,
        channel: g.channel as NotifyChannel,
        recipient: String(g.recipient),
        subject: text,
        body: g.channel === 'sms' ? oneSegment(text) : text,
      }
      return notifier.store(trx, [notification], now)
    })
    if (!summary) continue
    await notifier.deliver(db, summary)
    sent++
  }
  return sent
}
