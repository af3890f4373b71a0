// Devices through HTTP (`equipment/multi/*`, `hardware/*`, `system/hardware/*`): the card's rules, the
// list's paging and filters, who sees which device, binding gateways (1101-1127 family) and templates
// (synced flags), sharing with a hashed password, authorised users (≤ 50: 1126), registering gateways.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { Device } from '../../../schemas/entities/equipment.ts'
import { check } from '../../../schemas/validate.ts'
import { GUESS_LIMITS } from '../../../server/auth/guess-limit.ts'
import { MAX_DEVICE_USERS } from '../../../server/routes/equipment-share.ts'
import { registerGateway } from './equipment-fixtures.ts'
import { createAccount, createEnterprise, ok, serverWithEnterprise, type TestEnterprise } from './helpers.ts'

const { server, platform, org, admin } = await serverWithEnterprise()
afterAll(() => server.close())

const addDevice = (body: Record<string, unknown> = {}, by = admin) =>
  ok(by.call('equipment/multi/add', { name: `Dev ${randomUUID().slice(0, 8)}`, ...body }))

/** An internal account whose role holds the equipment key (not an operation account: sees only its devices). */
async function equipmentUser() {
  const role = await ok(
    admin.call('org/role/add', {
      uuid: randomUUID().slice(0, 12),
      name: 'Eq',
      auths: ['manage_eg_equipment'],
    }),
  )
  const account = await createAccount(server, admin, { roleId: role.id })
  return { account, session: await account.session() }
}

describe('the device card', () => {
  it.each([
    ['a name over 25 characters', { name: 'x'.repeat(26) }, Code.paramInvalid],
    ['a blank name', { name: '   ' }, Code.paramInvalid],
    ['a remark of 21 words', { remark: Array.from({ length: 21 }, () => 'w').join(' ') }, Code.paramInvalid],
    ['an SN without its code', { sn: '123456789012' }, Code.paramMissing],
    ['a code without its SN', { code: '123456' }, Code.paramMissing],
    ['an SN of 11 digits', { sn: '12345678901', code: '123456' }, Code.paramInvalid],
    // number-or-blank: 181 fits neither branch, which the validator answers as a wrong type
    ['a longitude past 180', { lng: 181 }, Code.paramType],
    ['a date before 1970', { factoryDate: '1969-12-31' }, Code.paramInvalid],
  ])('refuses %s', async (_what, body, code) => {
    const reply = await admin.call('equipment/multi/add', { name: 'Dev', ...body })
    expect(reply.code).toBe(code)
  })

  it('accepts 25 characters and 20 words, and keeps every field of the card', async () => {
    const card = {
      name: '设'.repeat(25),
      remark: Array.from({ length: 20 }, () => 'w').join(' '),
      address: 'Hall 3',
      lng: 120.5,
      lat: 30.25,
      factoryDate: '2024-05-01',
      installDate: '2025-01-02',
      warrantyMonths: 24,
      manufacturer: 'Acme',
      deviceNo: 'A-1',
      iccid: '89860012345678901234',
      image: 'https://img.test/a.png',
      sort: 3,
      defaultValueMode: 'last',
    }
    const device = await addDevice(card)
    expect(check(Device, device).ok).toBe(true)
    expect(device).toMatchObject({ ...card, state: 'unbound', sn: null, synced: null, templateSynced: null })
    const edited = await ok(
      admin.call('equipment/multi/edit', { id: device.id, manufacturer: 'Other', lng: '' }),
    )
    expect(edited).toMatchObject({ manufacturer: 'Other', lng: null, deviceNo: 'A-1', name: card.name })
    expect(await ok(admin.call('equipment/multi/info', { id: device.id }))).toEqual(edited)
  })

  it('the form-encoded add works like JSON', async () => {
    const device = await ok(
      admin.call('equipment/multi/add', { name: 'Form dev', lng: 10, sort: 2 }, { form: true }),
    )
    expect(device).toMatchObject({ name: 'Form dev', lng: 10, sort: 2 })
  })

  it('lists the manufacturers in use once each, sorted', async () => {
    await addDevice({ manufacturer: 'Zeta' })
    await addDevice({ manufacturer: 'Zeta' })
    await addDevice({ manufacturer: 'Beta' })
    const names = await ok(admin.call('equipment/multi/extra/queryAllManufacturer'))
    expect(names).toEqual([...new Set(names as string[])].sort((a, b) => a.localeCompare(b)))
    expect(names).toEqual(expect.arrayContaining(['Beta', 'Zeta']))
  })
})

