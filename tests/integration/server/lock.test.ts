// The hardware lock check (platform spec §7, §8 code 1011) through HTTP: an enterprise administrator
// sets an account's lock key (RSA or EC P-256) and useLock on `account/edit`; the user's session asks
// `user/random`, signs it with the lock's private key and posts `user/validLockCert`. A wrong, reused,
// expired or missing random ends the session (1011, then 1006).
import { createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { KEY_FILE_MAX_BYTES } from '../../../core/validation/limits.ts'
import { LOCK_CHECK_MS } from '../../../host/shell/lock.ts'
import { Account } from '../../../schemas/entities/account.ts'
import { check } from '../../../schemas/validate.ts'
import { LOCK_RANDOM_BYTES, LOCK_RANDOM_TTL_MS, LOCK_RSA_MIN_BITS } from '../../../server/auth/lock.ts'
import {
  createAccount,
  createEnterprise,
  createTestServer,
  loginDemoAdmin,
  ok,
  type Session,
  type TestEnterprise,
  type TestServer,
} from './helpers.ts'

let server: TestServer
let org: TestEnterprise
let other: TestEnterprise

beforeAll(async () => {
  server = await createTestServer()
  const platform = await loginDemoAdmin(server)
  org = await createEnterprise(server, platform)
  other = await createEnterprise(server, platform)
})
afterAll(() => server.close())

const rsa = generateKeyPairSync('rsa', { modulusLength: LOCK_RSA_MIN_BITS })
const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
const stranger = generateKeyPairSync('rsa', { modulusLength: LOCK_RSA_MIN_BITS })

const spkiPem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString()
const spkiBase64 = (key: KeyObject) => key.export({ type: 'spki', format: 'der' }).toString('base64')
const signed = (privateKey: KeyObject, random: string, encoding: 'base64' | 'hex' = 'base64') =>
  sign('sha256', Buffer.from(random), privateKey).toString(encoding)

const info = (session: Session) => session.call('user/info', undefined, { method: 'GET' })
const random = async (session: Session): Promise<string> => ok(session.call('user/random'))
const validate = (session: Session, verifyData: string) => session.call('user/validLockCert', { verifyData })

async function expectEnded(session: Session) {
  expect([Code.sessionInvalid, Code.sessionInvalid2]).toContain((await info(session)).code)
  expect([Code.sessionInvalid, Code.sessionInvalid2]).toContain((await session.call('user/random')).code)
}

/** A new internal account whose lock is on with `publicKey`, and its session. */
async function locked(publicKey: string) {
  const account = await createAccount(server, org.admin)
  const view = await ok(
    org.admin.call('account/edit', { id: account.id, useLock: true, lockPublicKey: publicKey }),
  )
  return { account, view, session: await account.session() }
}

describe('user/random and user/validLockCert', () => {
  it.each([
    ['RSA, SPKI PEM', spkiPem(rsa.publicKey), rsa.privateKey],
    ['EC P-256, base64 DER', spkiBase64(ec.publicKey), ec.privateKey],
  ])('%s: random → sign → validLockCert is ok, round after round', async (_what, publicKey, privateKey) => {
    const { session } = await locked(publicKey)
    expect(session.info.useLock).toBe(true)
    for (let round = 0; round < 3; round++) {
      const r = await random(session)
      expect(r).toMatch(new RegExp(`^[0-9a-f]{${LOCK_RANDOM_BYTES * 2}}$`))
      expect(LOCK_RANDOM_BYTES).toBeGreaterThanOrEqual(32)
      expect(await ok(validate(session, signed(privateKey, r)))).toBeNull()
      server.clock.advance(LOCK_CHECK_MS)
    }
    expect((await info(session)).code).toBe(200)
  })

  it('takes hex signatures, and EC signatures as IEEE P1363 (r‖s)', async () => {
    const { session } = await locked(spkiPem(ec.publicKey))
    let r = await random(session)
    await ok(validate(session, signed(ec.privateKey, r, 'hex')))
    r = await random(session)
    const p1363 = sign('sha256', Buffer.from(r), { key: ec.privateKey, dsaEncoding: 'ieee-p1363' })
    expect(p1363).toHaveLength(64)
    await ok(validate(session, p1363.toString('base64')))
  })

  it('takes an RSA key as PKCS#1 PEM (RSA PUBLIC KEY)', async () => {
    const pkcs1 = rsa.publicKey.export({ type: 'pkcs1', format: 'pem' }).toString()
    expect(pkcs1).toContain('BEGIN RSA PUBLIC KEY')
    const { session } = await locked(pkcs1)
    const r = await random(session)
    await ok(validate(session, signed(rsa.privateKey, r)))
  })

  it('two tabs of one session: each random answers once, in any order', async () => {
    const { session } = await locked(spkiPem(rsa.publicKey))
    const first = await random(session)
    const second = await random(session)
    expect(second).not.toBe(first)
    await ok(validate(session, signed(rsa.privateKey, second)))
    await ok(validate(session, signed(rsa.privateKey, first)))
    expect((await info(session)).code).toBe(200)
  })

  it('a wrong signature is 1011 and ends the session', async () => {
    const { session } = await locked(spkiPem(rsa.publicKey))
    const r = await random(session)
    expect((await validate(session, signed(stranger.privateKey, r))).code).toBe(Code.dongleCheckFailed)
    await expectEnded(session)
  })

  it.each([
    ['empty text', ''],
    ['not base64 or hex', 'not a signature!'],
  ])('verifyData of %s is 1011 and ends the session', async (_what, verifyData) => {
    const { session } = await locked(spkiPem(rsa.publicKey))
    await random(session)
    expect((await validate(session, verifyData)).code).toBe(Code.dongleCheckFailed)
    await expectEnded(session)
  })

  it('a reused random is 1011 and ends the session', async () => {
    const { session } = await locked(spkiPem(ec.publicKey))
    const r = await random(session)
    const signature = signed(ec.privateKey, r)
    await ok(validate(session, signature))
    expect((await validate(session, signature)).code).toBe(Code.dongleCheckFailed)
    await expectEnded(session)
  })

  it(`a random lives ${LOCK_RANDOM_TTL_MS / 1000} s: later it is 1011 and the session ends`, async () => {
    expect(LOCK_RANDOM_TTL_MS).toBeGreaterThan(LOCK_CHECK_MS)
    const { session } = await locked(spkiPem(rsa.publicKey))
    let r = await random(session)
    server.clock.advance(LOCK_RANDOM_TTL_MS - 1)
    await ok(validate(session, signed(rsa.privateKey, r)))
    r = await random(session)
    server.clock.advance(LOCK_RANDOM_TTL_MS)
    expect((await validate(session, signed(rsa.privateKey, r))).code).toBe(Code.dongleCheckFailed)
    await expectEnded(session)
  })

  it('no random asked is 1011 and ends the session', async () => {
    const { session } = await locked(spkiPem(rsa.publicKey))
    expect((await validate(session, signed(rsa.privateKey, 'a'.repeat(64)))).code).toBe(
      Code.dongleCheckFailed,
    )
    await expectEnded(session)
  })

  it("another session's random is 1011 for this one", async () => {
    const { account, session } = await locked(spkiPem(rsa.publicKey))
    const second = await account.session()
    const r = await random(session)
    expect((await validate(second, signed(rsa.privateKey, r))).code).toBe(Code.dongleCheckFailed)
    await expectEnded(second)
    await ok(validate(session, signed(rsa.privateKey, r)))
  })

  it('an account without useLock answers ok without checking; its session lives on', async () => {
    const session = await (await createAccount(server, org.admin)).session()
    expect(session.info.useLock).toBe(false)
    await random(session)
    expect(await ok(validate(session, 'anything'))).toBeNull()
    expect((await info(session)).code).toBe(200)
  })

  it('a lock turned off (key kept) answers ok without checking', async () => {
    const { account, session } = await locked(spkiPem(rsa.publicKey))
    const view = await ok(org.admin.call('account/edit', { id: account.id, useLock: false }))
    expect(view).toMatchObject({ useLock: false, hasLockKey: true })
    await ok(validate(session, 'anything'))
  })

  it('a stored key the server cannot use while useLock is on is 1011', async () => {
    const { account, session } = await locked(spkiPem(rsa.publicKey))
    await server.db
      .updateTable('accounts')
      .set({ publicKey: 'garbage' })
      .where('id', '=', account.id)
      .execute()
    const r = await random(session)
    expect((await validate(session, signed(rsa.privateKey, r))).code).toBe(Code.dongleCheckFailed)
    await expectEnded(session)
  })

  it('needs a session (1006)', async () => {
    expect((await server.call('user/random')).code).toBe(Code.sessionInvalid)
    expect((await server.call('user/validLockCert', { verifyData: 'x' })).code).toBe(Code.sessionInvalid)
  })
})

describe('account/edit: useLock and lockPublicKey', () => {
  const storedOf = (id: string) =>
    server.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  it('answers useLock and hasLockKey, never the key, and logs a fingerprint, not the key', async () => {
    const pem = spkiPem(rsa.publicKey)
    const { account, view } = await locked(pem)
    expect(check(Account, view).errors).toEqual([])
    expect(view).toMatchObject({ useLock: true, hasLockKey: true })
    const body = pem.split('\n')[1]!
    for (const answer of [view, await ok(org.admin.call('account/info', { id: account.id }))]) {
      expect(JSON.stringify(answer)).not.toContain(body)
    }
    const page = await ok(org.admin.call('account/query', { keyword: account.loginname }))
    expect(JSON.stringify(page)).not.toContain(body)
    expect(page.list[0]).toMatchObject({ useLock: true, hasLockKey: true })

    const log = await server.db
      .selectFrom('operationLog')
      .selectAll()
      .where('objectId', '=', account.id)
      .where('action', '=', 'edit')
      .executeTakeFirstOrThrow()
    expect(log.beforeJson).not.toContain(body)
    expect(log.afterJson).not.toContain(body)
    expect(JSON.parse(log.beforeJson!)).toMatchObject({
      useLock: false,
      hasLockKey: false,
      lockKeyFingerprint: null,
    })
    expect(JSON.parse(log.afterJson!)).toMatchObject({
      useLock: true,
      hasLockKey: true,
      lockKeyFingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
  })

  it('stores the key as SPKI PEM whatever form it came in', async () => {
    const { account } = await locked(spkiBase64(ec.publicKey))
    const row = await storedOf(account.id)
    expect(row.publicKey).toBe(spkiPem(ec.publicKey))
    expect(createPublicKey(row.publicKey!).equals(ec.publicKey)).toBe(true)
  })

  const weakRsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
  const p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' })
  const ed = generateKeyPairSync('ed25519')
  it.each([
    ['text that is no key', 'hello, I am a key'],
    ['a broken PEM', spkiPem(rsa.publicKey).replace(/[A-Za-z]{8}/, 'AAAAAAAA')],
    ['a private key', rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()],
    ['an RSA key under 2048 bits', spkiPem(weakRsa.publicKey)],
    ['an EC key on P-384', spkiPem(p384.publicKey)],
    ['an Ed25519 key', spkiPem(ed.publicKey)],
    ['base64 that is no DER', Buffer.from('no key here').toString('base64')],
    ['near 1 MB of text', 'x'.repeat(KEY_FILE_MAX_BYTES - 200)],
  ])('refuses %s (10001); the stored account is unchanged', async (_what, lockPublicKey) => {
    const { account } = await locked(spkiPem(rsa.publicKey))
    const before = await storedOf(account.id)
    const reply = await org.admin.call('account/edit', {
      id: account.id,
      useLock: true,
      lockPublicKey,
      company: 'X',
    })
    expect(reply.code).toBe(Code.paramInvalid)
    expect(reply.data).toMatchObject({ field: 'lockPublicKey' })
    expect(await storedOf(account.id)).toEqual(before)
  })

  it('refuses key text over 1 MB (10001 by the schema, or 10005 by the body limit)', async () => {
    const account = await createAccount(server, org.admin)
    const reply = await org.admin.call('account/edit', {
      id: account.id,
      lockPublicKey: 'x'.repeat(KEY_FILE_MAX_BYTES + 1),
    })
    expect([Code.paramInvalid, Code.outOfRange]).toContain(reply.code)
    expect((await storedOf(account.id)).publicKey).toBeNull()
  })

  it('useLock on without a key is 10003 (none sent or stored, or the stored one removed)', async () => {
    const account = await createAccount(server, org.admin)
    const reply = await org.admin.call('account/edit', { id: account.id, useLock: true })
    expect(reply.code).toBe(Code.paramMissing)
    expect(reply.data).toMatchObject({ field: 'lockPublicKey' })
    const { account: lockedOne } = await locked(spkiPem(rsa.publicKey))
    expect((await org.admin.call('account/edit', { id: lockedOne.id, lockPublicKey: '' })).code).toBe(
      Code.paramMissing,
    )
    expect(
      await ok(org.admin.call('account/edit', { id: lockedOne.id, useLock: false, lockPublicKey: '' })),
    ).toMatchObject({ useLock: false, hasLockKey: false })
    expect((await storedOf(account.id)).useLock).toBe(0)
  })

  it('takes the fields form-encoded too', async () => {
    const account = await createAccount(server, org.admin)
    const body = { id: account.id, useLock: true, lockPublicKey: spkiPem(ec.publicKey) }
    const view = await ok(org.admin.call('account/edit', body, { form: true }))
    expect(view).toMatchObject({ useLock: true, hasLockKey: true })
  })

  it('turning the lock on ends the account’s sessions; the next sign-in carries useLock', async () => {
    const account = await createAccount(server, org.admin)
    const before = await account.session()
    await ok(
      org.admin.call('account/edit', {
        id: account.id,
        useLock: true,
        lockPublicKey: spkiPem(rsa.publicKey),
      }),
    )
    await expectEnded(before)
    expect((await account.session()).info.useLock).toBe(true)
  })

  it('only administrators set the lock (90008 for an operation account holding manage_account)', async () => {
    const operator = await (await createAccount(server, org.admin, { kind: 'operation' })).session()
    const account = await createAccount(server, org.admin)
    await ok(operator.call('account/edit', { id: account.id, company: 'Acme' }))
    for (const body of [{ useLock: false }, { lockPublicKey: spkiPem(rsa.publicKey) }]) {
      expect((await operator.call('account/edit', { id: account.id, ...body })).code).toBe(Code.noAccess)
    }
    const row = await storedOf(account.id)
    expect(row).toMatchObject({ useLock: 0, publicKey: null })
  })

  it("another enterprise's account is refused (90003) and unchanged", async () => {
    const account = await createAccount(server, org.admin)
    const before = await storedOf(account.id)
    const reply = await other.admin.call('account/edit', {
      id: account.id,
      useLock: true,
      lockPublicKey: spkiPem(rsa.publicKey),
    })
    expect(reply.code).toBe(Code.noDataOrPermission)
    expect(await storedOf(account.id)).toEqual(before)
  })
})
