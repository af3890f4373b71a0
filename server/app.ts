// The API server: buildApp wires parsers, error mapping, the login keys and the route table onto a
// fastify instance without listening, so tests use `inject` or `listen({ port: 0 })`. The database
// must be migrated already (main.ts and the test helpers do it).
import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import { CLOUD_CHANNELS } from '../schemas/entities/operations.ts'
import { ApiKeyGate } from './auth/api-keys.ts'
import type { Captchas } from './auth/captcha.ts'
import { loadServerKeys } from './auth/rsa.ts'
import { TokenBuckets } from './auth/token-bucket.ts'
import { gatewayGroupOf } from './broker/gateway-group.ts'
import { type BrokerAuthOptions, registerBrokerAuth } from './broker/http-auth.ts'
import { type Leadership, soleLeadership } from './cluster/leader.ts'
import type { LeasedOwnership } from './cluster/partitions.ts'
import { noRelay, type Relay } from './cluster/relay.ts'
import { RECHARGE_ORDERS_PER_MINUTE } from './commerce/cards.ts'
import { takeSms } from './commerce/sms.ts'
import { type AppConfig, defaultConfig } from './config.ts'
import { verifyGatewayCredential } from './devices/gateways.ts'
import type { EdgeLinkOptions } from './edge-link/link.ts'
import { Realtime, type RealtimeOptions } from './edge-link/realtime.ts'
import { BODY_LIMIT, registerBodyParsers } from './http/body-parsers.ts'
import { registerCompression } from './http/compression.ts'
import { installErrorHandling } from './http/errors.ts'
import { registerSecurityHeaders } from './http/security-headers.ts'
import { serveWebApp } from './http/web-app.ts'
import { registerLiveSockets } from './live/sockets.ts'
import { ezvizConnectSources } from './media/video.ts'
import { cloudProvider } from './notify/cloud.ts'
import { createNotifier, type NotifierOptions, type Providers } from './notify/notifier.ts'
import { BindStates, type WechatProvider, wechatFromEnv } from './notify/wechat.ts'
import { PlatformMetrics } from './observability/metrics.ts'
import { registerPlatformMetrics } from './observability/platform.ts'
import { registerMetricsRoute } from './observability/route.ts'
import { routes as allRoutes } from './routes/index.ts'
import { registerRoutes } from './routes/register.ts'
import type { Route } from './routes/types.ts'
import type { Services } from './services.ts'
import type { Db } from './storage/db.ts'
import { storageHealthOf } from './storage/health.ts'

export interface BuildOptions {
  db: Db
  config?: Partial<AppConfig>
  /** delivery per notification channel; without one a notification stays in the outbox */
  providers?: Providers
  /** their time limit and retries, and each channel's concurrency (notify/notifier.ts) */
  notify?: Omit<NotifierOptions, 'clock'>
  /** WeChat binding; the development provider (bound and delivered inside the platform) without one */
  wechat?: WechatProvider
  /** the route table; every route unless a test narrows it */
  routes?: readonly Route[]
  /** the MQTT link to the gateways' broker; without it the live side runs unconnected */
  edge?: EdgeLinkOptions
  /** tuning of the live side (history batching, command timeout, token lifetime, Sparkplug group) */
  realtime?: Pick<
    RealtimeOptions,
    | 'history'
    | 'commandTimeoutMs'
    | 'tokenTtlMs'
    | 'timers'
    | 'group'
    | 'followerRebirthMs'
    | 'rebirthEveryMs'
    | 'ingestQueue'
    | 'log'
  >
  /**
   * Leadership among instances sharing the database (cluster/leader.ts: elected on PostgreSQL); without
   * it this instance is the only one and leads. The app closes it when it closes.
   */
  leadership?: Leadership
  /** alarm frames and messages to the other instances' sockets (cluster/relay.ts); closed with the app */
  relay?: Relay
  /**
   * The gateways' partitions leased among instances (cluster/partition-leases.ts), started when the edge
   * link connects and handed over when the app closes; without it this instance owns every gateway
   */
  partitions?: LeasedOwnership
  /**
   * An external broker's HTTP authentication and ACL hooks (broker/http-auth.ts): the shared secret it
   * sends, and the platform's own client; without it the hooks are not served
   */
  brokerAuth?: Pick<BrokerAuthOptions, 'secret' | 'platform'>
  /** new gateways' logins on an external broker with its own accounts (Services.gatewayLogins) */
  gatewayLogins?: Services['gatewayLogins']
  /** the image captcha asked after wrong logins from an address (Services.captchas); none without it */
  captchas?: Captchas
}

