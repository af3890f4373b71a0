// WeChat binding (platform spec §7 AccountInternalAction bind and unbind; issue 21) through a provider:
// the user is sent to `authorizeUrl` (WeChat's authorisation page for a real provider), which comes back
// to `bindWeixinCallback` with a one-time `state` and a `code`; the provider turns the code into the
// user's openId. The development provider completes the binding inside the platform (its authorisation
// URL is the callback itself) and delivers WeChat notifications to an inbox per openId, so alarms by
// WeChat can be followed end to end without WeChat.
import { createHash, randomBytes } from 'node:crypto'
import type { Notification, NotificationProvider } from './notifier.ts'

export interface WechatProvider {
  readonly name: string
  authorizeUrl(state: string): string
  /** the openId a confirmation's code stands for; rejects an unknown code */
  openIdOf(code: string): Promise<string>
  /** delivery of WeChat notifications, when the provider has its own */
  readonly delivery?: NotificationProvider
}

export interface DevWechat extends WechatProvider {
  readonly delivery: NotificationProvider
  /** what was delivered to an openId, oldest first */
  inbox(openId: string): readonly Notification[]
}

const DEV_CODE = /^dev-[0-9a-f]{16}$/

export function devWechat(callbackUrl: string): DevWechat {
  const inboxes = new Map<string, Notification[]>()
  return {
    name: 'wechat-dev',
    authorizeUrl: (state) =>
      `${callbackUrl}?state=${encodeURIComponent(state)}&code=dev-${randomBytes(8).toString('hex')}`,
    async openIdOf(code) {
      if (!DEV_CODE.test(code)) throw new Error('unknown code')
      return `dev-${createHash('sha256').update(code).digest('hex').slice(0, 24)}`
    },
    delivery: {
      name: 'wechat-dev',
      async deliver(n) {
        inboxes.set(n.recipient, [...(inboxes.get(n.recipient) ?? []), n])
      },
    },
    inbox: (openId) => inboxes.get(openId) ?? [],
  }
}

/** One-time binding states of accounts, valid for `ttlMs` (10 min). */
export class BindStates {
  private readonly states = new Map<string, { accountId: string; until: number }>()
  constructor(private readonly ttlMs = 600_000) {}

  start(accountId: string, now: number): string {
    for (const [state, s] of this.states) if (s.until <= now) this.states.delete(state)
    const state = randomBytes(16).toString('hex')
    this.states.set(state, { accountId, until: now + this.ttlMs })
    return state
  }

  /** The account a state was given to, once, while valid. */
  take(state: string, now: number): string | null {
    const s = this.states.get(state)
    this.states.delete(state)
    return s && s.until > now ? s.accountId : null
  }
}