describe('the device list', () => {
  let team: TestEnterprise
  beforeAll(async () => {
    team = await createEnterprise(server, platform)
  })

  it('pages 10 by default, newest first, with the total', async () => {
    for (let i = 0; i < 12; i++) {
      await ok(team.admin.call('equipment/multi/add', { name: `Pump ${String(i).padStart(2, '0')}` }))
      server.clock.advance(1000)
    }
    const first = await ok(team.admin.call('equipment/multi/query', {}))
    expect(first).toMatchObject({ total: 12, pageNo: 1, pageSize: 10 })
    expect(first.list).toHaveLength(10)
    expect(first.list[0].name).toBe('Pump 11')
    const second = await ok(team.admin.call('equipment/multi/query', { pageNo: 2 }))
    expect(second.list.map((d: { name: string }) => d.name)).toEqual(['Pump 01', 'Pump 00'])
  })

  it('finds by part of the name or of the SN, by state, and by group with its sub-groups', async () => {
    const gateway = await registerGateway(platform)
    const bound = await ok(team.admin.call('equipment/multi/add', { name: 'Boiler', ...gateway }))
    const top = await ok(team.admin.call('monitor/group/add', { name: 'Plant' }))
    const sub = await ok(team.admin.call('monitor/group/add', { name: 'Hall', parentId: top.id }))
    const inSub = await ok(team.admin.call('equipment/multi/add', { name: 'Fan', groupId: sub.id }))
    const names = async (body: object) =>
      (await ok(team.admin.call('equipment/multi/query', { pageSize: 100, ...body }))).list.map(
        (d: { name: string }) => d.name,
      )
    expect(await names({ keyword: 'oil' })).toEqual(['Boiler'])
    expect(await names({ keyword: gateway.sn.slice(4) })).toEqual(['Boiler'])
    expect(await names({ state: 'offline' })).toEqual(['Boiler'])
    await server.db.updateTable('gateways').set({ state: 'online' }).where('sn', '=', gateway.sn).execute()
    expect(await names({ state: 'online' })).toEqual(['Boiler'])
    expect(await names({ state: 'unbound' })).not.toContain('Boiler')
    expect(await names({ groupId: top.id })).toEqual(['Fan'])
    expect(await names({ groupId: sub.id })).toEqual(['Fan'])
    expect((await ok(team.admin.call('equipment/multi/info', { id: inSub.id }))).groupName).toBe('Hall')
    expect((await ok(team.admin.call('equipment/multi/info', { id: bound.id }))).state).toBe('online')
  })

  it('shows an internal account only the devices it created or is authorised for', async () => {
    const { account, session } = await equipmentUser()
    const own = await addDevice({ name: 'Mine' }, session)
    const granted = await addDevice({ name: 'Granted' })
    const hidden = await addDevice({ name: 'Hidden' })
    await ok(admin.call('equipment/multi/user/add', { equipId: granted.id, accountId: account.id }))
    const visible = (await ok(session.call('equipment/multi/query', { pageSize: 100 }))).list.map(
      (d: { id: string }) => d.id,
    )
    expect(visible.sort()).toEqual([own.id, granted.id].sort())
    expect((await session.call('equipment/multi/info', { id: hidden.id })).code).toBe(Code.noDataOrPermission)
    const byUser = await ok(admin.call('equipment/multi/queryByUser', { accountId: account.id }))
    expect(
      Object.fromEntries(byUser.list.map((d: { name: string; relation: string }) => [d.name, d.relation])),
    ).toEqual({ Mine: 'creator', Granted: 'authorised' })
    const mine = await ok(session.call('equipment/multi/queryByUser', {}))
    expect(mine.total).toBe(2)
  })
})

