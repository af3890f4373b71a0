// The platform's embedded MQTT broker (aedes). Gateways log in with client id = username = SN and their
// verification code as password, checked by the injected verifyGateway under guess limits (login-limit.ts);
// the platform's own client logs in with a server credential. Access rules are in access.ts.
import { timingSafeEqual } from 'node:crypto'
import type { EventEmitter } from 'node:events'
import { createServer, type Server } from 'node:net'
import { Aedes, type AuthenticateError, type Client } from 'aedes'
import { SPARKPLUG_GROUP } from '../../core/sparkplug/index.ts'
import { GATEWAY_SN_PATTERN } from '../../schemas/edge/index.ts'
import { gatewayMayPublish, gatewayMaySubscribe } from './access.ts'
import { createLoginLimiter, type LoginLimitOptions } from './login-limit.ts'

export interface PlatformCredential {
  username: string
  password: string
}

export interface BrokerOptions {
  /** Default: MQTT_PORT or 1883. 0 picks a free port. */
  port?: number
  /** Default: MQTT_HOST or 0.0.0.0 (gateways connect from other machines). */
  host?: string
  /** The default Sparkplug group (a gateway's own group comes from `gatewayGroup`). */
  group?: string
  /** True when the SN is a registered gateway and the password is its credential (verification code). */
  verifyGateway: (sn: string, password: string) => Promise<boolean>
  /**
   * The group a gateway may speak in (its own, else its enterprise's, else the default), read when it
   * logs in: a node changing group reconnects anyway, its NDEATH will being on the old group's topic.
   */
  gatewayGroup?: (sn: string) => Promise<string>
  /** The platform's internal client (ingest, commands): full access. */
  platform?: PlatformCredential
  log?: (msg: string) => void
  /** limits on guessing gateways' passwords (login-limit.ts); tests shorten the window or set the clock */
  loginLimit?: Omit<LoginLimitOptions, 'log'>
}

export interface Broker {
  readonly aedes: Aedes
  readonly port: number
  /** mqtt://host:port of this broker. */
  readonly url: string
  /** Messages being delivered to subscribers or waiting for it (a slow subscriber's backlog). */
  inFlight(): number
  close(): Promise<void>
}

/** What aedes' message emitter (mqemitter) counts: messages queued, and being delivered. */
interface EmitterCounts {
  length: number
  current: number
}

type Identity = { kind: 'platform' } | { kind: 'gateway'; sn: string; group: string }

const CONNACK_BAD_CREDENTIALS = 4
const CONNACK_IDENTIFIER_REJECTED = 2
const snPattern = new RegExp(GATEWAY_SN_PATTERN)

const refusal = (message: string, returnCode: number): AuthenticateError =>
  Object.assign(new Error(message), { returnCode }) as AuthenticateError

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export async function startBroker(opts: BrokerOptions): Promise<Broker> {
  const group = opts.group ?? SPARKPLUG_GROUP
  const log = opts.log ?? (() => {})
  const identities = new WeakMap<Client, Identity>()
  const limiter = createLoginLimiter({ ...opts.loginLimit, log })
  const aedes = await Aedes.createBroker({
    // no limit on messages in delivery at once: with one (aedes' default, 100), messages wait in mqemitter's
    // queue while a subscriber is slow, and once that subscriber is gone (the platform's client reconnecting)
    // the queue drains recursively, one stack frame chain per message, until `Maximum call stack size
    // exceeded` kills the process. Memory stays bounded without it: aedes reads a connection's next chunk
    // only once the messages of its last one are delivered, and drops a subscriber that does not drain
    // within drainTimeout (60 s).
    concurrency: 0,
    authenticate(client, username, password, done) {
      const pw = password?.toString('utf8') ?? ''
      const user = username ?? ''
      if (opts.platform && user === opts.platform.username && sameSecret(pw, opts.platform.password)) {
        identities.set(client, { kind: 'platform' })
        return done(null, true)
      }
      if (!snPattern.test(user)) return done(refusal('unknown user', CONNACK_BAD_CREDENTIALS), false)
      if (client.id !== user)
        return done(refusal('client id must be the SN', CONNACK_IDENTIFIER_REJECTED), false)
      const address = (client.conn as { remoteAddress?: string }).remoteAddress
      const login = async () => {
        // refused under the limits: the same answer as a wrong password
        if (!(await limiter.check(user, address, () => opts.verifyGateway(user, pw)))) return false
        return { kind: 'gateway', sn: user, group: (await opts.gatewayGroup?.(user)) ?? group } as const
      }
      login().then(
        (id) => {
          if (!id) return done(refusal('bad gateway credential', CONNACK_BAD_CREDENTIALS), false)
          identities.set(client, id)
          done(null, true)
        },
        (e) => {
          log(`verifyGateway failed: ${e}`)
          done(refusal('verification unavailable', CONNACK_BAD_CREDENTIALS), false)
        },
      )
    },
    authorizePublish(client, packet, done) {
      if (!client) return done(null)
      const id = identities.get(client)
      if (id?.kind === 'platform') return done(null)
      if (id?.kind === 'gateway' && gatewayMayPublish(id.group, id.sn, packet.topic)) return done(null)
      log(`refused publish by ${client.id} to ${packet.topic}`)
      done(new Error('publish not authorised'))
    },
    authorizeSubscribe(client, sub, done) {
      const id = identities.get(client)
      if (id?.kind === 'platform') return done(null, sub)
      if (id?.kind === 'gateway' && gatewayMaySubscribe(id.group, id.sn, sub.topic)) return done(null, sub)
      log(`refused subscription of ${client.id} to ${sub.topic}`)
      done(null, null)
    },
  })

  // a persistence failure is the broker's 'error' event: logged, not an uncaught exception
  const events: EventEmitter = aedes
  events.on('error', (e: Error) => log(`broker: ${e.message}`))

  const server: Server = createServer(aedes.handle)
  const host = opts.host ?? process.env.MQTT_HOST ?? '0.0.0.0'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? Number(process.env.MQTT_PORT ?? 1883), host, () => resolve())
  })
  const { port } = server.address() as { port: number }
  // after listening, an accept failure (out of file descriptors) is logged, not an uncaught exception
  server.on('error', (e) => log(`broker listener: ${e.message}`))

  return {
    aedes,
    port,
    url: `mqtt://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    inFlight: () => {
      const mq = (aedes as unknown as { mq: EmitterCounts }).mq
      return mq.length + mq.current
    },
    close: () =>
      new Promise<void>((resolve) => {
        aedes.close(() => server.close(() => resolve()))
      }),
  }
}
