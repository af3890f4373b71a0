// Accounts through HTTP: the four kinds, who may create which, the limits and codes of spec §8/§9
// (2901, 1015, 1016, password rules), disabling, password reset, and deletion (1018, 1019, devices to
// the enterprise administrator).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code, OK } from '../../../core/i18n/codes.ts'
import { ACCOUNT_KINDS, Account } from '../../../schemas/entities/account.ts'
import { check } from '../../../schemas/validate.ts'
import { MAX_ENTERPRISE_ACCOUNTS } from '../../../server/org/accounts.ts'
import {
  createAccount,
  createEnterprise,
  createTestServer,
  GOOD_PASSWORD,
  loginDemoAdmin,
  ok,
  type TestEnterprise,
  type TestServer,
  tryLogin,
  uniqueName,
} from './helpers.ts'

let server: TestServer
let org: TestEnterprise

beforeAll(async () => {
  server = await createTestServer()
  org = await createEnterprise(server, await loginDemoAdmin(server))
})
afterAll(() => server.close())

const add = (fields: Record<string, unknown>, by = org.admin) =>
  by.call('account/add', { loginname: uniqueName(), password: GOOD_PASSWORD, kind: 'internal', ...fields })

describe('account/add', () => {
  it.each(ACCOUNT_KINDS)('creates a %s account with its roleType', async (kind) => {
    const data = await ok(add({ kind }))
    expect(check(Account, data).errors).toEqual([])
    const roleType = {
      enterprise: 'admin',
      operation: 'operation',
      internal: 'internal',
      external: 'external',
    }[kind]
    expect(data).toMatchObject({ kind, roleType, orgId: org.orgId, disabled: false })
  })

  it(`allows ${MAX_ENTERPRISE_ACCOUNTS} enterprise accounts per enterprise, then 2901`, async () => {
    const fresh = await createEnterprise(server, await loginDemoAdmin(server))
    for (let i = 1; i < MAX_ENTERPRISE_ACCOUNTS; i++) await ok(add({ kind: 'enterprise' }, fresh.admin))
    const reply = await add({ kind: 'enterprise' }, fresh.admin)
    expect(reply.code).toBe(Code.enterpriseAccountLimit)
    await ok(add({ kind: 'internal' }, fresh.admin))
  })

  it('refuses a taken login name (1015) and a taken phone (1016)', async () => {
    const first = await ok(add({ tel: '13800000001' }))
    expect((await add({ loginname: first.loginname })).code).toBe(Code.usernameExists)
    expect((await add({ tel: '13800000001' })).code).toBe(Code.phoneExists)
  })

  it.each([
    ['too short', 'Ab#1'],
    ['too long', 'Abcdefgh#123456x'],
    ['two classes', 'abcdefgh12'],
    ['a simple repeat', 'Abbb#12345'],
    ['an emoji', 'Good#Pass4😀'],
  ])('refuses a password %s (10001 with the rule)', async (_what, password) => {
    const reply = await add({ password })
    expect(reply.code).toBe(Code.paramInvalid)
    expect(reply.data.reason).toMatch(/^validation\.password/)
  })

  it('only administrators create enterprise and operation accounts (90008)', async () => {
    const operator = await (await createAccount(server, org.admin, { kind: 'operation' })).session()
    expect((await add({ kind: 'enterprise' }, operator)).code).toBe(Code.noAccess)
    expect((await add({ kind: 'operation' }, operator)).code).toBe(Code.noAccess)
    await ok(add({ kind: 'external' }, operator))
  })

  it('an account without manage_account is refused (90008)', async () => {
    const plain = await (await createAccount(server, org.admin)).session()
    expect((await add({}, plain)).code).toBe(Code.noAccess)
  })
})