describe('binding a gateway', () => {
  it.each([
    ['a wrong code', async (g: { sn: string }) => ({ sn: g.sn, code: '000000' }), Code.snOrCodeWrong],
    ['an unknown SN', async () => ({ sn: '999999999998', code: '246810' }), Code.snOrCodeWrong],
    [
      'a gateway bound to another device',
      async (g: { sn: string; code: string }) => {
        await addDevice(g)
        return g
      },
      Code.gatewayAlreadyBound,
    ],
    [
      'a remote-only gateway',
      async () => registerGateway(platform, { bindScope: 'remote' }),
      Code.remoteOnlyGateway,
    ],
    ['an SN with letters', async () => ({ sn: '12345678901a', code: '246810' }), Code.paramInvalid],
    ['a 5-digit code', async (g: { sn: string }) => ({ sn: g.sn, code: '12345' }), Code.paramInvalid],
  ])('refuses %s', async (_what, make, code) => {
    const gateway = await registerGateway(platform)
    const device = await addDevice()
    const reply = await admin.call('equipment/multi/bindGateway', { id: device.id, ...(await make(gateway)) })
    expect(reply.code).toBe(code)
    expect((await ok(admin.call('equipment/multi/info', { id: device.id }))).sn).toBeNull()
  })

  it('refuses a second gateway (1104) and unbinding none (1102); a deleted device frees its gateway', async () => {
    const first = await registerGateway(platform)
    const device = await addDevice(first)
    const second = await registerGateway(platform)
    expect((await admin.call('equipment/multi/bindGateway', { id: device.id, ...second })).code).toBe(
      Code.gatewayAlreadyBound,
    )
    const bare = await addDevice()
    expect((await admin.call('equipment/multi/unbindGateway', { id: bare.id })).code).toBe(
      Code.noGatewayBound,
    )
    expect(await ok(admin.call('hardware/queryBySn', { sn: first.sn }))).toMatchObject({ bound: true })
    await ok(admin.call('equipment/multi/delete', { id: device.id }))
    expect(await ok(admin.call('hardware/queryBySn', first))).toMatchObject({
      bound: false,
      equipmentId: null,
    })
    expect((await admin.call('equipment/multi/info', { id: device.id })).code).toBe(Code.noDataOrPermission)
    const again = await ok(admin.call('equipment/multi/bindGateway', { id: bare.id, ...first }))
    expect(again.sn).toBe(first.sn)
  })

  it('is unsynced until the gateway reports the version; every configuration change unsyncs it', async () => {
    const gateway = await registerGateway(platform)
    const device = await addDevice(gateway)
    expect(device).toMatchObject({ configVersion: 1, reportedVersion: 0, synced: false })
    await server.db.updateTable('gateways').set({ reportedVersion: 1 }).where('sn', '=', gateway.sn).execute()
    expect(await ok(admin.call('equipment/multi/info', { id: device.id }))).toMatchObject({ synced: true })
    await ok(admin.call('equipment/driver/add', { equipmentId: device.id, name: 'PLC', ip: '10.0.0.1' }))
    expect(await ok(admin.call('equipment/multi/info', { id: device.id }))).toMatchObject({
      configVersion: 2,
      synced: false,
    })
    const unbound = await ok(admin.call('equipment/multi/unbindGateway', { id: device.id }))
    expect(unbound).toMatchObject({ sn: null, state: 'unbound', synced: null })
  })

  it("refuses a gateway whose series cannot hold the device's drivers (1505)", async () => {
    const device = await addDevice()
    for (let i = 0; i < 9; i++)
      await ok(admin.call('equipment/driver/add', { equipmentId: device.id, name: `D${i}`, ip: '10.0.0.1' }))
    const lite = await registerGateway(platform, { series: 'lite' })
    const reply = await admin.call('equipment/multi/bindGateway', { id: device.id, ...lite })
    expect(reply).toMatchObject({ code: Code.driverOverCapacity, data: { kind: 'drivers', max: 8 } })
    const standard = await registerGateway(platform)
    await ok(admin.call('equipment/multi/bindGateway', { id: device.id, ...standard }))
  })
})

