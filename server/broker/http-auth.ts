// Authentication and authorisation of an external broker's clients over HTTP, in the format of EMQX's
// HTTP authenticator and HTTP authoriser (EMQX 5: POST JSON, answer 200 `{ "result": "allow" | "deny" }`,
// `is_superuser` for authentication). The rules are the embedded broker's (broker.ts, access.ts): a
// gateway logs in with its SN as username and client id and its credential as password, and may publish
// and subscribe only as itself; the platform's own client (MQTT_USERNAME / MQTT_PASSWORD) may do anything.
// Only the broker may ask: every request carries the shared secret (BROKER_AUTH_SECRET) as a bearer
// token; without it the answer is 401, which EMQX takes as "ignore" (README "External broker"). Gateways'
// passwords are checked under guess limits (login-limit.ts), by the client's address EMQX sends as
// `peerhost`; without it a gateway's wrong passwords count per SN alone.
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { GATEWAY_SN_PATTERN } from '../../schemas/edge/index.ts'
import { gatewayMayPublish, gatewayMaySubscribe } from './access.ts'
import type { PlatformCredential } from './broker.ts'
import { createLoginLimiter, type LoginLimiter, type LoginLimitOptions } from './login-limit.ts'

export interface BrokerAuthOptions {
  /** the bearer token the broker sends (BROKER_AUTH_SECRET) */
  secret: string
  /** the default Sparkplug group the gateways publish in */
  group: string
  /** a gateway's own group (its own, else its enterprise's, else the default) */
  gatewayGroup?: (sn: string) => Promise<string>
  /** the platform's own client, allowed everything */
  platform?: PlatformCredential
  /** true when the SN is a registered gateway and the password is its credential */
  verifyGateway: (sn: string, password: string) => Promise<boolean>
  /** limits on guessing gateways' passwords (login-limit.ts); tests shorten the window or set the clock */
  loginLimit?: LoginLimitOptions
}

export const BROKER_AUTH_PATH = 'broker/auth'
export const BROKER_ACL_PATH = 'broker/acl'

type Verdict = { result: 'allow' | 'deny'; is_superuser?: boolean }
const DENY: Verdict = { result: 'deny' }

const snPattern = new RegExp(GATEWAY_SN_PATTERN)

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** A field of the broker's JSON body as a string ('' when absent or not a string). */
const field = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined
  return typeof value === 'string' ? value : ''
}

async function authenticate(o: BrokerAuthOptions, limiter: LoginLimiter, body: unknown): Promise<Verdict> {
  const username = field(body, 'username')
  const password = field(body, 'password')
  if (o.platform && username === o.platform.username && sameSecret(password, o.platform.password))
    return { result: 'allow', is_superuser: true }
  if (!snPattern.test(username) || field(body, 'clientid') !== username) return DENY
  const right = await limiter.check(username, field(body, 'peerhost'), () =>
    o.verifyGateway(username, password),
  )
  return right ? { result: 'allow', is_superuser: false } : DENY
}

async function authorise(o: BrokerAuthOptions, body: unknown): Promise<Verdict> {
  const username = field(body, 'username')
  const topic = field(body, 'topic')
  // a superuser is not asked about; should the broker ask anyway, the platform may do anything
  if (o.platform && username === o.platform.username) return { result: 'allow' }
  if (!snPattern.test(username) || field(body, 'clientid') !== username) return DENY
  const action = field(body, 'action')
  const group = (await o.gatewayGroup?.(username)) ?? o.group
  const allowed =
    action === 'publish'
      ? gatewayMayPublish(group, username, topic)
      : action === 'subscribe' && gatewayMaySubscribe(group, username, topic)
  return allowed ? { result: 'allow' } : DENY
}

/** Registers `{prefix}/broker/auth` and `{prefix}/broker/acl` (POST, JSON, answered as EMQX expects). */
export function registerBrokerAuth(app: FastifyInstance, prefix: string, o: BrokerAuthOptions): void {
  const expected = `Bearer ${o.secret}`
  // lockouts go where the platform's other broker warnings go (external.ts)
  const limiter = createLoginLimiter({ log: (line) => console.warn(line), ...o.loginLimit })
  const answer =
    (decide: (body: unknown) => Verdict | Promise<Verdict>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      if (!sameSecret(req.headers.authorization ?? '', expected)) return reply.code(401).send(DENY)
      return reply.code(200).send(await decide(req.body))
    }
  // A body the parsers refuse is denied in the broker's format, not the API's envelope.
  const errorHandler = (_error: unknown, _req: FastifyRequest, reply: FastifyReply) =>
    reply.code(400).send(DENY)
  app.post(
    `${prefix}/${BROKER_AUTH_PATH}`,
    { errorHandler },
    answer((body) => authenticate(o, limiter, body)),
  )
  app.post(
    `${prefix}/${BROKER_ACL_PATH}`,
    { errorHandler },
    answer((body) => authorise(o, body)),
  )
}
