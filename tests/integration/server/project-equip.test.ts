// Project equipment through HTTP: binding and unbinding devices with their equipment keys, the lists,
// counting by online and alarm state, the project's signal lookup records and the system keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { SYSTEM_KEYS } from '../../../schemas/entities/project.ts'
import {
  createAccount,
  createTestServer,
  type Json,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
  uniqueName,
} from './helpers.ts'
import { insertAlarm, insertDevice, insertVariable } from './project-fixtures.ts'

let server: TestServer
let admin: Session
let owner: { orgId: string; accountId: string }

beforeAll(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  owner = { orgId: admin.info.orgId, accountId: admin.info.userId }
})
afterAll(() => server.close())

const newProject = async () => (await ok(admin.call('project/add', { name: uniqueName('P') }))).id as string
const keysOf = async (projectId: string) =>
  Object.fromEntries(
    (await ok(admin.call('project/equip/queryAll', { projectId }))).map((e: Json) => [e.equipmentId, e.key]),
  )

describe('binding devices', () => {
  it('binds devices with free keys eq1, eq2, …, skips bound ones and lists the unbound', async () => {
    const projectId = await newProject()
    const tag = uniqueName('Dev')
    const [a, b, c] = [
      await insertDevice(server, owner, `${tag}a`),
      await insertDevice(server, owner, `${tag}b`),
      await insertDevice(server, owner, `${tag}c`),
    ]
    const unbound = async () =>
      (await ok(admin.call('project/equip/queryNoBindEquip', { projectId, keyword: tag }))).list.map(
        (e: Json) => e.equipmentId,
      )
    expect(await unbound()).toEqual([a, b, c])
    const all = await ok(
      admin.call('project/equip/add', { projectId, equipmentIds: `${a},${b}` }, { form: true }),
    )
    expect(all.map((e: Json) => [e.equipmentId, e.key])).toEqual([
      [a, 'eq1'],
      [b, 'eq2'],
    ])
    await ok(admin.call('project/equip/add', { projectId, equipmentIds: [b, c] }))
    expect(await keysOf(projectId)).toEqual({ [a]: 'eq1', [b]: 'eq2', [c]: 'eq3' })
    expect(await unbound()).toEqual([])
    await ok(admin.call('project/equip/delete', { projectId, equipmentIds: a }))
    expect(await unbound()).toEqual([a])
    await ok(admin.call('project/equip/add', { projectId, equipmentIds: a }))
    expect((await keysOf(projectId))[a]).toBe('eq1')
  })

  it('changes a key: unique in the project (90007), letters, digits and underscores (10001), bound devices only', async () => {
    const projectId = await newProject()
    const [a, b] = [await insertDevice(server, owner), await insertDevice(server, owner)]
    await ok(admin.call('project/equip/add', { projectId, equipmentIds: [a, b] }))
    await ok(admin.call('project/equip/updateKey', { projectId, equipmentId: a, key: 'boiler_1' }))
    expect(await keysOf(projectId)).toEqual({ [a]: 'boiler_1', [b]: 'eq2' })
    expect(
      (await admin.call('project/equip/updateKey', { projectId, equipmentId: b, key: 'boiler_1' })).code,
    ).toBe(Code.nameExists)
    for (const key of ['', 'with space', 'a.b', 'x'.repeat(33)]) {
      expect(
        (await admin.call('project/equip/updateKey', { projectId, equipmentId: b, key })).code,
        key,
      ).toBe(Code.paramInvalid)
    }
    const loose = await insertDevice(server, owner)
    expect(
      (await admin.call('project/equip/updateKey', { projectId, equipmentId: loose, key: 'k' })).code,
    ).toBe(Code.noDataOrPermission)
    expect(await keysOf(projectId)).toEqual({ [a]: 'boiler_1', [b]: 'eq2' })
  })

  it('binds only devices the caller is authorised for, and needs the project’s edit action', async () => {
    const role = await ok(
      admin.call('org/role/add', { uuid: uniqueName('r'), name: 'R', auths: ['manage_eg_project'] }),
    )
    const account = await createAccount(server, admin, { roleId: role.id })
    const user = await account.session()
    const projectId = await newProject()
    const device = await insertDevice(server, owner)
    await ok(
      admin.call('project/pmsn/add', {
        projectId,
        title: 'View',
        actions: ['query'],
        accountIds: account.id,
      }),
    )
    expect((await user.call('project/equip/add', { projectId, equipmentIds: device })).code).toBe(
      Code.noDataOrPermission,
    )
    const own = await insertDevice(server, { orgId: owner.orgId, accountId: account.id })
    expect((await user.call('project/equip/add', { projectId, equipmentIds: own })).code).toBe(Code.noAccess)
    expect(await ok(user.call('project/equip/queryAll', { projectId }))).toEqual([])
  })
})