describe('binding a template', () => {
  async function templateWithDriver(series = 'standard', name = 'Tpl') {
    const template = await ok(admin.call('template/add', { name, gatewaySeries: series }))
    await ok(
      admin.call('equipment/driver/add', { templateId: template.id, name: `${name} PLC`, ip: '10.1.1.1' }),
    )
    return template
  }
  const driversOf = async (equipmentId: string) =>
    (await ok(admin.call('equipment/driver/query', { equipmentId }))).map((d: { name: string }) => d.name)

  it("replaces the device's configuration, is synced until either side changes, and replaces or unbinds", async () => {
    const template = await templateWithDriver('standard', 'T1')
    const device = await addDevice()
    await ok(admin.call('equipment/driver/add', { equipmentId: device.id, name: 'Own', ip: '10.0.0.1' }))
    const bound = await ok(
      admin.call('equipment/multi/bindTemplate', { id: device.id, templateId: template.id }),
    )
    expect(bound).toMatchObject({ templateId: template.id, templateName: 'T1', templateSynced: true })
    expect(await driversOf(device.id)).toEqual(['T1 PLC'])
    expect(
      (await admin.call('equipment/multi/bindTemplate', { id: device.id, templateId: template.id })).code,
    ).toBe(Code.sameTemplate)

    await ok(
      admin.call('equipment/driver/add', { templateId: template.id, name: 'T1 extra', ip: '10.1.1.2' }),
    )
    expect((await ok(admin.call('equipment/multi/info', { id: device.id }))).templateSynced).toBe(false)
    const detail = await ok(admin.call('template/detail', { id: template.id }))
    expect(detail.devices).toEqual([{ id: device.id, name: bound.name, templateSynced: false }])

    const other = await templateWithDriver('standard', 'T2')
    const replaced = await ok(
      admin.call('equipment/multi/bindTemplate', { id: device.id, templateId: other.id }),
    )
    expect(replaced).toMatchObject({ templateId: other.id, templateSynced: true })
    expect(await driversOf(device.id)).toEqual(['T2 PLC'])
    const [driver] = await ok(admin.call('equipment/driver/query', { equipmentId: device.id }))
    await ok(admin.call('equipment/driver/edit', { id: driver.id, waitMs: 2000 }))
    expect((await ok(admin.call('equipment/multi/info', { id: device.id }))).templateSynced).toBe(false)

    const unbound = await ok(admin.call('equipment/multi/unbindTemplate', { id: device.id }))
    expect(unbound).toMatchObject({ templateId: null, templateSynced: null })
    expect(await driversOf(device.id)).toEqual(['T2 PLC'])
    expect((await admin.call('equipment/multi/unbindTemplate', { id: device.id })).code).toBe(Code.noTemplate)
  })

  it('refuses a template of another series than the gateway, either way round (1112)', async () => {
    const lite = await templateWithDriver('lite', 'Lite')
    const device = await addDevice(await registerGateway(platform))
    expect(
      (await admin.call('equipment/multi/bindTemplate', { id: device.id, templateId: lite.id })).code,
    ).toBe(Code.templateSeriesMismatch)
    const withTemplate = await addDevice({ templateId: lite.id })
    expect(withTemplate).toMatchObject({ templateId: lite.id, templateSynced: true })
    const reply = await admin.call('equipment/multi/bindGateway', {
      id: withTemplate.id,
      ...(await registerGateway(platform)),
    })
    expect(reply.code).toBe(Code.templateSeriesMismatch)
  })

  it('binds a gateway and a template together, or neither', async () => {
    const template = await templateWithDriver('standard', 'Both')
    const device = await addDevice()
    const gateway = await registerGateway(platform)
    const wrong = await admin.call('equipment/multi/bindGatewayAndTemplate', {
      id: device.id,
      sn: gateway.sn,
      code: '000000',
      templateId: template.id,
    })
    expect(wrong.code).toBe(Code.snOrCodeWrong)
    expect(await ok(admin.call('equipment/multi/info', { id: device.id }))).toMatchObject({
      templateId: null,
      sn: null,
    })
    expect(await driversOf(device.id)).toEqual([])
    const both = await ok(
      admin.call('equipment/multi/bindGatewayAndTemplate', {
        id: device.id,
        ...gateway,
        templateId: template.id,
      }),
    )
    expect(both).toMatchObject({
      sn: gateway.sn,
      templateId: template.id,
      templateSynced: true,
      synced: false,
    })
  })

  it("cannot bind another account's private template", async () => {
    const { session } = await equipmentUser()
    const template = await templateWithDriver('standard', 'Private')
    const device = await addDevice({}, session)
    const reply = await session.call('equipment/multi/bindTemplate', {
      id: device.id,
      templateId: template.id,
    })
    expect(reply.code).toBe(Code.noDataOrPermission)
  })
})

