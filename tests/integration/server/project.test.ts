// Projects through HTTP: add (defaults of spec §3), edit, info, lists, order, delete with what hangs off
// a project, sharing (share password rule of §5, hashed), project-level access (§6), and the seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { SHARE_PASSWORD_MIN } from '../../../core/validation/limits.ts'
import { Page } from '../../../schemas/page.ts'
import { check } from '../../../schemas/validate.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { DEMO_PAGE_TITLE, DEMO_PROJECT_NAME, seedDemoProject } from '../../../server/projects/seed.ts'
import {
  createAccount,
  createEnterprise,
  createTestServer,
  loginDemoAdmin,
  ok,
  type Session,
  type TestAccount,
  type TestServer,
  uniqueName,
} from './helpers.ts'
import { insertDevice, insertVariable } from './project-fixtures.ts'

let server: TestServer
let admin: Session
/** An internal account whose role holds the project key, and one whose role holds nothing. */
let manager: TestAccount
let plain: TestAccount

beforeAll(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  const role = await ok(admin.call('org/role/add', { uuid: 'pm', name: 'PM', auths: ['manage_eg_project'] }))
  manager = await createAccount(server, admin, { roleId: role.id })
  plain = await createAccount(server, admin)
})
afterAll(() => server.close())

const addProject = async (by: Session, fields: Record<string, unknown> = {}) =>
  ok(by.call('project/add', { name: uniqueName('P'), ...fields }))

describe('project/add, edit, info, delete', () => {
  it('creates a project with error display custom and error value 0 by default, owned by the caller', async () => {
    const p = await addProject(admin, { remark: 'r' })
    expect(p).toMatchObject({
      remark: 'r',
      errorDisplay: 'custom',
      errorValue: '0',
      shared: false,
      ownerId: admin.info.userId,
    })
    const form = await ok(
      admin.call('project/add', { name: 'Form', errorDisplay: 'last', errorValue: '-1' }, { form: true }),
    )
    expect(form).toMatchObject({ name: 'Form', errorDisplay: 'last', errorValue: '-1' })
  })

  it.each([
    [{ name: '' }, Code.paramInvalid],
    [{}, Code.paramMissing],
    [{ name: 'x', errorDisplay: 'random' }, Code.paramInvalid],
    [{ name: 'x', errorValue: 'x'.repeat(33) }, Code.paramInvalid],
  ])('refuses %j with %i', async (body, code) => {
    expect((await admin.call('project/add', body)).code).toBe(code)
  })

  it('edits and answers info with the caller’s actions', async () => {
    const p = await addProject(admin)
    const edited = await ok(admin.call('project/edit', { id: p.id, name: 'Renamed', errorDisplay: 'last' }))
    expect(edited).toMatchObject({ name: 'Renamed', errorDisplay: 'last', errorValue: '0' })
    expect(await ok(admin.call('project/info', { id: p.id }))).toMatchObject({
      name: 'Renamed',
      actions: ['query', 'add', 'edit', 'delete'],
      manage: true,
    })
  })

  it('deletes a project with its pages, permissions, memory variables and equipment bindings', async () => {
    const p = await addProject(admin)
    const device = await insertDevice(server, { orgId: admin.info.orgId, accountId: admin.info.userId })
    const signal = await insertVariable(server, admin.info.orgId, device, 'T')
    await ok(admin.call('project/equip/add', { projectId: p.id, equipmentIds: device }))
    await ok(admin.call('project/page/add', { projectId: p.id, title: 'Main' }))
    await ok(admin.call('project/pmsn/add', { projectId: p.id, title: 'View', actions: ['query'] }))
    await ok(
      admin.call('project/mvar/add', { projectId: p.id, name: 'S', calcType: 'sum', signalIds: signal }),
    )
    await ok(admin.call('project/delete', { id: p.id }))
    for (const table of ['pages', 'projectPermissions', 'memoryVariables', 'projectEquipment'] as const) {
      expect(await server.db.selectFrom(table).selectAll().where('projectId', '=', p.id).execute()).toEqual(
        [],
      )
    }
    expect((await admin.call('project/info', { id: p.id })).code).toBe(Code.noDataOrPermission)
  })
})

