// Groups and the monitor lists through HTTP (`monitor/group/*`, `monitor/equipment/*`): the tree's
// limits (depth 10: 1201, 500 nodes under a parent: 1202), moving and deleting groups, devices by
// group, the monitor list with alarm and follow state, and the map's located devices.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { MAX_GROUP_DEPTH, MAX_NODES_PER_PARENT } from '../../../server/devices/groups.ts'
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
let admin: Session

beforeAll(async () => {
  server = await createTestServer()
  org = await createEnterprise(server, await loginDemoAdmin(server))
  admin = org.admin
})
afterAll(() => server.close())

const addGroup = (name: string, parentId?: string) => admin.call('monitor/group/add', { name, parentId })

/** Group rows written straight into the table, to fill a parent up to its limit quickly. */
async function fillGroups(parentId: string | null, depth: number, n: number) {
  const now = server.clock.now()
  const rows = Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    orgId: org.orgId,
    parentId,
    name: `g${i}`,
    depth,
    createdAt: now,
    updatedAt: now,
  }))
  for (let i = 0; i < rows.length; i += 200)
    await server.db
      .insertInto('deviceGroups')
      .values(rows.slice(i, i + 200))
      .execute()
}

describe('the group tree', () => {
  it('nests 10 levels and refuses the 11th (1201)', async () => {
    let parentId: string | undefined
    for (let level = 1; level <= MAX_GROUP_DEPTH; level++) {
      const group = await ok(addGroup(`L${level}`, parentId))
      expect(group.depth).toBe(level)
      parentId = group.id
    }
    expect(await addGroup('L11', parentId)).toMatchObject({ code: Code.groupTooDeep, data: { max: 10 } })
  })

  it('holds 500 nodes under a parent, groups and devices together, and refuses the 501st (1202)', async () => {
    const parent = await ok(addGroup('Wide'))
    await fillGroups(parent.id, 2, MAX_NODES_PER_PARENT - 1)
    await ok(admin.call('equipment/multi/add', { name: 'Last node', groupId: parent.id }))
    expect((await addGroup('one more', parent.id)).code).toBe(Code.groupTooWide)
    expect((await admin.call('equipment/multi/add', { name: 'one more', groupId: parent.id })).code).toBe(
      Code.groupTooWide,
    )
    const elsewhere = await ok(admin.call('equipment/multi/add', { name: 'Elsewhere' }))
    expect((await admin.call('equipment/multi/edit', { id: elsewhere.id, groupId: parent.id })).code).toBe(
      Code.groupTooWide,
    )
  })

  it('moves a group with its sub-groups, keeping depths, never under itself or past level 10', async () => {
    const a = await ok(addGroup('A'))
    const b = await ok(addGroup('B', a.id))
    const c = await ok(addGroup('C', b.id))
    expect((await admin.call('monitor/group/edit', { id: a.id, parentId: c.id })).code).toBe(
      Code.paramInvalid,
    )
    const moved = await ok(admin.call('monitor/group/edit', { id: b.id, parentId: '', name: 'B2' }))
    expect(moved).toMatchObject({ parentId: null, depth: 1, name: 'B2' })
    const groups = await ok(admin.call('monitor/group/query'))
    expect(groups.find((g: { id: string }) => g.id === c.id)).toMatchObject({ depth: 2, parentId: b.id })
    let deep = (await ok(addGroup('D1'))).id
    for (let level = 2; level <= 9; level++) deep = (await ok(addGroup(`D${level}`, deep))).id
    expect((await admin.call('monitor/group/edit', { id: b.id, parentId: deep })).code).toBe(
      Code.groupTooDeep,
    )
    expect((await ok(admin.call('monitor/group/edit', { id: c.id, parentId: deep }))).depth).toBe(10)
  })

  it('deletes an empty group only (10004)', async () => {
    const parent = await ok(addGroup('P'))
    const child = await ok(addGroup('Ch', parent.id))
    expect((await admin.call('monitor/group/delete', { id: parent.id })).code).toBe(Code.inUse)
    const device = await ok(admin.call('equipment/multi/add', { name: 'In child', groupId: child.id }))
    expect((await admin.call('monitor/group/delete', { id: child.id })).code).toBe(Code.inUse)
    await ok(admin.call('equipment/multi/edit', { id: device.id, groupId: '' }))
    await ok(admin.call('monitor/group/delete', { id: child.id }))
    await ok(admin.call('monitor/group/delete', { id: parent.id }))
    const ids = (await ok(admin.call('monitor/group/query'))).map((g: { id: string }) => g.id)
    expect(ids).not.toContain(parent.id)
  })
})