describe('sharing a device', () => {
  it('needs a password to start sharing; keeps it hashed; sets the permissions', async () => {
    const device = await addDevice()
    const info = () => ok(admin.call('equipment/multi/share/info', { equipId: device.id }))
    expect(await info()).toEqual({
      equipId: device.id,
      shared: false,
      hasPassword: false,
      auth: { topMenu: false, menu: false, write: false },
    })
    expect(
      (await admin.call('equipment/multi/share/editPwd', { equipId: device.id, shared: true })).code,
    ).toBe(Code.paramMissing)
    for (const password of ['abc', 'ab c1', 'abc#1', '密码密码'])
      expect(
        await admin.call('equipment/multi/share/editPwd', { equipId: device.id, shared: true, password }),
      ).toMatchObject({
        code: Code.paramInvalid,
        data: { field: 'password', reason: 'validation.sharePassword' },
      })
    const shared = await ok(
      admin.call('equipment/multi/share/editPwd', { equipId: device.id, shared: true, password: 'Ab12' }),
    )
    expect(shared).toMatchObject({ shared: true, hasPassword: true })
    const row = await server.db
      .selectFrom('devices')
      .select('sharePasswordHash')
      .where('id', '=', device.id)
      .executeTakeFirstOrThrow()
    expect(row.sharePasswordHash).toMatch(/^\$argon2id\$/)
    expect(
      JSON.stringify(await ok(admin.call('user/operationlog/queryByObjectId', { objectId: device.id }))),
    ).not.toContain('Ab12')
    expect(
      await ok(admin.call('equipment/multi/share/editPwd', { equipId: device.id, shared: false })),
    ).toMatchObject({
      shared: false,
      hasPassword: true,
    })
    await ok(admin.call('equipment/multi/share/editAuth', { equipId: device.id, auth: { write: true } }))
    await ok(admin.call('equipment/multi/share/editAuth', { equipId: device.id, auth: { topMenu: true } }))
    expect((await info()).auth).toEqual({ topMenu: true, menu: false, write: true })
    expect((await ok(admin.call('equipment/multi/info', { id: device.id }))).shared).toBe(false)
  })
})

