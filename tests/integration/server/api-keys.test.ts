// API keys (issue 32): made by an administrator, the secret only as an argon2id hash; a key reaches only
// the calls of KEY_ROUTES on its own devices and projects, writes only when it may, stops at its expiry or
// revocation (its live sockets close at once), is rate-limited (HTTP 429, Retry-After, 90010) and every
// call of it is in the operation log under its name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { CLOSE_ACCESS_REVOKED } from '../../../server/live/revocable-sockets.ts'
import { openSocket } from '../edgelink/sockets.ts'
import {
  createTestServer,
  deviceOfGateway,
  loginDemoAdmin,
  ok,
  projectOfDevice,
  type Session,
  type TestServer,
  uniqueName,
} from './helpers.ts'

let server: TestServer
let admin: Session
let deviceA: string
let deviceB: string
let projectA: string

/** A call with `Authorization: Bearer <token>`: the HTTP status, its Retry-After and the envelope. */
async function keyed(token: string, path: string, body: unknown = {}) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/lfscada/${path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
  return { status: response.statusCode, retryAfter: response.headers['retry-after'], ...response.json() }
}

async function newKey(fields: Record<string, unknown>): Promise<{ id: string; token: string }> {
  const { key, token } = await ok(admin.call('api/key/add', { name: uniqueName('key'), ...fields }))
  return { id: key.id, token }
}

beforeAll(async () => {
  server = await createTestServer({ config: { apiKeyRate: { burst: 1000, windowMs: 60_000 } } })
  admin = await loginDemoAdmin(server)
  deviceA = await deviceOfGateway(server.db, DEMO_GATEWAY.sn)
  projectA = await projectOfDevice(server.db, deviceA)
  // a second device of the same enterprise, not bound to a gateway
  const a = await server.db
    .selectFrom('devices')
    .selectAll()
    .where('id', '=', deviceA)
    .executeTakeFirstOrThrow()
  deviceB = `${deviceA.slice(0, 20)}b`
  await server.db
    .insertInto('devices')
    .values({ ...a, id: deviceB, name: 'B', gatewayId: null })
    .execute()
})
afterAll(() => server.close())

