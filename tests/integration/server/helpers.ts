// Test helpers for the API: a server on a fresh database with the demo seed and a clock the test
// moves, calls through `inject` that insist on HTTP 200 and the { code, msg, data } envelope, and
// signed-in sessions (the login encrypts like the browser does, RSA-OAEP SHA-256).
import { constants, createPublicKey, publicEncrypt } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { expect } from 'vitest'
import { type Clock, realClock } from '../../../core/api/clock.ts'
import { encodeForm, type FormObject } from '../../../core/api/form.ts'
import { OK } from '../../../core/i18n/codes.ts'
import type { PublicKeyAnswer } from '../../../schemas/api/user.ts'
import type { UserInfo } from '../../../schemas/entities/user-info.ts'
import { type BuildOptions, buildAppWithServices } from '../../../server/app.ts'
import type { Leadership } from '../../../server/cluster/leader.ts'
import type { AppConfig } from '../../../server/config.ts'
import type { Providers } from '../../../server/notify/notifier.ts'
import type { WechatProvider } from '../../../server/notify/wechat.ts'
import { DEMO_ADMIN, seedDemo } from '../../../server/seed.ts'
import type { Services } from '../../../server/services.ts'
import { type Db, migrateToLatest, openDb } from '../../../server/storage/db.ts'
import { payload } from '../edgelink/sparkplug.ts'

export const START = Date.UTC(2026, 0, 15, 8, 0, 0)
/** Meets the spec §5 rules: 10 characters, four classes, no triple. */
export const GOOD_PASSWORD = 'Good#Pass42'

export interface TestClock extends Clock {
  /** Moves time forward, running the timers due by then in time order. */
  advance(ms: number): void
}

/** The wall clock, for servers a test does not move (another instance, a real broker). */
export const wallClock: TestClock = { ...realClock, advance: () => {} }

export function testClock(start = START): TestClock {
  let t = start
  let nextId = 1
  const timers = new Map<number, { due: number; fn: () => void }>()
  const soonest = (limit: number) =>
    [...timers].filter(([, timer]) => timer.due <= limit).sort(([, a], [, b]) => a.due - b.due)[0]
  return {
    now: () => t,
    advance(ms) {
      const target = t + ms
      for (let entry = soonest(target); entry; entry = soonest(target)) {
        const [id, timer] = entry
        timers.delete(id)
        t = timer.due
        timer.fn()
      }
      t = target
    },
    setTimeout(fn, ms) {
      timers.set(nextId, { due: t + Math.max(0, ms), fn })
      return nextId++
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
  }
}

/** Answers are JSON the tests read freely; their shapes are checked against the schemas where it matters. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type Json = any

export interface Reply<T = Json> {
  code: number
  msg: string
  data: T
}

export interface CallOptions {
  cookie?: string
  /** send as application/x-www-form-urlencoded (dotted keys) instead of JSON */
  form?: boolean
  method?: 'GET' | 'POST'
  /** the client's socket address (per-address limits); inject's own without it */
  remoteAddress?: string
}

export interface TestServer {
  app: FastifyInstance
  db: Db
  clock: TestClock
  services: Services
  call<T = Json>(path: string, body?: unknown, options?: CallOptions): Promise<Reply<T>>
  close(): Promise<void>
}

export interface TestServerOptions {
  db?: Db
  config?: Partial<AppConfig>
  providers?: Providers
  /** the notifier's time limit, retries, lanes and rate limit (server/notify/notifier.ts) */
  notify?: BuildOptions['notify']
  /** whether this instance leads its cluster (server/cluster/leader.ts); it leads alone without one */
  leadership?: Leadership
  /** the WeChat provider (notify/wechat.ts); the environment's without one */
  wechat?: WechatProvider
  /** tuning of the live side (the ingest queue's lag threshold, a follower's shorter wait for a birth) */
  realtime?: BuildOptions['realtime']
  /** the image captcha (server/auth/captcha.ts); none without it */
  captchas?: BuildOptions['captchas']
  /** keep the demo rule's deadband and off-delay (else it raises and clears at its limit) */
  demoHysteresis?: boolean
}

/**
 * The demo rule raised and cleared at its limit, with no deadband or off-delay: what the tests of raising
 * and resolving alarms check (the seeded demo rule keeps its alarm a minute past the limit; issue 31).
 */
export async function demoRuleAtLimit(db: Db): Promise<void> {
  await db.updateTable('alarmRules').set({ deadband: 0, onDelayS: 0, offDelayS: 0 }).execute()
}

/**
 * Every rule tells every alarm: no re-notify hold, for tests of what is told, not of the delivery guard
 * (alarm-paging tests that). The interval lives in each rule's push setting.
 */
