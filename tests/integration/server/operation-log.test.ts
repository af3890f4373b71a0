// The operation log through HTTP: every change is recorded with who, what, when and before/after,
// secrets masked; `user/operationlog/query` filters, `queryByObjectId` follows one object.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { OperationLogEntry } from '../../../schemas/entities/records.ts'
import { check } from '../../../schemas/validate.ts'
import {
  createAccount,
  createEnterprise,
  createTestServer,
  GOOD_PASSWORD,
  type Json,
  loginDemoAdmin,
  ok,
  type TestEnterprise,
  type TestServer,
} from './helpers.ts'

let server: TestServer
let org: TestEnterprise

beforeAll(async () => {
  server = await createTestServer()
  org = await createEnterprise(server, await loginDemoAdmin(server))
})
afterAll(() => server.close())

const entriesOf = async (objectId: string): Promise<Json[]> =>
  (await ok(org.admin.call('user/operationlog/queryByObjectId', { objectId, pageSize: 100 }))).list

describe('recording', () => {
  it('records add, edit, disable and delete of an account with before and after', async () => {
    const user = await createAccount(server, org.admin)
    server.clock.advance(1000)
    await ok(org.admin.call('account/edit', { id: user.id, company: 'Acme' }))
    server.clock.advance(1000)
    await ok(org.admin.call('account/disable', { id: user.id, disabled: true }))
    server.clock.advance(1000)
    await ok(org.admin.call('account/delete', { id: user.id }))

    const entries = await entriesOf(user.id)
    expect(entries.map((e) => e.action)).toEqual(['delete', 'disable', 'edit', 'add'])
    for (const entry of entries) expect(check(OperationLogEntry, entry).errors).toEqual([])
    const [deleted, disabled, edited, added] = entries
    expect(added).toMatchObject({
      loginname: org.admin.info.loginname,
      accountId: org.adminId,
      objectType: 'account',
      before: null,
    })
    expect(added.after).toMatchObject({ loginname: user.loginname })
    expect(edited.before.company).toBe('')
    expect(edited.after.company).toBe('Acme')
    expect(disabled.after.disabled).toBe(true)
    expect(deleted.after).toMatchObject({ devicesMovedTo: org.adminId })
    expect(added.createdAt).toBeLessThan(deleted.createdAt)
  })

  it.each([
    ['dept', async () => (await ok(org.admin.call('org/dept/add', { name: 'Logged' }))).id],
    [
      'role',
      async () =>
        (await ok(org.admin.call('org/role/add', { uuid: 'logged', name: 'Logged', auths: [] }))).id,
    ],
    [
      'enterprise',
      async () => (await ok(org.admin.call('org/enterprise/edit', { id: org.orgId, address: 'Road 1' }))).id,
    ],
  ])('records changes to a %s', async (objectType, change) => {
    const id = await change()
    const [entry] = await entriesOf(id)
    expect(entry).toMatchObject({ objectType, objectId: id })
  })

  it('records one’s own changes and never writes secrets', async () => {
    const user = await createAccount(server, org.admin)
    const session = await user.session()
    await ok(
      session.call('org/AccountInternalAction!saveNewPassword.action', {
        oldPassword: GOOD_PASSWORD,
        password: 'Logged#Pw42',
        confirm: 'Logged#Pw42',
      }),
    )
    await ok(session.call('org/AccountInternalAction!updateLoginUser.action', { company: 'Mine' }))
    const entries = await entriesOf(user.id)
    expect(entries.map((e) => e.action)).toEqual(['profile', 'password', 'add'])
    const rows = await server.db.selectFrom('operationLog').select(['beforeJson', 'afterJson']).execute()
    const text = JSON.stringify(rows)
    expect(text).not.toMatch(/\$argon2/)
    expect(text).not.toContain('Logged#Pw42')
  })

  it('a refused change leaves no entry', async () => {
    const before = (await ok(org.admin.call('user/operationlog/query', {}))).total
    expect((await org.admin.call('org/role/add', { uuid: 'logged', name: 'Twice', auths: [] })).code).toBe(
      Code.roleUuidExists,
    )
    expect((await ok(org.admin.call('user/operationlog/query', {}))).total).toBe(before)
  })
})

describe('queries', () => {
  it('filters by object type, action, account and time, newest first, paged', async () => {
    const start = server.clock.now() + 1
    server.clock.advance(5000)
    await createAccount(server, org.admin)
    await createAccount(server, org.admin)
    const added = await ok(
      org.admin.call('user/operationlog/query', {
        objectType: 'account',
        action: 'add',
        accountId: org.adminId,
        startTime: start,
      }),
    )
    expect(added.total).toBe(2)
    expect(added.list.every((e: Json) => e.objectType === 'account' && e.action === 'add')).toBe(true)
    const ended = await ok(org.admin.call('user/operationlog/query', { startTime: start, endTime: start }))
    expect(ended.total).toBe(0)
    const page = await ok(
      org.admin.call('user/operationlog/query', { pageNo: 1, pageSize: 1 }, { form: true }),
    )
    expect(page.list).toHaveLength(1)
    expect(page.total).toBeGreaterThan(1)
  })

  it('sees only its own enterprise’s log; an object of another enterprise is 90003', async () => {
    const platform = await loginDemoAdmin(server)
    const own = await ok(org.admin.call('user/operationlog/query', { pageSize: 100 }))
    const ownIds = new Set(own.list.map((e: Json) => e.id))
    const theirs = await ok(platform.call('user/operationlog/query', { pageSize: 100 }))
    expect(theirs.list.some((e: Json) => ownIds.has(e.id))).toBe(false)
    const user = await createAccount(server, org.admin)
    expect((await platform.call('user/operationlog/queryByObjectId', { objectId: user.id })).code).toBe(
      Code.noDataOrPermission,
    )
  })

  it('needs the manage_operation_log key (90008)', async () => {
    const plain = await (await createAccount(server, org.admin)).session()
    expect((await plain.call('user/operationlog/query', {})).code).toBe(Code.noAccess)
  })
})
