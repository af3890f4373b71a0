// An alarm's notifications by push method (platform spec §3 Alarm rule: message, SMS, phone, voice with
// a loop count; WeChat and app push too): one per recipient that has the address the channel needs.
// They go through the notifier, so each is an outbox row whatever provider delivers it.
import type { AlarmRecordView } from '../../schemas/entities/live.ts'
import type { NotifyChannel } from '../../schemas/entities/records.ts'
import type { Recipient } from '../messages/messages.ts'
import type { Notifier } from '../notify/notifier.ts'
import type { Db } from '../storage/db.ts'
import type { Push, PushMethod } from './rules.ts'

const ADDRESS: Record<Exclude<PushMethod, 'message'>, (r: Recipient) => string | null> = {
  sms: (r) => r.tel,
  phone: (r) => r.tel,
  voice: (r) => r.tel,
  wechat: (r) => r.wechatOpenId,
  app: (r) => r.id,
}

export async function notifyAlarm(
  db: Db,
  notifier: Notifier,
  alarm: AlarmRecordView,
  push: Push,
  recipients: readonly Recipient[],
  orgId: string,
  now: number,
): Promise<void> {
  const subject = `${alarm.equipTitle} ${alarm.text}`
  const body = alarm.signalTitle ? `${subject}: ${alarm.signalTitle} = ${alarm.value}` : subject
  for (const method of push.methods) {
    if (method === 'message') continue
    for (const r of recipients) {
      const recipient = ADDRESS[method](r)
      if (!recipient) continue
      await notifier.send(
        db,
        {
          orgId,
          accountId: r.id,
          channel: method satisfies NotifyChannel,
          recipient,
          subject,
          body,
          ...(method === 'voice' ? { loops: push.voiceLoops } : {}),
        },
        now,
      )
    }
  }
}
