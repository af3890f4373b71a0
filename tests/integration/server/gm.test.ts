// The GM centre (issue 36): the fleet list with its filters and keyset pages, operating-centre figures,
// GM groups, and who sees what: platform administrators everything, an operator of a centre its
// enterprises only (read-only unless granted writes), enterprise users nothing (90003).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { registerGateway } from './equipment-fixtures.ts'
import {
  createAccount,
  ok,
  type Session,
  serverWithTwoEnterprises,
  type TestEnterprise,
  type TestServer,
} from './helpers.ts'

let server: TestServer
let platform: Session
let a: TestEnterprise
let b: TestEnterprise
let operatorB: Session
let centreB: string
const snsA: string[] = []
const snsB: string[] = []

async function bound(org: TestEnterprise, name: string): Promise<string> {
  const { sn, code } = await registerGateway(platform)
  await ok(org.admin.call('equipment/multi/add', { name, sn, code }))
  return sn
}

beforeAll(async () => {
  ;({ server, platform, a, b } = await serverWithTwoEnterprises())
  for (let i = 0; i < 3; i++) snsA.push(await bound(a, `Pump A${i}`))
  for (let i = 0; i < 2; i++) snsB.push(await bound(b, `Boiler B${i}`))
  await server.db
    .updateTable('gateways')
    .set({ state: 'online', lastSeenAt: server.clock.now(), firmwareVersion: 'v2.1' })
    .where('sn', '=', snsA[0] as string)
    .execute()
  const centre = await ok(platform.call('gm/oc/save', { name: 'Centre B', enterprises: [b.orgId] }))
  centreB = centre.id
  // the operator is an account of enterprise A: its centre, not its enterprise, decides what it sees
  const operator = await createAccount(server, a.admin)
  await ok(platform.call('gm/oc/grant', { centre: centreB, loginname: operator.loginname }))
  operatorB = await operator.session()
})
afterAll(() => server.close())

const sns = (reply: { list: { sn: string }[] }) => reply.list.map((g) => g.sn)

describe('gm/list', () => {
  it('shows the platform administrator every gateway, with enterprise and device', async () => {
    const page = await ok(platform.call('gm/list', { keyword: snsA[1], pageSize: 50 }))
    expect(page.list).toEqual([
      expect.objectContaining({ sn: snsA[1], orgId: a.orgId, deviceName: 'Pump A1' }),
    ])
    expect(page.total).toBe(1)
    expect(page.canWrite).toBe(true)
  })

  it('finds by device name, filters by state, firmware and enterprise', async () => {
    expect(sns(await ok(platform.call('gm/list', { keyword: 'Boiler B', pageSize: 50 })))).toEqual(snsB)
    const online = await ok(platform.call('gm/list', { state: 'online', enterprise: a.orgId }))
    expect(sns(online)).toEqual([snsA[0]])
    expect(sns(await ok(platform.call('gm/list', { firmware: 'v2.1', enterprise: a.orgId })))).toEqual([
      snsA[0],
    ])
    const never = await ok(platform.call('gm/list', { state: 'never', enterprise: a.orgId }))
    expect(sns(never)).toEqual([snsA[1], snsA[2]])
  })

  it('walks every gateway by keyset pages, without repeats, either way and by last seen', async () => {
    for (const body of [
      {},
      { order: 'desc' },
      { sort: 'lastSeenAt' },
      { sort: 'lastSeenAt', order: 'desc' },
    ]) {
      const seen: string[] = []
      let after: string | undefined
      let total = 0
      do {
        const page = await ok(platform.call('gm/list', { ...body, enterprise: a.orgId, pageSize: 2, after }))
        seen.push(...sns(page))
        total = page.total
        after = page.next ?? undefined
      } while (after)
      expect(new Set(seen).size).toBe(seen.length)
      expect(seen.sort()).toEqual([...snsA].sort())
      expect(total).toBe(3)
    }
  })

  it('refuses a forged cursor with 10001', async () => {
    expect((await platform.call('gm/list', { after: 'not-a-cursor' })).code).toBe(Code.paramInvalid)
  })

  it('shows an operator only the enterprises of its centres, read-only', async () => {
    const page = await ok(operatorB.call('gm/list', { pageSize: 100 }))
    expect(sns(page).sort()).toEqual([...snsB].sort())
    expect(page.canWrite).toBe(false)
    expect((await operatorB.call('gm/list', { enterprise: a.orgId })).code).toBe(Code.noDataOrPermission)
    expect((await operatorB.call('gm/list', { keyword: snsA[0] })).data.list).toEqual([])
  })

  it('refuses enterprise users, administrators too, with 90003', async () => {
    for (const path of ['gm/list', 'gm/ocInfo', 'gm/group/query', 'gm/group/add'])
      expect((await a.admin.call(path, { name: 'x' })).code).toBe(Code.noDataOrPermission)
  })

  it('writes nothing in the operator’s own enterprise list: the centre list is platform-only', async () => {
    expect((await operatorB.call('gm/oc/query', {})).code).toBe(Code.noAccess)
    expect((await a.admin.call('gm/oc/save', { name: 'Mine', enterprises: [a.orgId] })).code).toBe(
      Code.noAccess,
    )
  })
})