export async function tellEveryAlarm(db: Db): Promise<void> {
  for (const rule of await db.selectFrom('alarmRules').select(['id', 'push']).execute()) {
    const push = { ...JSON.parse(rule.push || '{}'), renotifyMinutes: 0 }
    await db
      .updateTable('alarmRules')
      .set({ push: JSON.stringify(push) })
      .where('id', '=', rule.id)
      .execute()
  }
}

/** A Sparkplug message handled by the server's ingest, its values stored and its alarms evaluated. */
export async function ingestSettled(
  server: TestServer,
  topic: string,
  metrics: Parameters<typeof payload>[0],
) {
  const rt = server.services.realtime
  rt.ingest.handle(topic, payload(metrics))
  await rt.ingest.idle()
  await rt.alarms.idle()
}

let seeded: Promise<Buffer> | undefined

/**
 * The bytes of a database migrated and seeded at START, made once per test worker: a test server's own
 * database starts in memory from them (15-60 ms) instead of being migrated and seeded (1.8-3.2 s at
 * load 21 on 2 cores; some 120 servers in the unit stage).
 */
function seededImage(): Promise<Buffer> {
  seeded ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lfscada-seeded-'))
    try {
      const file = join(dir, 'seeded.db')
      const db = openDb({ sqliteFile: file })
      await migrateToLatest(db)
      await seedDemo(db, START)
      // out of WAL: an image in memory has no WAL beside it, and the closed file then holds everything
      await sql`pragma journal_mode = delete`.execute(db)
      await db.destroy()
      return readFileSync(file)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })()
  seeded.catch(() => {
    seeded = undefined // the next server tries again
  })
  return seeded
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const clock = testClock()
  let db: Db
  if (options.db) {
    db = options.db
    await migrateToLatest(db)
    await seedDemo(db, clock.now())
  } else db = openDb({ sqliteImage: await seededImage() })
  if (!options.demoHysteresis) await demoRuleAtLimit(db)
  const { fastify: app, services } = await buildAppWithServices({
    db,
    config: { now: clock.now, ...options.config },
    providers: options.providers,
    ...(options.notify ? { notify: options.notify } : {}),
    ...(options.leadership ? { leadership: options.leadership } : {}),
    ...(options.wechat ? { wechat: options.wechat } : {}),
    realtime: { timers: clock, ...options.realtime },
    ...(options.captchas ? { captchas: options.captchas } : {}),
  })
  const server: TestServer = {
    app,
    db,
    clock,
    services,
    call: (path, body, callOptions) => callApi(app, path, body, callOptions),
    async close() {
      await app.close()
      await db.destroy()
    },
  }
  return server
}

/** The client's own encoder, so the server is tested against what browsers send. */
const formOf = (body: unknown): string => encodeForm(body as FormObject).toString()

export async function callApi<T = Json>(
  app: FastifyInstance,
  path: string,
  body: unknown = {},
  options: CallOptions = {},
): Promise<Reply<T>> {
  const method = options.method ?? 'POST'
  const headers: Record<string, string> = {}
  if (options.cookie) headers.cookie = options.cookie
  let payload: string | undefined
  if (method === 'POST') {
    headers['content-type'] = options.form ? 'application/x-www-form-urlencoded' : 'application/json'
    payload = options.form ? formOf(body) : JSON.stringify(body)
  }
  const query = method === 'GET' && body ? `?${formOf(body)}` : ''
  const remote = options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}
  const response = await app.inject({ method, url: `/lfscada/${path}${query}`, headers, payload, ...remote })
  expect(response.statusCode, `${path} answered HTTP ${response.statusCode}`).toBe(200)
  const reply = response.json() as Reply<T>
  expect(typeof reply.code).toBe('number')
  return reply
}

/** Calls and insists on success; answers the data. */
export async function ok<T = Json>(promise: Promise<Reply<T>>): Promise<T> {
  const reply = await promise
  expect(reply, `expected code ${OK}, got ${reply.code} ${JSON.stringify(reply.data)}`).toMatchObject({
    code: OK,
  })
  return reply.data
}

export function encryptFor(key: PublicKeyAnswer, text: string): string {
  const publicKey = createPublicKey({ key: Buffer.from(key.spki, 'base64'), format: 'der', type: 'spki' })
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(text),
  ).toString('base64')
}

export interface Session {
  cookie: string
  info: UserInfo
  call<T = Json>(path: string, body?: unknown, options?: Omit<CallOptions, 'cookie'>): Promise<Reply<T>>
}

/** How a login request arrives: the headers a reverse proxy adds, the socket's address, a captcha answer. */
export interface LoginRequest {
  headers?: Record<string, string>
  remoteAddress?: string
  captcha?: { captchaKey: string; captcha: string }
}

