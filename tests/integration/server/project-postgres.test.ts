// The project and page calls on PostgreSQL: one pass through projects, permissions, equipment, counts,
// signals, memory variables and the page save, so their SQL is proven on the second dialect too.
// Skipped, saying so, when PostgreSQL does not answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { pgReachable, postgresDatabase, type TestDatabase } from './databases.ts'
import { createAccount, createTestServer, type Json, loginDemoAdmin, ok, type TestServer } from './helpers.ts'
import { insertAlarm, insertDevice, insertReport, insertVariable, savePage } from './project-fixtures.ts'

const pgUp = await pgReachable()
if (!pgUp) console.log('PostgreSQL not reachable: skipped')

describe.skipIf(!pgUp)('projects on PostgreSQL', () => {
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

  it('runs the project, permission, equipment, memory-variable and page calls', async () => {
    const admin = await loginDemoAdmin(server)
    const orgId = admin.info.orgId
    expect(await ok(admin.call('project/queryAll', {}))).toMatchObject({ total: 1 })
    const project = await ok(admin.call('project/add', { name: 'PG' }))
    const projectId = project.id
    expect(project.sort).toBe(1)

    const device = await insertDevice(server, { orgId, accountId: admin.info.userId }, 'Pump', 'online')
    const signal = await insertVariable(server, orgId, device, 'pressure')
    await insertAlarm(server, orgId, device)
    await insertReport(server, orgId, device, [signal])
    await ok(admin.call('project/equip/add', { projectId, equipmentIds: device }))
    expect(await ok(admin.call('project/equip/queryCount', { projectId, online: true, alarm: true }))).toBe(1)
    expect(await ok(admin.call('project/equip/query', { projectId }))).toMatchObject({ total: 1 })
    expect(await ok(admin.call('project/signal/query', { projectId }))).toMatchObject([
      { signalId: signal, equipKey: 'eq1' },
    ])

    const member = await createAccount(server, admin)
    const page = await ok(admin.call('project/page/add', { projectId, title: 'Main' }))
    const perm = await ok(
      admin.call('project/pmsn/add', {
        projectId,
        title: 'View',
        actions: ['query'],
        pageIds: page.id,
        accountIds: member.id,
      }),
    )
    expect((await admin.call('project/pmsn/add', { projectId, title: 'View', actions: [] })).code).toBe(
      Code.permissionTitleExists,
    )
    const user = await member.session()
    expect((await ok(user.call('project/queryAllByUser', {}))).map((p: Json) => p.id)).toEqual([projectId])
    expect(await ok(user.call('project/page/query', { projectId }))).toHaveLength(1)
    expect(await ok(admin.call('project/pmsn/queryNoPmsnUser', { projectId }))).not.toContainEqual(
      expect.objectContaining({ accountId: member.id }),
    )

    const mvar = await ok(
      admin.call('project/mvar/add', {
        projectId,
        name: 'Twice',
        calcType: 'custom',
        formula: `{${device}.${signal}} * 2`,
      }),
    )
    expect(await ok(admin.call('project/mvar/query', { projectId }))).toMatchObject({ total: 1 })
    expect(await ok(admin.call('project/report/mvar/validStatistics', { projectId, ids: mvar.id }))).toEqual({
      ids: [mvar.id],
    })

    const json = {
      con: { title: 'Main' },
      widgets: [],
      bind: { equips: [], signals: [], keys: [], mvars: [] },
    }
    expect(
      (await savePage(server, admin, { id: page.id, checkpwd: true, password: 'pw' }, JSON.stringify(json)))
        .code,
    ).toBe(200)
    expect((await user.call('project/page/validPassword', { id: page.id, password: 'no' })).code).toBe(
      Code.publicWrongPassword,
    )
    await ok(admin.call('project/page/setStart', { id: page.id }))
    await ok(admin.call('project/editSharePwd', { projectId, shared: true, password: 'ab12' }))
    await ok(admin.call('project/seq/save', { ids: projectId }))
    await ok(admin.call('project/pmsn/delete', { id: perm.id }))
    await ok(admin.call('project/delete', { id: projectId }))
    expect(await ok(admin.call('project/queryAll', {}))).toMatchObject({ total: 1 })
  })
})