describe('authorised users', () => {
  it('adds by login name or id, lists, removes; at most 50 (1126)', async () => {
    const device = await addDevice()
    const one = await createAccount(server, admin)
    const two = await createAccount(server, admin)
    await ok(admin.call('equipment/multi/user/add', { equipId: device.id, loginname: one.loginname }))
    const users = await ok(admin.call('equipment/multi/user/add', { equipId: device.id, accountId: two.id }))
    // listed in the order added; two adds in one millisecond list by login name (a busy machine's case)
    const added = users.map((u: { loginname: string; createdAt: number }) => [u.createdAt, u.loginname])
    const expected = [one.loginname, two.loginname]
    expect(added.map(([, name]: [number, string]) => name)).toEqual(
      added[0][0] === added[1][0] ? [...expected].sort() : expected,
    )
    expect(
      (await ok(admin.call('equipment/multi/user/add', { equipId: device.id, accountId: two.id }))).length,
    ).toBe(2)
    expect(
      (await admin.call('equipment/multi/user/add', { equipId: device.id, loginname: 'nobody-here' })).code,
    ).toBe(Code.noDataOrPermission)
    expect(
      (await admin.call('equipment/multi/user/add', { equipId: device.id, accountId: org.adminId })).code,
    ).toBe(Code.paramInvalid)
    const now = server.clock.now()
    const filler = Array.from({ length: MAX_DEVICE_USERS - 2 }, (_, i) => ({
      id: randomUUID(),
      orgId: org.orgId,
      loginname: `filler${i}${randomUUID().slice(0, 6)}`,
      kind: 'internal',
      roleType: 'internal',
      address: '',
      company: '',
      customerLevel: '',
      passwordHash: 'x',
      passwordChangedAt: now,
      styleId: '',
      authRegion: '',
      dataRange: 'all',
      prompType: '',
      equipDisplay: 'list',
      createdBy: null,
      createdAt: now,
      updatedAt: now,
    }))
    await server.db.insertInto('accounts').values(filler).execute()
    for (const f of filler)
      await ok(admin.call('equipment/multi/user/add', { equipId: device.id, accountId: f.id }))
    const third = await createAccount(server, admin)
    expect(
      await admin.call('equipment/multi/user/add', { equipId: device.id, accountId: third.id }),
    ).toMatchObject({
      code: Code.tooManyAuthorisedUsers,
      data: { max: 50 },
    })
    const fewer = await ok(
      admin.call('equipment/multi/user/delete', { equipId: device.id, accountId: one.id }),
    )
    expect(fewer).toHaveLength(49)
    expect(
      (await admin.call('equipment/multi/user/delete', { equipId: device.id, accountId: one.id })).code,
    ).toBe(Code.noDataOrPermission)
    await ok(admin.call('equipment/multi/user/add', { equipId: device.id, accountId: third.id }))
  })

  it('only the creator or an operation account changes who is authorised or deletes the device', async () => {
    const { account, session } = await equipmentUser()
    const device = await addDevice()
    await ok(admin.call('equipment/multi/user/add', { equipId: device.id, accountId: account.id }))
    const other = await createAccount(server, admin)
    expect(
      (await session.call('equipment/multi/user/add', { equipId: device.id, accountId: other.id })).code,
    ).toBe(Code.noAccess)
    expect(await ok(session.call('equipment/multi/user/query', { equipId: device.id }))).toHaveLength(1)
    expect((await session.call('equipment/multi/delete', { id: device.id })).code).toBe(Code.noAccess)
    const own = await addDevice({}, session)
    await ok(session.call('equipment/multi/user/add', { equipId: own.id, accountId: other.id }))
    await ok(session.call('equipment/multi/delete', { id: own.id }))
  })

  it('an authorised account without the equipment key still reads the device it may use', async () => {
    const viewer = await createAccount(server, admin)
    const device = await addDevice()
    await ok(admin.call('equipment/multi/user/add', { equipId: device.id, accountId: viewer.id }))
    const session = await viewer.session()
    expect((await ok(session.call('equipment/multi/info', { id: device.id }))).name).toBe(device.name)
    expect((await session.call('equipment/multi/query', {})).code).toBe(Code.noAccess)
    const hidden = await addDevice()
    expect((await session.call('equipment/multi/info', { id: hidden.id })).code).toBe(Code.noDataOrPermission)
  })
})