export interface App {
  fastify: FastifyInstance
  services: Services
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  return (await buildAppWithServices(options)).fastify
}

/** buildApp, also handing back the services the handlers see (tests read the clock and keys). */
export async function buildAppWithServices({
  db,
  config,
  providers,
  notify,
  wechat,
  routes,
  edge,
  realtime: tuning,
  leadership = soleLeadership(),
  relay = noRelay,
  partitions,
  brokerAuth,
  gatewayLogins,
  captchas,
}: BuildOptions): Promise<App> {
  const settings = defaultConfig(config)
  const fastify = Fastify({
    logger: settings.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit: BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: settings.trustProxy,
  })
  // storage episodes (disk full, read-only) as pino's structured lines, like every other log line
  if (settings.logger) storageHealthOf(db).logTo((detail, msg) => fastify.log.warn(detail, msg))
  await fastify.register(cookie)
  // the video provider's SDK is the platform's own: its hosts are callable whatever else is narrowed
  const pageSources = {
    ...settings.pageSources,
    connect: [...settings.pageSources.connect, ...ezvizConnectSources()],
  }
  registerSecurityHeaders(fastify, { ...settings, pageSources }, db, settings.webRoot)
  await registerBodyParsers(fastify)
  // served even when not built yet: a build that lands later is served without a restart
  const fallback = settings.webRoot ? await serveWebApp(fastify, settings.webRoot) : null
  // after the web app's files (sent as the build compressed them), before the API's routes
  await registerCompression(fastify)
  installErrorHandling(fastify, settings.prefix, fallback)

  // the development provider only when asked for, or outside production (notify/wechat.ts)
  const wechatProvider =
    wechat ??
    wechatFromEnv(process.env, `${settings.prefix}/org/AccountInternalAction!bindWeixinCallback.action`)
  const notifier = createNotifier(
    {
      // SMS, phone and voice by the cloud set in the system parameters (Aliyun, Twilio: notify/cloud.ts)
      ...Object.fromEntries(CLOUD_CHANNELS.map((channel) => [channel, cloudProvider(db, channel)])),
      ...(wechatProvider.delivery ? { wechat: wechatProvider.delivery } : {}),
      ...providers,
    },
    {
      ...notify,
      clock: settings.now,
      // every SMS of an enterprise takes one from its count (commerce/sms.ts)
      smsGate: (trx, orgId, now) => takeSms(trx, () => realtime.messages, orgId, now),
    },
  )
  const realtime = new Realtime({
    db,
    clock: settings.now,
    notifier,
    leadership,
    relay,
    ...(partitions ? { partitions } : {}),
    ...tuning,
  })
  // the last history batch is written while still leading; then the lock goes
  fastify.addHook('onClose', async () => {
    await realtime.close()
    await leadership.close()
    await relay.close()
  })
  const services: Services = {
    db,
    config: settings,
    keys: await loadServerKeys(db, settings.now()),
    notifier,
    wechat: { provider: wechatProvider, states: new BindStates(db) },
    realtime,
    leadership,
    metrics: new PlatformMetrics(),
    apiKeys: new ApiKeyGate(db, settings.apiKeyRate),
    rechargeOrders: new TokenBuckets(RECHARGE_ORDERS_PER_MINUTE, 60_000),
    ...(gatewayLogins ? { gatewayLogins } : {}),
    ...(captchas ? { captchas } : {}),
  }
  await registerLiveSockets(fastify, settings.prefix, realtime)
  registerPlatformMetrics(services.metrics, {
    realtime,
    storage: storageHealthOf(db),
    viewers: () => fastify.websocketServer.clients.size,
  })
  registerMetricsRoute(fastify, services.metrics, settings.metricsToken)
  registerRoutes(fastify, routes ?? allRoutes, services)
  if (brokerAuth)
    registerBrokerAuth(fastify, settings.prefix, {
      ...brokerAuth,
      group: realtime.group,
      verifyGateway: (sn, password) => verifyGatewayCredential(db, sn, password),
      gatewayGroup: (sn) => gatewayGroupOf(db, sn, realtime.group),
    })
  if (edge) await realtime.connect(edge)
  return { fastify, services }
}