describe('lists and order', () => {
  it('pages through project/queryAll with a keyword, and lists all with queryAllByUser', async () => {
    const tag = uniqueName('Tag')
    for (let i = 0; i < 3; i++) await addProject(admin, { name: `${tag}-${i}` })
    const page = await ok(admin.call('project/queryAll', { keyword: tag, pageNo: 2, pageSize: 2 }))
    expect(page).toMatchObject({ total: 3, pageNo: 2, pageSize: 2 })
    expect(page.list.map((p: { name: string }) => p.name)).toEqual([`${tag}-2`])
    const all = await ok(admin.call('project/queryAllByUser', { keyword: tag }))
    expect(all).toHaveLength(3)
  })

  it('saves the order of projects', async () => {
    const tag = uniqueName('Seq')
    const [a, b, c] = [
      await addProject(admin, { name: `${tag}a` }),
      await addProject(admin, { name: `${tag}b` }),
      await addProject(admin, { name: `${tag}c` }),
    ]
    await ok(admin.call('project/seq/save', { ids: `${c.id},${a.id},${b.id}` }))
    const all = await ok(admin.call('project/queryAllByUser', { keyword: tag }))
    expect(all.map((p: { id: string }) => p.id)).toEqual([c.id, a.id, b.id])
  })
})

describe('sharing', () => {
  it.each([
    ['a'.repeat(SHARE_PASSWORD_MIN - 1), 'validation.sharePassword'],
    ['abc!', 'validation.sharePassword'],
    ['ab cd', 'validation.sharePassword'],
  ])('refuses the share password %j (10001, %s)', async (password, reason) => {
    const p = await addProject(admin)
    const reply = await admin.call('project/editSharePwd', { projectId: p.id, shared: true, password })
    expect(reply).toMatchObject({ code: Code.paramInvalid, data: { field: 'password', reason } })
    expect(await ok(admin.call('project/queryShareInfo', { projectId: p.id }))).toMatchObject({
      shared: false,
    })
  })

  it('shares with a hashed password, keeps it when re-shared without one, and stops sharing', async () => {
    const p = await addProject(admin)
    expect((await admin.call('project/editSharePwd', { projectId: p.id, shared: true })).code).toBe(
      Code.paramMissing,
    )
    expect(
      await ok(admin.call('project/editSharePwd', { projectId: p.id, shared: true, password: 'ab12' })),
    ).toMatchObject({
      shared: true,
    })
    const stored = await server.db
      .selectFrom('projects')
      .select('sharePasswordHash')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow()
    expect(stored.sharePasswordHash).toMatch(/^\$argon2id\$/)
    await ok(admin.call('project/editSharePwd', { projectId: p.id, shared: true }, { form: true }))
    expect(
      (
        await server.db
          .selectFrom('projects')
          .select('sharePasswordHash')
          .where('id', '=', p.id)
          .executeTakeFirstOrThrow()
      ).sharePasswordHash,
    ).toBe(stored.sharePasswordHash)
    await ok(admin.call('project/editSharePwd', { projectId: p.id, shared: false }))
    expect(await ok(admin.call('project/queryShareInfo', { projectId: p.id }))).toMatchObject({
      shared: false,
    })
  })

  it('sets the share permissions (top menu, menu, data write)', async () => {
    const p = await addProject(admin)
    expect(await ok(admin.call('project/queryShareInfo', { projectId: p.id }))).toEqual({
      projectId: p.id,
      shared: false,
      auth: { topMenu: false, menu: false, write: false },
    })
    await ok(
      admin.call('project/editShareAuth', {
        projectId: p.id,
        auth: { topMenu: true, menu: false, write: true },
      }),
    )
    expect((await ok(admin.call('project/queryShareInfo', { projectId: p.id }))).auth).toEqual({
      topMenu: true,
      menu: false,
      write: true,
    })
    expect((await admin.call('project/editShareAuth', { projectId: p.id, auth: { other: true } })).code).toBe(
      Code.paramInvalid,
    )
  })
})

