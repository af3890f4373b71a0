// An alarm's notifications by push method (platform spec §3 Alarm rule: message, SMS, phone, voice with
// a loop count; WeChat, app push and e-mail too): one per recipient and channel for which the recipient
// has an address, each in the recipient's language and time zone (notice-text.ts) with a reply link
// that acknowledges the alarm (ack-links.ts). They are made in the alarm's transaction and stored in the
// outbox with it (engine.ts), so a crash loses none; delivery follows from the outbox (notify/notifier.ts).
import type { AlarmRecordView } from '../../schemas/entities/live.ts'
import type { MessageHub } from '../live-state/hub.ts'
import { type Recipient, sendMessages } from '../messages/messages.ts'
import type { Notification, Notifier, Stored } from '../notify/notifier.ts'
import type { Db } from '../storage/db.ts'
import { ackLink } from './ack-links.ts'
import { guard, messageAudience } from './guard.ts'
import { alarmNotice, readerOf, recoveryNotice } from './notice-text.ts'
import type { Push, PushMethod } from './rules.ts'

export type Channel = Exclude<PushMethod, 'message'>

const ADDRESS: Record<Channel, (r: Recipient) => string | null> = {
  sms: (r) => r.tel,
  phone: (r) => r.tel,
  voice: (r) => r.tel,
  wechat: (r) => r.wechatOpenId,
  app: (r) => r.id,
  email: (r) => r.email,
}

/** The source the re-notify interval counts by: the rule, or the gateway alarm's type, on the device. */
export const alarmKeyOf = (alarm: AlarmRecordView): string =>
  `${alarm.equipmentId}/${alarm.ruleId ?? alarm.type}`

/** The alarm's notifications to the recipients by the push methods (reply links written with `db`). */
export async function alarmNotifications(
  db: Db,
  alarm: AlarmRecordView,
  push: Push,
  recipients: readonly Recipient[],
  orgId: string,
  now: number,
): Promise<Notification[]> {
  const notifications: Notification[] = []
  for (const r of recipients) {
    const channels = [...push.methods].filter((m): m is Channel => m !== 'message' && !!ADDRESS[m](r))
    if (channels.length === 0) continue
    const { subject, body, sms } = alarmNotice(
      alarm,
      readerOf(r.config),
      await ackLink(db, alarm.id, r.id, now),
    )
    for (const channel of channels)
      notifications.push({
        orgId,
        accountId: r.id,
        channel,
        recipient: ADDRESS[channel](r)!,
        subject,
        body: channel === 'sms' ? sms : body,
        alarmId: alarm.id,
        alarmKey: alarmKeyOf(alarm),
        ...(channel === 'voice' ? { loops: push.voiceLoops } : {}),
      })
  }
  return notifications
}

/** The notice that the alarm cleared, to each recipient and channel it was notified to (not held back). */
export async function recoveryNotifications(db: Db, alarm: AlarmRecordView): Promise<Notification[]> {
  const told = await db
    .selectFrom('notificationOutbox')
    .innerJoin('accounts', 'accounts.id', 'notificationOutbox.accountId')
    .select([
      'notificationOutbox.orgId',
      'notificationOutbox.accountId',
      'notificationOutbox.channel',
      'notificationOutbox.recipient',
      'notificationOutbox.loops',
      'accounts.config',
    ])
    .distinct()
    .where('notificationOutbox.alarmId', '=', alarm.id)
    .where('notificationOutbox.heldReason', '=', '')
    .execute()
  return told.map(({ config, channel, ...row }) => ({
    ...row,
    channel: channel as Channel,
    ...recoveryNotice(alarm, readerOf(config), channel === 'sms'),
    alarmId: alarm.id,
  }))
}

/**
 * The message-centre message of an alarm to the accounts (voice loops for the app's speech), but to no
 * one who had one of the same source within the re-notify interval (guard.ts).
 */
export async function alarmMessages(
  db: Db,
  hub: MessageHub,
  recipients: readonly Recipient[],
  alarm: AlarmRecordView & { orgId: string },
  push: Push,
  now: number,
) {
  const ids = recipients.map((r) => r.id)
  return sendMessages(
    db,
    hub,
    await messageAudience(db, alarm, ids, push.renotifyMs, now),
    {
      orgId: alarm.orgId,
      type: 'alarm',
      equipType: 'equip',
      dataId: alarm.id,
      dataStatus: 'alarming',
      title: `${alarm.equipTitle} ${alarm.text}`,
      note: alarm.signalTitle ? `${alarm.signalTitle} = ${alarm.value}` : alarm.text,
      alarmBroadcastTimes: push.methods.has('voice') ? push.voiceLoops : 0,
    },
    now,
    alarm.equipmentId,
  )
}

/** Writes the alarm's notifications to the recipients (guarded) with `db`; answers the rows to deliver. */
export async function storeNotifications(
  db: Db,
  notifier: Notifier,
  alarm: AlarmRecordView & { orgId: string },
  push: Push,
  recipients: readonly Recipient[],
  now: number,
): Promise<{ stored: Stored[]; reached: Set<string> }> {
  const made = await alarmNotifications(db, alarm, push, recipients, alarm.orgId, now)
  const guarded = await guard(db, made, push.renotifyMs, notifier.rateLimit, now)
  const reached = new Set(guarded.filter((n) => !n.heldReason && n.accountId).map((n) => n.accountId!))
  return { stored: await notifier.store(db, guarded, now), reached }
}