/** The raw login answer (code and, on success, the cookie). */
export async function tryLogin(
  server: TestServer,
  loginname: string,
  password: string,
  request: LoginRequest = {},
) {
  const key = await ok<PublicKeyAnswer>(server.call('user/publicKey'))
  const response = await server.app.inject({
    method: 'POST',
    url: '/lfscada/user/encryptLogin',
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
    payload: {
      loginname: encryptFor(key, loginname),
      password: encryptFor(key, password),
      ...request.captcha,
    },
  })
  const setCookie = response.headers['set-cookie']
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? ''
  return { reply: response.json() as Reply<UserInfo>, cookie, setCookie }
}

export async function login(server: TestServer, loginname: string, password: string): Promise<Session> {
  const { reply, cookie } = await tryLogin(server, loginname, password)
  expect(reply.code, `login ${loginname}: ${JSON.stringify(reply)}`).toBe(OK)
  return sessionOf(server, cookie, reply.data)
}

export const sessionOf = (server: TestServer, cookie: string, info: UserInfo): Session => ({
  cookie,
  info,
  call: (path, body, options) => server.call(path, body, { ...options, cookie }),
})

export const loginDemoAdmin = (server: TestServer) => login(server, DEMO_ADMIN.loginname, DEMO_ADMIN.password)

let counter = 0
/** A login name no test has used yet. */
export const uniqueName = (prefix = 'user') =>
  `${prefix}${++counter}${Math.random().toString(36).slice(2, 6)}`

export interface TestEnterprise {
  orgId: string
  adminId: string
  admin: Session
}

/** A new enterprise made by the (platform) demo administrator, with its administrator signed in. */
export async function createEnterprise(server: TestServer, platformAdmin: Session, name = uniqueName('Org')) {
  const loginname = uniqueName('admin')
  const data = await ok(
    platformAdmin.call('org/enterprise/add', { name, admin: { loginname, password: GOOD_PASSWORD } }),
  )
  return {
    orgId: data.id as string,
    adminId: data.admin.id as string,
    admin: await login(server, loginname, GOOD_PASSWORD),
  }
}

/** A test server with the platform administrator signed in and one new enterprise (its administrator too). */
export async function serverWithEnterprise(options: TestServerOptions = {}) {
  const server = await createTestServer(options)
  const platform = await loginDemoAdmin(server)
  const org = await createEnterprise(server, platform)
  return { server, platform, org, admin: org.admin }
}

/** A test server with the platform administrator signed in and two new enterprises, for isolation checks. */
export async function serverWithTwoEnterprises(options: TestServerOptions = {}) {
  const server = await createTestServer(options)
  const platform = await loginDemoAdmin(server)
  const a = await createEnterprise(server, platform)
  const b = await createEnterprise(server, platform)
  return { server, platform, a, b }
}

export interface TestAccount {
  id: string
  loginname: string
  password: string
  session(): Promise<Session>
}

/** An account made through `account/add` by `by`; `session()` signs it in. */
export async function createAccount(
  server: TestServer,
  by: Session,
  fields: { kind?: string; roleId?: string; deptId?: string; tel?: string; email?: string } = {},
): Promise<TestAccount> {
  const loginname = uniqueName()
  const data = await ok(
    by.call('account/add', { kind: 'internal', ...fields, loginname, password: GOOD_PASSWORD }),
  )
  return {
    id: data.id,
    loginname,
    password: GOOD_PASSWORD,
    session: () => login(server, loginname, GOOD_PASSWORD),
  }
}

/** The latest code sent to a recipient, read from the outbox table. */
export async function lastCodeSentTo(db: Db, recipient: string): Promise<string> {
  const row = await db
    .selectFrom('notificationOutbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  const code = /\b(\d{6})\b/.exec(row.body)?.[1]
  if (!code) throw new Error(`no code in ${row.body}`)
  return code
}

/** The id of the device a gateway (by SN) is bound to. */
export const deviceOfGateway = async (db: Db, sn: string): Promise<string> =>
  (
    await db
      .selectFrom('devices')
      .innerJoin('gateways', 'gateways.id', 'devices.gatewayId')
      .select('devices.id')
      .where('gateways.sn', '=', sn)
      .executeTakeFirstOrThrow()
  ).id

/** The project a device is bound to (its first). */
export const projectOfDevice = async (db: Db, deviceId: string): Promise<string> =>
  (
    await db
      .selectFrom('projectEquipment')
      .select('projectId')
      .where('deviceId', '=', deviceId)
      .executeTakeFirstOrThrow()
  ).projectId