describe('account/query, info, edit', () => {
  it('pages and filters by kind and keyword', async () => {
    const tagged = await ok(add({ kind: 'external', loginname: uniqueName('findme') }))
    const byKind = await ok(org.admin.call('account/query', { kind: 'external', pageSize: 100 }))
    expect(byKind.list.every((a: Account) => a.kind === 'external')).toBe(true)
    const byKeyword = await ok(org.admin.call('account/query', { keyword: tagged.loginname }))
    expect(byKeyword.list.map((a: Account) => a.id)).toEqual([tagged.id])
    const page = await ok(org.admin.call('account/query', { pageNo: 2, pageSize: 1 }, { form: true }))
    expect(page).toMatchObject({ pageNo: 2, pageSize: 1 })
    expect(page.list).toHaveLength(1)
  })

  it('edits contact, department and role; a taken phone is 1016', async () => {
    const dept = await ok(org.admin.call('org/dept/add', { name: uniqueName('Dept') }))
    const role = await ok(org.admin.call('org/role/add', { uuid: uniqueName('r'), name: 'R', auths: [] }))
    const a = await ok(add({ tel: '13800000111' }))
    const b = await ok(add({}))
    const edited = await ok(
      org.admin.call('account/edit', { id: b.id, deptId: dept.id, roleId: role.id, email: 'b@example.com' }),
    )
    expect(edited).toMatchObject({ deptId: dept.id, roleId: role.id, email: 'b@example.com' })
    expect((await org.admin.call('account/edit', { id: b.id, tel: a.tel })).code).toBe(Code.phoneExists)
    expect(await ok(org.admin.call('account/info', { id: b.id }))).toMatchObject({ deptId: dept.id })
  })

  it('a non-administrator cannot edit an administrator (90008)', async () => {
    const operator = await (await createAccount(server, org.admin, { kind: 'operation' })).session()
    expect((await operator.call('account/edit', { id: org.adminId, company: 'x' })).code).toBe(Code.noAccess)
  })
})

describe('account/disable and resetPassword', () => {
  it('disables and enables; not one’s own account', async () => {
    const user = await createAccount(server, org.admin)
    expect(await ok(org.admin.call('account/disable', { id: user.id, disabled: true }))).toMatchObject({
      disabled: true,
    })
    expect((await tryLogin(server, user.loginname, user.password)).reply.code).toBe(Code.accountDisabled)
    await ok(org.admin.call('account/disable', { id: user.id, disabled: false }, { form: true }))
    expect((await tryLogin(server, user.loginname, user.password)).reply.code).toBe(OK)
    expect((await org.admin.call('account/disable', { id: org.adminId, disabled: true })).code).toBe(
      Code.noAccess,
    )
  })

  it('resets a password under the rules and ends that account’s sessions', async () => {
    const user = await createAccount(server, org.admin)
    const session = await user.session()
    expect(
      (await org.admin.call('account/resetPassword', { id: user.id, password: 'weak', confirm: 'weak' }))
        .code,
    ).toBe(Code.paramInvalid)
    expect(
      (
        await org.admin.call('account/resetPassword', {
          id: user.id,
          password: 'New#Pass99',
          confirm: 'Other#Pass9',
        })
      ).code,
    ).toBe(Code.paramInvalid)
    await ok(
      org.admin.call('account/resetPassword', { id: user.id, password: 'New#Pass99', confirm: 'New#Pass99' }),
    )
    expect((await session.call('user/info', undefined, { method: 'GET' })).code).toBe(Code.sessionInvalid)
    expect((await tryLogin(server, user.loginname, 'New#Pass99')).reply.code).toBe(OK)
  })
})

describe('account/delete', () => {
  it('refuses one’s own account (1018)', async () => {
    expect((await org.admin.call('account/delete', { id: org.adminId })).code).toBe(Code.cannotDeleteSelf)
  })

  it.each(['enterprise', 'operation', 'external'])('refuses a %s account (1019)', async (kind) => {
    const user = await createAccount(server, org.admin, { kind })
    expect((await org.admin.call('account/delete', { id: user.id })).code).toBe(Code.onlyInternalDeletable)
  })

  it('deletes an internal account and moves its devices to the enterprise administrator', async () => {
    const user = await createAccount(server, org.admin)
    const now = server.clock.now()
    const deviceIds = [randomUUID(), randomUUID()]
    for (const id of deviceIds) {
      await server.db
        .insertInto('devices')
        .values({
          id,
          orgId: org.orgId,
          ownerId: user.id,
          name: 'Pump',
          address: '',
          remark: '',
          createdAt: now,
          updatedAt: now,
        })
        .execute()
    }
    const result = await ok(org.admin.call('account/delete', { id: user.id }))
    expect(result).toEqual({ devicesMovedTo: org.adminId, devicesMoved: 2 })
    const owners = await server.db
      .selectFrom('devices')
      .select('ownerId')
      .where('id', 'in', deviceIds)
      .execute()
    expect(owners.map((o) => o.ownerId)).toEqual([org.adminId, org.adminId])
    expect((await org.admin.call('account/info', { id: user.id })).code).toBe(Code.noDataOrPermission)
    expect((await tryLogin(server, user.loginname, user.password)).reply.code).toBe(Code.wrongCredentials)
  })
})
