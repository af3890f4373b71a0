// Invitations and self-registration (issue 34) through HTTP, on SQLite and PostgreSQL: an administrator
// invites with a role and a department, the invitee proves a phone or e-mail with a code from the outbox
// and makes the account, which signs in with its role; the invitation's states (pending, accepted,
// expired, revoked); self-registration by a role's token; the internal and external account limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code, OK } from '../../../core/i18n/codes.ts'
import { migratedDatabase } from './databases.ts'
import {
  createTestServer,
  GOOD_PASSWORD,
  lastCodeSentTo,
  login,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
  tryLogin,
  uniqueName,
} from './helpers.ts'

const DAY = 86_400_000
let telCounter = 0
const nextTel = () =>
  `1371${String(Date.now() % 10_000).padStart(4, '0')}${String(++telCounter).padStart(3, '0')}`

describe.each(['SQLite', 'PostgreSQL'] as const)('enrolment on %s', (dialect) => {
  const database = migratedDatabase(dialect)
  let server: TestServer
  let admin: Session
  let roleId: string
  let deptId: string

  beforeAll(async () => {
    if (database.skip) return
    server = await createTestServer({ db: database.db })
    admin = await loginDemoAdmin(server)
    const role = await ok(
      admin.call('org/role/add', {
        uuid: uniqueName('r'),
        name: 'Viewer',
        auths: ['monitor_multi_designer_alarm'],
      }),
    )
    roleId = role.id
    deptId = (await ok(admin.call('org/dept/add', { name: uniqueName('Dept') }))).id
  })
  afterAll(async () => {
    if (!database.skip) await server.app.close()
  })

  /** Sends a code for the flow and makes the account; answers the accept reply. */
  async function enrol(prefix: 'enroll' | 'register', code: string, method: 'tel' | 'email' = 'tel') {
    const target = method === 'tel' ? nextTel() : `${uniqueName('e')}@example.com`
    await ok(server.call(`${prefix}/sendCode`, { code, method, target }))
    const verifyCode = await lastCodeSentTo(server.db, target)
    const loginname = uniqueName('inv')
    const body = {
      code,
      method,
      target,
      verifyCode,
      loginname,
      password: GOOD_PASSWORD,
      confirm: GOOD_PASSWORD,
    }
    return { reply: await server.call(`${prefix}/accept`, body, { form: true }), loginname, target, body }
  }

  it.skipIf(database.skip)(
    'an invitee makes the account, which signs in with its role and department',
    async () => {
      const invitation = await ok(admin.call('account/invite/add', { kind: 'internal', roleId, deptId }))
      expect(invitation).toMatchObject({ state: 'pending', kind: 'internal', roleId, deptId })
      expect(invitation.code).toMatch(/^[A-Za-z0-9_-]{12}$/)
      expect(await ok(server.call('enroll/info', { code: invitation.code }))).toMatchObject({
        roleName: 'Viewer',
        kind: 'internal',
      })

      const { reply, loginname, target } = await enrol('enroll', invitation.code)
      expect(reply.code).toBe(OK)
      const session = await login(server, loginname, GOOD_PASSWORD)
      expect(session.info).toMatchObject({ loginname })
      expect(session.info.auths).toContain('monitor_multi_designer_alarm')
      const account = await server.db
        .selectFrom('accounts')
        .selectAll()
        .where('loginname', '=', loginname)
        .executeTakeFirstOrThrow()
      expect(account).toMatchObject({ kind: 'internal', roleId, deptId, tel: target })

      const list = await ok(admin.call('account/invite/query', { state: 'accepted' }))
      expect(list.list.find((i: { id: string }) => i.id === invitation.id)).toMatchObject({
        state: 'accepted',
        acceptedBy: loginname,
      })
      // single use
      expect((await server.call('enroll/info', { code: invitation.code })).code).toBe(Code.tokenInvalid)
    },
  )

  it.skipIf(database.skip)(
    'a wrong code is 1003, a weak password 10001, and neither spends the invitation',
    async () => {
      const invitation = await ok(admin.call('account/invite/add', { kind: 'external' }))
      const target = `${uniqueName('e')}@example.com`
      await ok(server.call('enroll/sendCode', { code: invitation.code, method: 'email', target }))
      const verifyCode = await lastCodeSentTo(server.db, target)
      const base = { code: invitation.code, method: 'email', target, loginname: uniqueName('inv') }
      const wrong = verifyCode === '000000' ? '111111' : '000000'
      const bad = await server.call('enroll/accept', {
        ...base,
        verifyCode: wrong,
        password: GOOD_PASSWORD,
        confirm: GOOD_PASSWORD,
      })
      expect(bad.code).toBe(Code.verifyCodeWrong)
      const weak = await server.call('enroll/accept', {
        ...base,
        verifyCode,
        password: 'abc',
        confirm: 'abc',
      })
      expect(weak.code).toBe(Code.paramInvalid)
      const good = await server.call('enroll/accept', {
        ...base,
        verifyCode,
        password: GOOD_PASSWORD,
        confirm: GOOD_PASSWORD,
      })
      expect(good.code).toBe(OK)
      // a second code within a minute to the same address is refused
      const other = await ok(admin.call('account/invite/add', { kind: 'external' }))
      await ok(server.call('enroll/sendCode', { code: other.code, method: 'email', target: 'x@example.com' }))
      expect(
        (await server.call('enroll/sendCode', { code: other.code, method: 'email', target: 'x@example.com' }))
          .code,
      ).toBe(Code.tooFrequent)
      // a phone number given as e-mail is 10001
      expect(
        (await server.call('enroll/sendCode', { code: other.code, method: 'email', target: '13700000000' }))
          .code,
      ).toBe(Code.paramInvalid)
    },
  )

  it.skipIf(database.skip)(
    'revoked is 1021 and expired is 1020; only a pending invitation is revoked',
    async () => {
      const revoked = await ok(admin.call('account/invite/add', { kind: 'internal' }))
      expect(await ok(admin.call('account/invite/revoke', { id: revoked.id }))).toMatchObject({
        state: 'revoked',
      })
      expect((await admin.call('account/invite/revoke', { id: revoked.id })).code).toBe(Code.alreadyHandled)
      expect((await server.call('enroll/info', { code: revoked.code })).code).toBe(Code.tokenInvalid)

      const expiring = await ok(admin.call('account/invite/add', { kind: 'internal', validDays: 1 }))
      server.clock.advance(DAY + 1)
      admin = await loginDemoAdmin(server) // the session lapsed with the day
      expect((await server.call('enroll/info', { code: expiring.code })).code).toBe(Code.tokenExpired)
      const expired = await ok(admin.call('account/invite/query', { state: 'expired' }))
      expect(expired.list.map((i: { id: string }) => i.id)).toContain(expiring.id)
      const pending = await ok(admin.call('account/invite/query', { state: 'pending' }))
      expect(pending.list.map((i: { id: string }) => i.id)).not.toContain(expiring.id)
      expect((await server.call('enroll/info', { code: 'nothing-like-it' })).code).toBe(Code.tokenInvalid)
    },
  )

  it.skipIf(database.skip)('self-registration by a role works while open, 1021 once closed', async () => {
    expect((await server.call('register/info', { code: 'closedclosed' })).code).toBe(Code.tokenInvalid)
    const opened = await ok(
      admin.call('account/register/set', { roleId, open: true, kind: 'external', deptId }),
    )
    expect(opened).toMatchObject({ roleId, kind: 'external', deptId })
    const token = opened.token as string
    expect(token.length).toBeGreaterThanOrEqual(24)
    const first = await enrol('register', token, 'email')
    const second = await enrol('register', token)
    expect([first.reply.code, second.reply.code]).toEqual([OK, OK])
    expect((await tryLogin(server, second.loginname, GOOD_PASSWORD)).reply.code).toBe(OK)
    const made = await server.db
      .selectFrom('accounts')
      .select(['kind', 'roleId'])
      .where('loginname', '=', first.loginname)
      .executeTakeFirstOrThrow()
    expect(made).toEqual({ kind: 'external', roleId })

    const listed = await ok(admin.call('account/register/query', {}))
    expect(listed.find((r: { roleId: string }) => r.roleId === roleId)).toMatchObject({ token })
    await ok(admin.call('account/register/set', { roleId, open: false }))
    expect((await server.call('register/info', { code: token })).code).toBe(Code.tokenInvalid)
  })

  it.skipIf(database.skip)(
    'the internal (1012) and external (1013) limits hold for invitations and account/add',
    async () => {
      const { orgId } = admin.info
      const count = async (kind: string) =>
        Number(
          (
            await server.db
              .selectFrom('accounts')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('orgId', '=', orgId)
              .where('kind', '=', kind)
              .executeTakeFirstOrThrow()
          ).n,
        )
      await server.db
        .updateTable('enterprises')
        .set({ maxInternalAccounts: await count('internal'), maxExternalAccounts: await count('external') })
        .where('id', '=', orgId)
        .execute()
      const internal = await ok(admin.call('account/invite/add', { kind: 'internal' }))
      expect((await enrol('enroll', internal.code)).reply.code).toBe(Code.internalAccountLimit)
      const external = await ok(admin.call('account/invite/add', { kind: 'external' }))
      expect((await enrol('enroll', external.code, 'email')).reply.code).toBe(Code.externalAccountLimit)
      const added = await admin.call('account/add', {
        kind: 'internal',
        loginname: uniqueName(),
        password: GOOD_PASSWORD,
      })
      expect(added.code).toBe(Code.internalAccountLimit)
      await server.db
        .updateTable('enterprises')
        .set({ maxInternalAccounts: 1000, maxExternalAccounts: 1000 })
        .where('id', '=', orgId)
        .execute()
    },
  )
})
