// Sign-in, sessions and user info through HTTP: the encrypted login, the cookie, 1001/1002/1005/1008,
// 1006/1010, logout, and the stored secrets (argon2id hashes, hashed session tokens).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Code, OK } from '../../../core/i18n/codes.ts'
import { UserInfo } from '../../../schemas/entities/user-info.ts'
import { check } from '../../../schemas/validate.ts'
import { SESSION_COOKIE } from '../../../server/http/security-headers.ts'
import { DEMO_ADMIN } from '../../../server/seed.ts'
import {
  createAccount,
  createTestServer,
  encryptFor,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
  tryLogin,
} from './helpers.ts'

let server: TestServer
let admin: Session

beforeAll(async () => {
  server = await createTestServer()
})
// Some tests move the clock past the session time: every test signs in afresh.
beforeEach(async () => {
  admin = await loginDemoAdmin(server)
})
afterAll(() => server.close())

describe('user/publicKey', () => {
  it('answers an RSA-OAEP-256 key as SPKI and JWK', async () => {
    const key = await ok(server.call('user/publicKey'))
    expect(key.algorithm).toBe('RSA-OAEP-256')
    expect(Buffer.from(key.spki, 'base64').length).toBeGreaterThan(256)
    expect(key.jwk).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', e: 'AQAB' })
  })

  it('is the same key across restarts on the same database', async () => {
    const { buildAppWithServices } = await import('../../../server/app.ts')
    const again = await buildAppWithServices({ db: server.db })
    expect(again.services.keys.publicKey.spki).toBe(server.services.keys.publicKey.spki)
    await again.fastify.close()
  })
})

