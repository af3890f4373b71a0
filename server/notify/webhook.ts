// A provider that hands each notification to an HTTP endpoint as JSON (an SMS or voice gateway, a WeChat
// or app-push relay), and the environment switches that configure one per channel:
// NOTIFY_SMS_URL, NOTIFY_PHONE_URL, NOTIFY_VOICE_URL, NOTIFY_WECHAT_URL, NOTIFY_APP_URL, NOTIFY_EMAIL_URL,
// each with an optional NOTIFY_<CHANNEL>_TOKEN sent as a bearer token. Every post carries the outbox
// row's id as its idempotency key (header `Idempotency-Key` and `idempotencyKey` in the body), the same in
// every attempt, so the endpoint drops a repeat; the answer's text is kept in the outbox.
import { NOTIFY_CHANNELS } from '../../schemas/entities/records.ts'
import {
  DEFAULT_RATE_LIMIT,
  type NotificationProvider,
  type NotifierOptions,
  type Providers,
  retryWithin,
} from './notifier.ts'

export interface WebhookOptions {
  url: string
  token?: string
}

export function webhookProvider(name: string, o: WebhookOptions): NotificationProvider {
  return {
    name,
    async deliver(delivery, signal) {
      const response = await fetch(o.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': delivery.id,
          ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        },
        body: JSON.stringify({ ...delivery, idempotencyKey: delivery.id }),
        ...(signal ? { signal } : {}),
      })
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`)
      return response.text()
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

const positive = (text: string | undefined): number | null => {
  const n = Number(text)
  return text !== undefined && Number.isInteger(n) && n >= 0 ? n : null
}

/**
 * NOTIFY_TIMEOUT_MS: an attempt's time limit (10 s), its lease twice that; NOTIFY_RATE_LIMIT: alarm
 * notifications per recipient and channel in an hour (10; 0: no limit).
 */
export function notifyOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Omit<NotifierOptions, 'clock'> {
  const timeoutMs = positive(env.NOTIFY_TIMEOUT_MS)
  const rate = positive(env.NOTIFY_RATE_LIMIT)
  return {
    ...(timeoutMs ? { policy: retryWithin(timeoutMs) } : {}),
    ...(rate === null ? {} : { rateLimit: { ...DEFAULT_RATE_LIMIT, max: rate } }),
  }
}
