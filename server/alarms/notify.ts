// An alarm's notifications by push method (platform spec §3 Alarm rule: message, SMS, phone, voice with
// a loop count; WeChat and app push too): one per recipient that has the address the channel needs.
// They go through the notifier, so each is an outbox row (with the alarm's id) whatever provider
// delivers it. Each person notified gets a reply link that acknowledges the alarm (ack-links.ts).
import type { AlarmRecordView } from '../../schemas/entities/live.ts'
import type { NotifyChannel } from '../../schemas/entities/records.ts'
import type { Recipient } from '../messages/messages.ts'
import type { Notifier } from '../notify/notifier.ts'
import type { Db } from '../storage/db.ts'
import { ackLink } from './ack-links.ts'
import type { Push, PushMethod } from './rules.ts'

const ADDRESS: Record<Exclude<PushMethod, 'message'>, (r: Recipient) => string | null> = {
  sms: (r) => r.tel,
  phone: (r) => r.tel,
  voice: (r) => r.tel,
  wechat: (r) => r.wechatOpenId,
  app: (r) => r.id,
}

/** Sends the alarm to the recipients; answers the ids of those that got at least one notification. */
export async function notifyAlarm(
  db: Db,
  notifier: Notifier,
  alarm: AlarmRecordView,
  push: Push,
  recipients: readonly Recipient[],
  orgId: string,
  now: number,
): Promise<string[]> {
  const subject = `${alarm.equipTitle} ${alarm.text}`
  const text = alarm.signalTitle ? `${subject}: ${alarm.signalTitle} = ${alarm.value}` : subject
  const reached: string[] = []
  for (const r of recipients) {
    const methods = [...push.methods].filter(
      (m): m is Exclude<PushMethod, 'message'> => m !== 'message' && ADDRESS[m](r) !== null,
    )
    if (methods.length === 0) continue
    const link = await ackLink(db, alarm.id, r.id, now)
    const body = `${text} 确认 Acknowledge: ${link}`
    for (const method of methods)
      await notifier.send(
        db,
        {
          orgId,
          accountId: r.id,
          channel: method satisfies NotifyChannel,
          recipient: ADDRESS[method](r)!,
          subject,
          body,
          alarmId: alarm.id,
          ...(method === 'voice' ? { loops: push.voiceLoops } : {}),
        },
        now,
      )
    reached.push(r.id)
  }
  return reached
}
