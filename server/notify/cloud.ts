// SMS, phone and voice through the cloud the platform admin configured in the system parameters
// (`notify.sms`, `notify.phone`, `notify.voice`: Aliyun or Twilio with their keys; routes/system-param.ts).
// The configuration is read at each delivery, so a change applies at once on every instance; with none
// the channel is not available and its notifications stay in the outbox.
import { Value } from 'typebox/value'
import { type CloudChannel, CloudParam } from '../../schemas/entities/operations.ts'
import { systemParam } from '../params/system-params.ts'
import type { Db } from '../storage/db.ts'
import { aliyunSms, aliyunVoice } from './aliyun.ts'
import type { NotificationProvider } from './notifier.ts'
import { twilioSms, twilioVoice } from './twilio.ts'

export const cloudParamName = (channel: CloudChannel) => `notify.${channel}`

/** The channel's configuration, when one is set and valid. */
export async function cloudParam(db: Db, channel: CloudChannel): Promise<CloudParam | null> {
  const text = await systemParam(db, cloudParamName(channel))
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return Value.Check(CloudParam, value) ? value : null
  } catch {
    return null
  }
}

/** The adapter a configuration stands for on a channel. */
export function cloudAdapter(channel: CloudChannel, c: CloudParam): NotificationProvider {
  if (c.provider === 'aliyun') return channel === 'sms' ? aliyunSms(c) : aliyunVoice(c, `aliyun-${channel}`)
  return channel === 'sms' ? twilioSms(c) : twilioVoice(c, `twilio-${channel}`)
}

export function cloudProvider(db: Db, channel: CloudChannel): NotificationProvider {
  return {
    name: `cloud-${channel}`,
    available: async (at) => (await cloudParam(at, channel)) !== null,
    current: async (at) => `${(await cloudParam(at, channel))?.provider ?? 'cloud'}-${channel}`,
    async deliver(n) {
      const c = await cloudParam(db, channel)
      if (!c) throw new Error(`${channel}: no provider configured`)
      await cloudAdapter(channel, c).deliver(n)
    },
  }
}