describe('user/encryptLogin', () => {
  it('signs in, sets an HttpOnly SameSite=Lax session cookie and answers the user info', async () => {
    const { reply, setCookie } = await tryLogin(server, DEMO_ADMIN.loginname, DEMO_ADMIN.password)
    expect(reply.code).toBe(OK)
    expect(check(UserInfo, reply.data).errors).toEqual([])
    expect(reply.data).toMatchObject({ loginname: 'admin', roleType: 'admin' })
    const cookie = String(setCookie)
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`))
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
  })

  it('keeps only the sha-256 of the token and an argon2id password hash', async () => {
    const { cookie } = await tryLogin(server, DEMO_ADMIN.loginname, DEMO_ADMIN.password)
    const token = cookie.split('=')[1]!
    const sessions = await server.db.selectFrom('sessions').select('tokenHash').execute()
    expect(sessions.some((s) => s.tokenHash === token)).toBe(false)
    const { createHash } = await import('node:crypto')
    expect(sessions.map((s) => s.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'))
    const account = await server.db
      .selectFrom('accounts')
      .select('passwordHash')
      .where('loginname', '=', 'admin')
      .executeTakeFirstOrThrow()
    expect(account.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it.each([
    ['an empty name', '', 'x', Code.emptyUsername],
    ['a blank name', '   ', 'x', Code.emptyUsername],
    ['a wrong password', 'admin', 'Wrong#Pass1', Code.wrongCredentials],
    ['an unknown name', 'nobody-here', 'Wrong#Pass1', Code.wrongCredentials],
  ])('refuses %s with %i', async (_what, name, password, code) => {
    const { reply, setCookie } = await tryLogin(server, name, password)
    expect(reply.code).toBe(code)
    expect(setCookie).toBeUndefined()
  })

  it('refuses values that are not ciphertexts of its key (10001)', async () => {
    const reply = await server.call('user/encryptLogin', {
      loginname: 'admin',
      password: DEMO_ADMIN.password,
    })
    expect(reply.code).toBe(Code.paramInvalid)
  })

  it('locks a name after 5 wrong passwords with the retry time, then opens again', async () => {
    const account = await createAccount(server, admin)
    const codes: number[] = []
    for (let i = 0; i < 5; i++)
      codes.push((await tryLogin(server, account.loginname, 'Wrong#Pass1')).reply.code)
    expect(codes).toEqual([1001, 1001, 1001, 1001, Code.tooManyAttempts])

    const locked = await tryLogin(server, account.loginname, account.password)
    expect(locked.reply.code).toBe(Code.tooManyAttempts)
    expect(locked.reply.data).toEqual({ retryAt: server.clock.now() + 15 * 60_000, retryAfterSeconds: 900 })

    server.clock.advance(15 * 60_000)
    expect((await tryLogin(server, account.loginname, account.password)).reply.code).toBe(OK)
  })

  it('counts down the remaining attempts and forgets them after a success', async () => {
    const account = await createAccount(server, admin)
    const first = await tryLogin(server, account.loginname, 'Wrong#Pass1')
    expect(first.reply.data).toEqual({ remainingAttempts: 4, captchaRequired: false })
    await tryLogin(server, account.loginname, account.password)
    const after = await tryLogin(server, account.loginname, 'Wrong#Pass1')
    expect(after.reply.data).toEqual({ remainingAttempts: 4, captchaRequired: false })
  })

  it('refuses a disabled account with 1008 (only with the right password)', async () => {
    const account = await createAccount(server, admin)
    await ok(admin.call('account/disable', { id: account.id, disabled: true }))
    expect((await tryLogin(server, account.loginname, account.password)).reply.code).toBe(
      Code.accountDisabled,
    )
    expect((await tryLogin(server, account.loginname, 'Wrong#Pass1')).reply.code).toBe(Code.wrongCredentials)
  })
})

describe('sessions', () => {
  it('user/info answers the spec §3 fields with auths; the time query is accepted', async () => {
    const info = await ok(admin.call('user/info', { time: String(server.clock.now()) }, { method: 'GET' }))
    expect(check(UserInfo, info).errors).toEqual([])
    expect(info.auths).toContain('manage_account')
    expect(info.userId).toBe(admin.info.userId)
  })

  it.each([
    ['no cookie', undefined, Code.sessionInvalid],
    ['an unknown token', `${SESSION_COOKIE}=not-a-session`, Code.sessionInvalid],
  ])('answers %s with %i', async (_what, cookie, code) => {
    expect((await server.call('user/info', undefined, { method: 'GET', cookie })).code).toBe(code)
  })

  it('expires a session unused for the session time (1010); use keeps it alive', async () => {
    const session = admin
    const ttl = server.services.config.sessionTtlMs
    server.clock.advance(ttl - 60_000)
    expect((await session.call('user/info', undefined, { method: 'GET' })).code).toBe(OK)
    server.clock.advance(ttl - 60_000)
    expect((await session.call('user/info', undefined, { method: 'GET' })).code).toBe(OK)
    server.clock.advance(ttl + 1)
    expect((await session.call('user/info', undefined, { method: 'GET' })).code).toBe(Code.sessionInvalid2)
    expect((await session.call('user/info', undefined, { method: 'GET' })).code).toBe(Code.sessionInvalid)
  })

  it('logout deletes the session and clears the cookie; logging out twice is harmless', async () => {
    const session = admin
    const response = await server.app.inject({
      method: 'POST',
      url: '/lfscada/user/logout',
      headers: { cookie: session.cookie },
    })
    expect(response.json().code).toBe(OK)
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`))
    expect((await session.call('user/info', undefined, { method: 'GET' })).code).toBe(Code.sessionInvalid)
    expect((await session.call('user/logout')).code).toBe(OK)
  })

  it('a disabled account loses its sessions at once (1006)', async () => {
    const account = await createAccount(server, admin)
    const session = await account.session()
    await ok(admin.call('account/disable', { id: account.id, disabled: true }))
    expect((await session.call('user/info', undefined, { method: 'GET' })).code).toBe(Code.sessionInvalid)
  })
})

describe('user/config', () => {
  it('stores the user’s own settings, JSON or form-encoded', async () => {
    await ok(admin.call('user/config/save', { config: { theme: 'dark', columns: ['a', 'b'] } }))
    expect(await ok(admin.call('user/config/query'))).toEqual({ theme: 'dark', columns: ['a', 'b'] })
    await ok(admin.call('user/config/save', { config: { theme: 'light' } }, { form: true }))
    expect(await ok(admin.call('user/config/query'))).toEqual({ theme: 'light' })
  })
})

it('encryptFor makes what the server decrypts (the helper matches WebCrypto RSA-OAEP-256)', async () => {
  const key = await ok(server.call('user/publicKey'))
  expect(server.services.keys.decrypt(encryptFor(key, 'héllo'))).toBe('héllo')
})
