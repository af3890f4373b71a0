// WeChat binding (platform spec §7 AccountInternalAction bind and unbind; issue 21) through a provider:
// the user is sent to `authorizeUrl` (WeChat's authorisation page for a real provider), which comes back
// to `bindWeixinCallback` with a one-time `state` and a `code`; the provider turns the code into the
// user's openId. The development provider completes the binding inside the platform (its authorisation
// URL is the callback itself) and delivers WeChat notifications to an inbox per openId, so alarms by
// WeChat can be followed end to end without WeChat.
import { createHash, randomBytes } from 'node:crypto'
import { sha256Hex } from '../crypto/secrets.ts'
import type { Db } from '../storage/db.ts'
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

/**
 * One-time binding states of accounts, valid for `ttlMs` (10 min), kept in the database (sha-256 of each
 * state): a binding started on one instance completes on another, and survives a restart.
 */
export class BindStates {
  constructor(
    private readonly db: Db,
    private readonly ttlMs = 600_000,
  ) {}

  async start(accountId: string, now: number): Promise<string> {
    await this.db.deleteFrom('wechatBindStates').where('expiresAt', '<=', now).execute()
    const state = randomBytes(16).toString('hex')
    await this.db
      .insertInto('wechatBindStates')
      .values({ stateHash: sha256Hex(state), accountId, expiresAt: now + this.ttlMs })
      .execute()
    return state
  }

  /** The account a state was given to, once, while valid (the delete that finds it is the one use). */
  async take(state: string, now: number): Promise<string | null> {
    const stateHash = sha256Hex(state)
    const row = await this.db
      .selectFrom('wechatBindStates')
      .select(['accountId', 'expiresAt'])
      .where('stateHash', '=', stateHash)
      .executeTakeFirst()
    if (!row) return null
    const taken = await this.db
      .deleteFrom('wechatBindStates')
      .where('stateHash', '=', stateHash)
      .executeTakeFirst()
    return Number(taken.numDeletedRows) === 1 && row.expiresAt > now ? row.accountId : null
  }
}

/**
 * A provider that refuses to bind (2301): WeChat is not configured. Production's default, so the
 * development provider (which binds without WeChat) is never used there by accident.
 */
export const noWechat: WechatProvider = {
  name: 'wechat-none',
  authorizeUrl() {
    throw new WechatNotConfigured()
  },
  async openIdOf() {
    throw new WechatNotConfigured()
  },
}

export class WechatNotConfigured extends Error {
  constructor() {
    super('WeChat is not configured (WECHAT_PROVIDER)')
  }
}

/**
 * The WeChat provider the environment asks for: WECHAT_PROVIDER=dev the development provider; unset,
 * the development provider outside production (NODE_ENV=production) and none in production.
 */
export function wechatFromEnv(env: NodeJS.ProcessEnv, callbackUrl: string): WechatProvider {
  const wanted = env.WECHAT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'none' : 'dev')
  if (wanted === 'dev') return devWechat(callbackUrl)
  if (wanted === 'none') return noWechat
  throw new Error(`WECHAT_PROVIDER=${wanted}: unknown (dev or none)`)
}
