// What handlers get besides their body: the database, settings, clock, login keys, notifier, and the
// live side (live values, sockets, history, alarms, gateway commands), and whether this instance leads
// the cluster of instances sharing the database (cluster/leader.ts).
import type { ApiKeyGate } from './auth/api-keys.ts'
import type { Captchas } from './auth/captcha.ts'
import type { ServerKeys } from './auth/rsa.ts'
import type { TokenBuckets } from './auth/token-bucket.ts'
import type { GatewayLogin } from './broker/mosquitto-dynsec.ts'
import type { Leadership } from './cluster/leader.ts'
import type { AppConfig } from './config.ts'
import type { Realtime } from './edge-link/realtime.ts'
import type { Notifier } from './notify/notifier.ts'
import type { BindStates, WechatProvider } from './notify/wechat.ts'
import type { PlatformMetrics } from './observability/metrics.ts'
import type { Db } from './storage/db.ts'

export interface Services {
  db: Db
  config: AppConfig
  keys: ServerKeys
  notifier: Notifier
  /** WeChat binding (notify/wechat.ts) and its pending one-time states */
  wechat: { provider: WechatProvider; states: BindStates }
  realtime: Realtime
  leadership: Leadership
  /** this instance's Prometheus registry: a part of the server registers its figures there (metrics.ts) */
  metrics: PlatformMetrics
  /** API keys: verification (cached), rate limits (auth/api-keys.ts) */
  apiKeys: ApiKeyGate
  /** public card recharge orders per client address (issue 33): commerce/cards.ts RECHARGE_ORDERS_PER_MINUTE */
  rechargeOrders: TokenBuckets
  /**
   * Gives new gateways their login on an external broker that keeps its own accounts (Mosquitto's
   * dynamic security, broker/mosquitto-dynsec.ts); absent when the broker asks the platform (embedded, EMQX)
   */
  /** the image captcha (`user/showVcode`); absent when no painter is configured: no captcha is asked */
  captchas?: Captchas
  gatewayLogins?: { add: (gateways: readonly GatewayLogin[]) => Promise<void> }
}
