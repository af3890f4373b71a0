// The API on PostgreSQL: one pass through every phase-1 area (sign-in, lockout, enterprises,
// departments, roles, accounts, recovery, security, the log) so the handlers' SQL is proven on the
// second dialect too. Skipped, saying so, when PostgreSQL does not answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code, OK } from '../../../core/i18n/codes.ts'
import { pgReachable, postgresDatabase, type TestDatabase } from './databases.ts'
import {
  createAccount,
  createEnterprise,
  createTestServer,
  lastCodeSentTo,
  loginDemoAdmin,
  ok,
  type TestServer,
  tryLogin,
} from './helpers.ts'

const pgUp = await pgReachable()
if (!pgUp) console.log('PostgreSQL not reachable: skipped')

describe.skipIf(!pgUp)('API on PostgreSQL', () => {
  let database: TestDatabase
  let server: TestServer

  beforeAll(async () => {
    database = await postgresDatabase()
    server = await createTestServer({ db: database.db })
  })
  afterAll(async () => {
    await server?.app.close()
    await database?.drop()
  })

  it('runs the organisation, account, security and log calls', async () => {
    const platform = await loginDemoAdmin(server)
    const org = await createEnterprise(server, platform)
    const dept = await ok(org.admin.call('org/dept/add', { name: 'Plant' }))
    const role = await ok(
      org.admin.call('org/role/add', { uuid: 'ops', name: 'Ops', auths: ['manage_orgal_dept'] }),
    )
    expect((await org.admin.call('org/role/add', { uuid: 'ops', name: 'Again', auths: [] })).code).toBe(
      Code.roleUuidExists,
    )
    const user = await createAccount(server, org.admin, {
      deptId: dept.id,
      roleId: role.id,
      tel: '13500000001',
    })
    expect(
      (
        await org.admin.call('account/add', {
          loginname: 'pg-dup',
          password: 'Good#Pass42',
          kind: 'internal',
          tel: '13500000001',
        })
      ).code,
    ).toBe(Code.phoneExists)
    const page = await ok(org.admin.call('account/query', { keyword: user.loginname }))
    expect(page).toMatchObject({ total: 1 })
    const session = await user.session()
    expect(session.info.auths).toEqual(['manage_orgal_dept'])

    await ok(session.call('org/SecurityMessageAction!getSMSCode.action'))
    const code = await lastCodeSentTo(server.db, '13500000001')
    const { ticket } = await ok(
      session.call('org/SecurityMessageAction!validateSmsVerifycode.action', { code }),
    )
    await ok(
      session.call('org/SecurityMessageAction!setPwd.action', {
        ticket,
        password: 'Pg#Secret42',
        confirm: 'Pg#Secret42',
      }),
    )

    for (let i = 0; i < 5; i++) await tryLogin(server, user.loginname, 'Wrong#Pass1')
    expect((await tryLogin(server, user.loginname, 'Pg#Secret42')).reply.code).toBe(Code.tooManyAttempts)
    const step1 = await ok(server.call('user/findpwd/account', { loginname: user.loginname }))
    const flow = { loginname: user.loginname, ticket: step1.ticket }
    await ok(server.call('user/findpwd/sendCode', { ...flow, method: 'tel' }))
    const recovery = await lastCodeSentTo(server.db, '13500000001')
    const reset = await ok(server.call('user/findpwd/validate', { ...flow, method: 'tel', code: recovery }))
    await ok(
      server.call('user/findpwd/reset', {
        ticket: reset.ticket,
        password: 'Pg#Again42',
        confirm: 'Pg#Again42',
      }),
    )
    expect((await tryLogin(server, user.loginname, 'Pg#Again42')).reply.code).toBe(OK)

    expect(await ok(org.admin.call('account/delete', { id: user.id }))).toMatchObject({
      devicesMovedTo: org.adminId,
    })
    const log = await ok(org.admin.call('user/operationlog/queryByObjectId', { objectId: user.id }))
    expect(log.list.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'password',
      'password',
      'add',
    ])
    expect((await platform.call('account/info', { id: org.adminId })).code).toBe(Code.noDataOrPermission)
  })
})