describe('the monitor lists', () => {
  let team: TestEnterprise
  let groupId: string
  let subId: string
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    team = await createEnterprise(server, await loginDemoAdmin(server))
    groupId = (await ok(team.admin.call('monitor/group/add', { name: 'Site' }))).id
    subId = (await ok(team.admin.call('monitor/group/add', { name: 'Room', parentId: groupId }))).id
    const add = async (name: string, body: object) =>
      (ids[name] = (await ok(team.admin.call('equipment/multi/add', { name, ...body }))).id)
    await add('North', { groupId, lng: 116.4, lat: 39.9 })
    await add('South', { groupId: subId, lng: 113.3, lat: 23.1 })
    await add('Loose', {})
    await server.db
      .insertInto('alarmRecords')
      .values({
        id: randomUUID(),
        orgId: team.orgId,
        deviceId: ids.South as string,
        ruleId: null,
        variableId: null,
        type: 'variable',
        level: 'severe',
        value: '',
        text: '',
        triggeredAt: server.clock.now(),
        resolvedAt: null,
        confirmedAt: null,
        confirmedBy: null,
      })
      .execute()
  })

  const names = (list: { name: string }[]) => list.map((d) => d.name)

  it('lists with alarm and follow state, followed first; filters by followed', async () => {
    await ok(team.admin.call('monitor/equipment/setFollow', { equipmentId: ids.Loose }))
    await ok(team.admin.call('monitor/equipment/setFollow', { equipmentId: ids.Loose }))
    const page = await ok(team.admin.call('monitor/equipment/query', {}))
    expect(page.list[0]).toMatchObject({ name: 'Loose', followed: true, alarming: false })
    expect(page.list.find((d: { name: string }) => d.name === 'South')).toMatchObject({
      alarming: true,
      followed: false,
    })
    expect(names((await ok(team.admin.call('monitor/equipment/query', { followed: true }))).list)).toEqual([
      'Loose',
    ])
    expect(await ok(team.admin.call('monitor/equipment/cancleFollow', { equipmentId: ids.Loose }))).toEqual({
      equipmentId: ids.Loose,
      followed: false,
    })
    expect((await ok(team.admin.call('monitor/equipment/query', { followed: true }))).total).toBe(0)
  })

  it('follows are per account', async () => {
    const viewer = await (await createAccount(server, team.admin, { kind: 'operation' })).session()
    await ok(viewer.call('monitor/equipment/setFollow', { equipmentId: ids.North }))
    expect((await ok(team.admin.call('monitor/equipment/query', { followed: true }))).total).toBe(0)
    expect(names((await ok(viewer.call('monitor/equipment/query', { followed: true }))).list)).toEqual([
      'North',
    ])
  })

  it('by group: directly in it (or in none), or in it and its sub-groups', async () => {
    expect(names((await ok(team.admin.call('monitor/equipment/queryByGroup', { groupId }))).list)).toEqual([
      'North',
    ])
    expect(names((await ok(team.admin.call('monitor/equipment/queryByGroup', {}))).list)).toEqual(['Loose'])
    const all = await ok(team.admin.call('monitor/equipment/queryAllByGroup', { groupId }))
    expect(names(all).sort()).toEqual(['North', 'South'])
    const groups = await ok(team.admin.call('monitor/group/query'))
    expect(groups.map((g: { name: string; deviceCount: number }) => [g.name, g.deviceCount])).toEqual([
      ['Site', 1],
      ['Room', 1],
    ])
  })

  it('the map has the located devices only', async () => {
    const map = await ok(team.admin.call('monitor/equipment/queryAllForMap', {}))
    expect(names(map).sort()).toEqual(['North', 'South'])
    expect(map.find((d: { name: string }) => d.name === 'North')).toMatchObject({ lng: 116.4, lat: 39.9 })
    expect(names(await ok(team.admin.call('monitor/equipment/queryAllForMap', { groupId: subId })))).toEqual([
      'South',
    ])
  })

  it('an account without device rights sees no devices, but may list the groups', async () => {
    const plain = await (await createAccount(server, team.admin)).session()
    expect((await ok(plain.call('monitor/equipment/query', {}))).total).toBe(0)
    expect(await ok(plain.call('monitor/equipment/queryAllForMap', {}))).toEqual([])
    expect(
      (await ok(plain.call('monitor/group/query'))).map((g: { deviceCount: number }) => g.deviceCount),
    ).toEqual([0, 0])
    expect((await plain.call('monitor/group/add', { name: 'X' })).code).toBe(Code.noAccess)
    expect((await plain.call('monitor/equipment/setFollow', { equipmentId: ids.North })).code).toBe(
      Code.noDataOrPermission,
    )
  })
})