describe('gm/ocInfo', () => {
  it('counts the whole platform and one centre, and follows a gateway going offline', async () => {
    const whole = await ok(platform.call('gm/ocInfo', {}))
    expect(whole.centres.map((c: { id: string }) => c.id)).toContain(centreB)
    const before = await ok(platform.call('gm/ocInfo', { centre: centreB }))
    expect(before).toMatchObject({ total: 2, never: 2, online: 0, centre: { id: centreB } })
    await server.db
      .updateTable('gateways')
      .set({ state: 'offline', lastSeenAt: server.clock.now() - 60_000 })
      .where('sn', '=', snsB[0] as string)
      .execute()
    const after = await ok(operatorB.call('gm/ocInfo', { centre: centreB }))
    expect(after).toMatchObject({ total: 2, never: 1, offline: 2 })
    expect(after.wentOffline.map((g: { sn: string }) => g.sn)).toEqual([snsB[0]])
    expect(after.firmware.reduce((n: number, f: { count: number }) => n + f.count, 0)).toBe(2)
  })

  it('refuses a centre the operator is not granted', async () => {
    const other = await ok(platform.call('gm/oc/save', { name: 'Centre A', enterprises: [a.orgId] }))
    expect((await operatorB.call('gm/ocInfo', { centre: other.id })).code).toBe(Code.noDataOrPermission)
    const seen = await ok(operatorB.call('gm/ocInfo', {}))
    expect(seen.centres.map((c: { id: string }) => c.id)).toEqual([centreB])
  })
})

describe('gm/map', () => {
  const place = (sn: string, lat: number, lng: number) =>
    server.db
      .updateTable('devices')
      .set({ lat, lng })
      .where('gatewayId', 'in', (eb) => eb.selectFrom('gateways').select('id').where('sn', '=', sn))
      .execute()

  it('shows the located gateways of the scope only, with state and device', async () => {
    await place(snsA[0] as string, 31.2, 121.5)
    await place(snsB[1] as string, 39.9, 116.4)
    const all = await ok(platform.call('gm/map', {}))
    // the demo gateway's device is placed too (seed)
    expect(all.map((p: { sn: string }) => p.sn)).toEqual(expect.arrayContaining([snsA[0], snsB[1]]))
    expect(all.map((p: { sn: string }) => p.sn)).not.toContain(snsA[1])
    expect(all.find((p: { sn: string }) => p.sn === snsA[0])).toMatchObject({
      name: 'Pump A0',
      lat: 31.2,
      lng: 121.5,
      state: 'online',
      alarming: false,
    })
    const seen = await ok(operatorB.call('gm/map', {}))
    expect(seen).toEqual([expect.objectContaining({ sn: snsB[1], name: 'Boiler B1' })])
    expect(await ok(platform.call('gm/map', { centre: centreB }))).toEqual(seen)
  })
})

describe('the platform hardware screens filtered to a centre', () => {
  it('lists the gateways of its enterprises and the models they are of; 90003 for no such centre', async () => {
    const page = await ok(platform.call('system/hardware/query', { centre: centreB, pageSize: 100 }))
    expect(page.list.map((g: { sn: string }) => g.sn).sort()).toEqual([...snsB].sort())
    const known = await ok(platform.call('system/model/query', { pageSize: 100 }))
    const mine = known.list[0].model as string
    expect(known.list.length).toBeGreaterThan(1)
    await server.db.updateTable('gateways').set({ model: mine }).where('orgId', '=', b.orgId).execute()
    const models = await ok(platform.call('system/model/query', { centre: centreB, pageSize: 100 }))
    expect(models.list.map((m: { model: string }) => m.model)).toEqual([mine])
    expect((await platform.call('system/hardware/query', { centre: 'nowhere' })).code).toBe(
      Code.noDataOrPermission,
    )
  })
})

describe('gm groups', () => {
  it('groups gateways of the scope across enterprises and filters the list by them', async () => {
    const group = await ok(platform.call('gm/group/add', { name: 'Watch' }))
    const filled = await ok(
      platform.call('gm/group/gateways', { groupId: group.id, add: [snsA[2], snsB[1]] }),
    )
    expect(filled.count).toBe(2)
    const page = await ok(platform.call('gm/list', { groupId: group.id }))
    expect(sns(page).sort()).toEqual([snsA[2], snsB[1]].sort())
    await ok(platform.call('gm/group/gateways', { groupId: group.id, remove: [snsA[2]] }))
    expect(sns(await ok(platform.call('gm/list', { groupId: group.id })))).toEqual([snsB[1]])
  })

  it("keeps an operator's groups to its scope and to itself", async () => {
    const group = await ok(operatorB.call('gm/group/add', { name: 'Mine' }))
    const reply = await operatorB.call('gm/group/gateways', { groupId: group.id, add: [snsA[0]] })
    expect(reply.code).toBe(Code.noDataOrPermission)
    expect((await platform.call('gm/list', { groupId: group.id })).code).toBe(Code.noDataOrPermission)
    expect(await ok(operatorB.call('gm/group/query', {}))).toEqual([{ id: group.id, name: 'Mine', count: 0 }])
  })

  it('gives the GM centre key to platform administrators and operators only', async () => {
    const auths = async (s: Session) => (await ok(s.call('user/info', {}, { method: 'GET' }))).auths
    expect(await auths(operatorB)).toContain('gm_centre')
    expect(await auths(a.admin)).not.toContain('gm_centre')
  })
})
