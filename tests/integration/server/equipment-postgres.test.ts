// The equipment calls on PostgreSQL: one pass through devices, gateways, configuration, templates,
// groups and the monitor list, jobs and the gateway document, so their SQL is proven on the second
// dialect too. Skipped, saying so, when PostgreSQL does not answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { parseGatewayConfig } from '../../../schemas/edge/config-rules.ts'
import { buildGatewayConfig } from '../../../server/devices/config-document.ts'
import { DEMO_GATEWAY, SPARE_GATEWAY } from '../../../server/devices/seed.ts'
import { pgReachable, postgresDatabase, type TestDatabase } from './databases.ts'
import { deviceWithConfig, registerGateway, settledJob } from './equipment-fixtures.ts'
import { createTestServer, loginDemoAdmin, ok, type TestServer } from './helpers.ts'

const pgUp = await pgReachable()
if (!pgUp) console.log('PostgreSQL not reachable: skipped')

describe.skipIf(!pgUp)('equipment on PostgreSQL', () => {
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

  it('runs the device, configuration, template, group, monitor and job calls', async () => {
    const admin = await loginDemoAdmin(server)
    const [demo] = (await ok(admin.call('equipment/multi/query', { keyword: DEMO_GATEWAY.sn }))).list
    const doc = await buildGatewayConfig(server.db, demo.id)
    expect(parseGatewayConfig(doc).ok).toBe(true)
    expect(doc.variables).toHaveLength(19)

    const added = await ok(
      admin.call('equipment/multi/add', { name: 'PG device', ...SPARE_GATEWAY, lng: 1.5, lat: 2.5 }),
    )
    expect(added).toMatchObject({ sn: SPARE_GATEWAY.sn, configVersion: 1, synced: false, lng: 1.5 })
    const source = await deviceWithConfig(admin, 'PG source')
    const gateway = await registerGateway(admin)
    await ok(admin.call('equipment/multi/bindGateway', { id: source.device.id, ...gateway }))
    expect((await admin.call('equipment/multi/bindGateway', { id: added.id, ...gateway })).code).toBe(
      Code.gatewayAlreadyBound,
    )
    await ok(admin.call('equipment/signal/edit', { id: source.variable.id, readMin: 0, readMax: 10 }))

    const template = await ok(
      admin.call('template/add', { name: 'PG template', equipmentId: source.device.id }),
    )
    const bound = await ok(
      admin.call('equipment/multi/bindTemplate', { id: added.id, templateId: template.id }),
    )
    expect(bound).toMatchObject({ templateSynced: true, configVersion: 2 })
    expect((await ok(admin.call('template/queryForManage', {}))).list[0]).toMatchObject({ deviceCount: 1 })

    const group = await ok(admin.call('monitor/group/add', { name: 'PG group' }))
    const sub = await ok(admin.call('monitor/group/add', { name: 'PG sub', parentId: group.id }))
    await ok(admin.call('equipment/multi/edit', { id: added.id, groupId: sub.id }))
    await ok(admin.call('monitor/equipment/setFollow', { equipmentId: added.id }))
    const monitored = await ok(admin.call('monitor/equipment/query', { groupId: group.id }))
    expect(monitored.list).toEqual([
      expect.objectContaining({ id: added.id, followed: true, alarming: false }),
    ])
    expect(await ok(admin.call('monitor/equipment/queryAllForMap', {}))).toEqual([
      expect.objectContaining({ id: added.id }),
      expect.objectContaining({ id: demo.id }),
    ])
    expect(
      (await ok(admin.call('monitor/group/query'))).find((g: { id: string }) => g.id === sub.id).deviceCount,
    ).toBe(1)

    await ok(
      admin.call('equipment/multi/share/editPwd', { equipId: added.id, shared: true, password: 'pg12' }),
    )
    const users = await ok(admin.call('equipment/multi/user/query', { equipId: added.id }))
    expect(users).toEqual([])

    const check = await ok(
      admin.call('equip/advance/checkGateway', {
        id: added.id,
        ...(await registerGateway(admin, { series: 'lite' })),
      }),
    )
    expect(check.ok).toBe(false)
    const { jobId } = await ok(
      admin.call('equipment/multi/copy', { id: source.device.id, targetIds: [added.id] }),
    )
    expect(await settledJob(admin, jobId)).toMatchObject({ state: 'completed', done: 1 })
    expect((await ok(admin.call('equipment/multi/info', { id: added.id }))).templateSynced).toBe(false)
    await ok(admin.call('equipment/multi/delete', { id: source.device.id }))
    expect(await ok(admin.call('hardware/queryBySn', gateway))).toMatchObject({ bound: false })
  })
})