describe('lists and counts', () => {
  it('pages through the equipment with gateway state, and counts by online and alarm flags', async () => {
    const projectId = await newProject()
    const online = await insertDevice(server, owner, 'A online', 'online')
    const offline = await insertDevice(server, owner, 'B offline', 'offline')
    const noGateway = await insertDevice(server, owner, 'C none')
    await insertAlarm(server, owner.orgId, online)
    await ok(admin.call('project/equip/add', { projectId, equipmentIds: [online, offline, noGateway] }))
    const page = await ok(admin.call('project/equip/query', { projectId, pageNo: 1, pageSize: 2 }))
    expect(page).toMatchObject({ total: 3, pageSize: 2 })
    expect(page.list[0]).toMatchObject({ equipmentId: online, title: 'A online', key: 'eq1', online: true })
    expect(page.list[0].gatewaySn).toMatch(/^\d{12}$/)
    expect(page.list[1]).toMatchObject({ equipmentId: offline, online: false })

    const count = (flags: Json) => ok(admin.call('project/equip/queryCount', { projectId, ...flags }))
    expect(await count({})).toBe(3)
    expect(await count({ online: true })).toBe(1)
    expect(await count({ online: false })).toBe(2)
    expect(await count({ alarm: true })).toBe(1)
    expect(await count({ alarm: false })).toBe(2)
    expect(await count({ online: false, alarm: true })).toBe(0)
    expect(
      await ok(admin.call('project/equip/queryCount', { projectId, online: 'true' }, { form: true })),
    ).toBe(1)
  })

  it("answers the project's signals as signal lookup records, one device's with equipmentId", async () => {
    const projectId = await newProject()
    const [a, b, outside] = [
      await insertDevice(server, owner, 'Pump'),
      await insertDevice(server, owner, 'Tank'),
      await insertDevice(server, owner, 'Elsewhere'),
    ]
    const pressure = await insertVariable(server, owner.orgId, a, 'pressure', 'r')
    const level = await insertVariable(server, owner.orgId, b, 'level')
    await insertVariable(server, owner.orgId, outside, 'hidden')
    await ok(admin.call('project/equip/add', { projectId, equipmentIds: [a, b] }))
    expect(await ok(admin.call('project/signal/query', { projectId }))).toEqual([
      {
        signalId: pressure,
        equipId: a,
        signalTitle: 'pressure',
        equipTitle: 'Pump',
        equipKey: 'eq1',
        unit: 'm',
        rw: 'r',
        dataType: '',
      },
      {
        signalId: level,
        equipId: b,
        signalTitle: 'level',
        equipTitle: 'Tank',
        equipKey: 'eq2',
        unit: 'm',
        rw: 'rw',
        dataType: '',
      },
    ])
    expect(
      (await ok(admin.call('project/signal/query', { projectId, equipmentId: b }))).map(
        (s: Json) => s.signalId,
      ),
    ).toEqual([level])
  })

  it('answers the system keys titled in the caller’s language', async () => {
    const zh = await ok(admin.call('project/system/key/query'))
    expect(zh.map((k: Json) => k.systemKey)).toEqual(Object.keys(SYSTEM_KEYS))
    expect(zh[0].title).toBe(SYSTEM_KEYS.equipTotal.zh)
    const response = await server.app.inject({
      method: 'POST',
      url: '/lfscada/project/system/key/query',
      headers: { cookie: admin.cookie, 'accept-language': 'en-GB' },
      payload: {},
    })
    expect(response.json().data[0]).toEqual({ systemKey: 'equipTotal', title: SYSTEM_KEYS.equipTotal.en })
  })
})