describe('project-level access (spec §6)', () => {
  it('opens a project to its owner, and to others only through a permission with its actions', async () => {
    const pm = await manager.session()
    const owned = await addProject(pm)
    expect(await ok(pm.call('project/info', { id: owned.id }))).toMatchObject({ manage: true })

    const p = await addProject(admin)
    expect((await pm.call('project/info', { id: p.id })).code).toBe(Code.noAccess)
    expect((await ok(pm.call('project/queryAllByUser', {}))).map((x: { id: string }) => x.id)).toEqual([
      owned.id,
    ])

    const perm = await ok(
      admin.call('project/pmsn/add', {
        projectId: p.id,
        title: 'Viewers',
        actions: ['query'],
        accountIds: manager.id,
      }),
    )
    expect(await ok(pm.call('project/info', { id: p.id }))).toMatchObject({
      actions: ['query'],
      manage: false,
    })
    expect((await pm.call('project/edit', { id: p.id, name: 'No' })).code).toBe(Code.noAccess)
    await ok(admin.call('project/pmsn/edit', { id: perm.id, actions: ['query', 'edit', 'delete'] }))
    expect(await ok(pm.call('project/edit', { id: p.id, name: 'Yes' }))).toMatchObject({ name: 'Yes' })
    // Users, sharing and deletion stay with owners, administrators and operation accounts.
    for (const [path, body] of [
      ['project/delete', { id: p.id }],
      ['project/pmsn/query', { projectId: p.id }],
      ['project/editShareAuth', { projectId: p.id, auth: { topMenu: true } }],
    ] as const) {
      expect((await pm.call(path, body)).code, path).toBe(Code.noAccess)
    }
    await ok(admin.call('project/pmsn/delete', { id: perm.id }))
    expect((await pm.call('project/info', { id: p.id })).code).toBe(Code.noAccess)
  })

  it('keeps management calls from an account without the key (90008)', async () => {
    const user = await plain.session()
    expect((await user.call('project/add', { name: 'x' })).code).toBe(Code.noAccess)
    expect(await ok(user.call('project/queryAllByUser', {}))).toEqual([])
  })
})

describe('seed', () => {
  it('seeded the demo project with the demo device and a start page showing its signals', async () => {
    const [demo] = await ok(admin.call('project/queryAllByUser', { keyword: DEMO_PROJECT_NAME }))
    expect(demo).toMatchObject({ name: DEMO_PROJECT_NAME })
    const [equip] = await ok(admin.call('project/equip/queryAll', { projectId: demo.id }))
    expect(equip).toMatchObject({ gatewaySn: DEMO_GATEWAY.sn, key: 'eq1' })
    const home = await ok(admin.call('configuration/page/queryHome', { projectId: demo.id }))
    expect(home).toMatchObject({ title: DEMO_PAGE_TITLE, isStart: true, kind: 'main' })
    const { json } = await ok(admin.call('project/page/info', { id: home.id }))
    expect(check(Page, json).errors).toEqual([])
    const signals = await ok(admin.call('project/signal/query', { projectId: demo.id }))
    expect(json.bind.equips).toEqual([equip.equipmentId])
    expect(json.bind.signals.length).toBeGreaterThan(0)
    expect(signals.map((s: { signalId: string }) => s.signalId)).toEqual(
      expect.arrayContaining(json.bind.signals),
    )
    const button = json.widgets.find((w: { widgetType: string }) => w.widgetType === 'UsualButton')
    const target = signals.find(
      (s: { signalId: string }) => s.signalId === button.clickEvent.config.data.signalId,
    )
    expect(button.clickEvent).toMatchObject({ enable: true, config: { action: 'write', writeValue: '1' } })
    expect(target.rw).toContain('w')
  })

  it('binds the first device of the enterprise and shows its signals on the demo page', async () => {
    const org = await createEnterprise(server, admin)
    const { orgId, adminId } = org
    const device = await insertDevice(server, { orgId, accountId: adminId }, 'Demo device', 'online')
    const signals = [
      await insertVariable(server, orgId, device, 'a_temp', 'r'),
      await insertVariable(server, orgId, device, 'b_level', 'r'),
      await insertVariable(server, orgId, device, 'c_pump', 'rw'),
    ]
    await seedDemoProject(server.db, { now: server.clock.now(), orgId, adminId })
    const [seeded] = await ok(org.admin.call('project/queryAllByUser', {}))
    expect(await ok(org.admin.call('project/equip/queryAll', { projectId: seeded.id }))).toMatchObject([
      { equipmentId: device, key: 'eq1', online: true },
    ])
    const home = await ok(org.admin.call('configuration/page/queryHome', { projectId: seeded.id }))
    const { json } = await ok(org.admin.call('project/page/info', { id: home.id }))
    expect(check(Page, json).errors).toEqual([])
    expect(json.bind).toMatchObject({ equips: [device], signals })
    const byType = Object.fromEntries(json.widgets.map((w: { widgetType: string }) => [w.widgetType, w]))
    expect(Object.keys(byType).sort()).toEqual([
      'ComplexLine',
      'UsualButton',
      'UsualDashboard',
      'UsualDataText',
      'UsualText',
    ])
    expect(byType.UsualDataText.data).toMatchObject({
      signalId: signals[0],
      equipId: device,
      equipKey: 'eq1',
    })
    expect(byType.UsualButton.clickEvent).toMatchObject({
      enable: true,
      config: { action: 'write', writeValue: '1', data: { signalId: signals[2] } },
    })
    expect(byType.ComplexLine.data.signalArray.map((s: { signalId: string }) => s.signalId)).toEqual(signals)
  })
})