describe('gateway hardware', () => {
  const sns = (from: number, n: number) =>
    Array.from({ length: n }, (_, i) => ({ sn: String(700_000_000_000 + from + i), code: '135790' }))

  it('registers gateways for platform administrators only, ≤ 100 per batch, each SN once', async () => {
    expect((await admin.call('system/hardware/register', { gateways: sns(0, 1) })).code).toBe(Code.noAccess)
    expect((await platform.call('system/hardware/register', { gateways: sns(0, 101) })).code).toBe(
      Code.batchTooLarge,
    )
    const twice = [...sns(0, 2), ...sns(0, 1)]
    expect((await platform.call('system/hardware/register', { gateways: twice })).code).toBe(
      Code.snDuplicated,
    )
    expect(await ok(platform.call('system/hardware/register', { gateways: sns(0, 100) }))).toMatchObject({
      count: 100,
    })
    expect((await platform.call('system/hardware/register', { gateways: sns(99, 2) })).code).toBe(
      Code.snRegistered,
    )
    const page = await ok(platform.call('system/hardware/query', { keyword: '7000000000', bound: false }))
    expect(page.total).toBe(100)
    expect(page.list[0]).toMatchObject({ sn: '700000000000', series: 'standard', bound: false, orgId: null })
    expect(JSON.stringify(page)).not.toMatch(/135790|Hash/)
  })

  it('looks a gateway up by SN: its own at once; free, foreign and unknown alike without the code', async () => {
    const free = await registerGateway(platform, { series: 'pro' })
    const foreign = await registerGateway(platform)
    const stranger = await createEnterprise(server, platform)
    await ok(stranger.admin.call('equipment/multi/add', { name: 'Theirs', ...foreign }))
    // without the code the three answer the same, so an account cannot list which SNs exist or are free
    const unknown = '799999999999'
    const answers = await Promise.all(
      [free.sn, foreign.sn, unknown].map((sn) => admin.call('hardware/queryBySn', { sn })),
    )
    const shapes = answers.map((a) => ({ code: a.code, data: a.data }))
    expect(shapes).toEqual([shapes[0], shapes[0], shapes[0]])
    expect(shapes[0]?.code).toBe(Code.snOrCodeWrong)
    // with the code: the free one's details, 1104 for the one bound elsewhere
    expect(await ok(admin.call('hardware/queryBySn', free))).toMatchObject({ series: 'pro', bound: false })
    expect((await admin.call('hardware/queryBySn', foreign)).code).toBe(Code.gatewayAlreadyBound)
    // a wrong code counts under the gateway-code guess limits, like a binding's
    const wrong = await admin.call('hardware/queryBySn', { sn: unknown, code: '000000' })
    expect(wrong).toMatchObject({ code: Code.snOrCodeWrong, data: { remainingAttempts: expect.any(Number) } })
    // the enterprise's own gateway answers without its code
    expect(await ok(stranger.admin.call('hardware/queryBySn', { sn: foreign.sn }))).toMatchObject({
      bound: true,
    })
  })

  it('counts SN lookups with a code under the guess limits: the limit refuses even the right code (1005)', async () => {
    const free = await registerGateway(platform)
    const { admin: guesser } = await createEnterprise(server, platform)
    const guess = (code: string) => guesser.call('hardware/queryBySn', { sn: free.sn, code })
    for (let i = 1; i < GUESS_LIMITS.perAccountAndTarget; i++)
      expect((await guess('000000')).code).toBe(Code.snOrCodeWrong)
    expect((await guess('000000')).code).toBe(Code.tooManyAttempts)
    expect((await guess(free.code)).code).toBe(Code.tooManyAttempts)
  })
})
