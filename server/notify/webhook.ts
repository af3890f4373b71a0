// A provider that hands each notification to an HTTP endpoint as JSON (an SMS or voice gateway, a WeChat
// or app-push relay), and the environment switches that configure one per channel:
// NOTIFY_SMS_URL, NOTIFY_PHONE_URL, NOTIFY_VOICE_URL, NOTIFY_WECHAT_URL, NOTIFY_APP_URL, NOTIFY_EMAIL_URL,
// each with an optional NOTIFY_<CHANNEL>_TOKEN sent as a bearer token.
import { NOTIFY_CHANNELS } from '../../schemas/entities/records.ts'
import type { NotificationProvider, Providers } from './notifier.ts'

export interface WebhookOptions {
  url: string
  token?: string
  timeoutMs?: number
}

export function webhookProvider(name: string, o: WebhookOptions): NotificationProvider {
  return {
    name,
    async deliver(notification) {
      const response = await fetch(o.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        },
        body: JSON.stringify(notification),
        signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
      })
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`)
    },
  }
}

export function providersFromEnv(env: NodeJS.ProcessEnv = process.env): Providers {
  const providers: Providers = {}
  for (const channel of NOTIFY_CHANNELS) {
    const key = `NOTIFY_${channel.toUpperCase()}`
    const url = env[`${key}_URL`]
    if (!url) continue
    const token = env[`${key}_TOKEN`]
    providers[channel] = webhookProvider(`webhook-${channel}`, { url, ...(token ? { token } : {}) })
  }
  return providers
}