describe('making keys', () => {
  it('shows the token once and stores only a salted slow hash', async () => {
    const name = uniqueName('erp')
    const { key, token } = await ok(admin.call('api/key/add', { name, deviceIds: [deviceA] }))
    expect(token).toMatch(/^lfk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/)
    expect(token.startsWith(key.prefix)).toBe(true)
    expect(key).toMatchObject({ name, write: false, deviceIds: [deviceA], state: 'active', lastUsedAt: null })
    const row = await server.db
      .selectFrom('apiKeys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow()
    expect(row.secretHash).toMatch(/^\$argon2id\$/)
    expect(row.secretHash).not.toContain(token.slice(key.prefix.length))
    const listed = await ok(admin.call('api/key/query', {}))
    expect(JSON.stringify(listed)).not.toContain(token.slice(key.prefix.length))
    expect(listed.list.find((k: { id: string }) => k.id === key.id)).toMatchObject({ name })
  })

  it('refuses a key without scopes or with a past expiry, and a device of another enterprise', async () => {
    expect((await admin.call('api/key/add', { name: 'none' })).code).toBe(Code.paramMissing)
    const past = server.clock.now() - 1
    expect(
      (await admin.call('api/key/add', { name: 'old', deviceIds: [deviceA], expiresAt: past })).code,
    ).toBe(Code.paramInvalid)
    expect((await admin.call('api/key/add', { name: 'x', deviceIds: ['nope'] })).code).toBe(
      Code.noDataOrPermission,
    )
  })
})

describe('scopes', () => {
  it('a key for device A reads A, never B, and no call outside its list', async () => {
    const { token } = await newKey({ deviceIds: [deviceA] })
    expect((await keyed(token, 'equipment/multi/info', { id: deviceA })).code).toBe(200)
    expect((await keyed(token, 'monitor/multi/signal/query', { equipmentId: deviceA })).code).toBe(200)
    expect((await keyed(token, 'equipment/multi/info', { id: deviceB })).code).toBe(Code.noDataOrPermission)
    expect((await keyed(token, 'monitor/multi/signal/query', { equipmentId: deviceB })).code).toBe(
      Code.noDataOrPermission,
    )
    const list = await keyed(token, 'equipment/multi/query', {})
    expect(list.data.list.map((d: { id: string }) => d.id)).toEqual([deviceA])
    // the key's maker may call these; the key may not
    expect((await keyed(token, 'account/query', {})).code).toBe(Code.noAccess)
    expect((await keyed(token, 'api/key/add', { name: 'mine', deviceIds: [deviceA] })).code).toBe(
      Code.noAccess,
    )
    // a project outside its scopes, even one holding its device
    expect((await keyed(token, 'project/info', { id: projectA })).code).toBe(Code.noDataOrPermission)
  })

  it('a project key reaches the project’s devices', async () => {
    const { token } = await newKey({ projectIds: [projectA] })
    expect((await keyed(token, 'project/info', { id: projectA })).code).toBe(200)
    expect((await keyed(token, 'signal/query', { projectId: projectA })).code).toBe(200)
    const list = await keyed(token, 'project/queryAll', {})
    expect(list.data.list.map((p: { id: string }) => p.id)).toEqual([projectA])
  })

  it('a read key cannot write; a write key reaches the gateway', async () => {
    const signal = await server.db
      .selectFrom('variables')
      .select('id')
      .where('deviceId', '=', deviceA)
      .executeTakeFirstOrThrow()
    const read = await newKey({ deviceIds: [deviceA] })
    expect((await keyed(read.token, 'signal/writeVal', { signalId: signal.id, value: 1 })).code).toBe(
      Code.noAccess,
    )
    const write = await newKey({ deviceIds: [deviceA], write: true })
    // past the key's checks: the gateway is offline in this test, so the platform's own refusal
    const answer = await keyed(write.token, 'signal/writeVal', { signalId: signal.id, value: 1 })
    expect([Code.noAccess, Code.noDataOrPermission]).not.toContain(answer.code)
    const other = await newKey({ deviceIds: [deviceB], write: true })
    expect((await keyed(other.token, 'signal/writeVal', { signalId: signal.id, value: 1 })).code).toBe(
      Code.noDataOrPermission,
    )
  })

  it('a wrong secret or a malformed token is not signed in', async () => {
    const { token } = await newKey({ deviceIds: [deviceA] })
    const wrong = `${token.slice(0, -4)}AAAA`
    expect((await keyed(wrong, 'equipment/multi/info', { id: deviceA })).code).toBe(Code.sessionInvalid)
    expect((await keyed('lfk_nothing', 'equipment/multi/info', { id: deviceA })).code).toBe(
      Code.sessionInvalid,
    )
  })
})

describe('lifetime', () => {
  it('stops at its expiry', async () => {
    const { token } = await newKey({ deviceIds: [deviceA], expiresAt: server.clock.now() + 60_000 })
    expect((await keyed(token, 'equipment/multi/info', { id: deviceA })).code).toBe(200)
    server.clock.advance(60_000)
    expect((await keyed(token, 'equipment/multi/info', { id: deviceA })).code).toBe(Code.sessionInvalid2)
  })

  it('its expiry closes its open sockets at once and stops its calls', async () => {
    const { token } = await newKey({ deviceIds: [deviceA], expiresAt: server.clock.now() + 60_000 })
    const socketToken = await keyed(token, 'websocket/monitor/new/token', { equipmentId: deviceA })
    expect(socketToken.code).toBe(200)
    const socket = await openSocket(server.app, 'ws/eg/signal/subscribe', socketToken.data)
    server.clock.advance(60_000)
    expect(await socket.closed).toBe(CLOSE_ACCESS_REVOKED)
    expect((await keyed(token, 'equipment/multi/info', { id: deviceA })).code).toBe(Code.sessionInvalid2)
  })

  it('revocation stops its calls and closes its open sockets at once', async () => {
    const { id, token } = await newKey({ deviceIds: [deviceA] })
    const socketToken = await keyed(token, 'websocket/monitor/new/token', { equipmentId: deviceA })
    expect(socketToken.code).toBe(200)
    const socket = await openSocket(server.app, 'ws/eg/signal/subscribe', socketToken.data)
    const revoked = await ok(admin.call('api/key/revoke', { id }))
    expect(revoked.state).toBe('revoked')
    expect(await socket.closed).toBe(CLOSE_ACCESS_REVOKED)
    expect((await keyed(token, 'equipment/multi/info', { id: deviceA })).code).toBe(Code.sessionInvalid2)
  })

  it('shows its last use and logs every call under its name', async () => {
    const name = uniqueName('mes')
    const { key, token } = await ok(admin.call('api/key/add', { name, deviceIds: [deviceA] }))
    await keyed(token, 'equipment/multi/info', { id: deviceA })
    await keyed(token, 'equipment/multi/info', { id: deviceB })
    const listed = await ok(admin.call('api/key/query', { keyword: name }))
    expect(listed.list[0].lastUsedAt).toBe(server.clock.now())
    const log = await server.db
      .selectFrom('operationLog')
      .select(['loginname', 'action', 'afterJson'])
      .where('objectId', '=', key.id)
      .where('objectType', '=', 'apiKey')
      .orderBy('id')
      .execute()
    expect(log.map((r) => [r.loginname, r.action, JSON.parse(r.afterJson ?? '{}').code])).toEqual([
      [admin.info.loginname, 'add', undefined],
      [name, 'equipment/multi/info', 200],
      [name, 'equipment/multi/info', Code.noDataOrPermission],
    ])
  })
})

describe('rate limit', () => {
  it('answers 429 with Retry-After and 90010 past the key’s rate, other keys unaffected', async () => {
    const limited = await createTestServer({ config: { apiKeyRate: { burst: 3, windowMs: 3000 } } })
    try {
      const boss = await loginDemoAdmin(limited)
      const device = await deviceOfGateway(limited.db, DEMO_GATEWAY.sn)
      const make = async () =>
        (await ok(boss.call('api/key/add', { name: uniqueName('k'), deviceIds: [device] }))).token as string
      const [one, two] = [await make(), await make()]
      const call = async (token: string) => {
        const r = await limited.app.inject({
          method: 'POST',
          url: '/lfscada/equipment/multi/info',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ id: device }),
        })
        return { status: r.statusCode, retryAfter: r.headers['retry-after'], code: r.json().code }
      }
      for (let i = 0; i < 3; i++) expect((await call(one)).code).toBe(200)
      expect(await call(one)).toEqual({ status: 429, retryAfter: '1', code: Code.tooFrequent })
      expect((await call(two)).code).toBe(200)
      limited.clock.advance(1000)
      expect((await call(one)).code).toBe(200)
    } finally {
      await limited.close()
    }
  })
})
