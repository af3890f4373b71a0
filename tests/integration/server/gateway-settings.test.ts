// Gateway settings and group assignment (issue 21): settings are validated (IP, MAC, two-way TLS needs a
// client certificate; anti-tamper a formula the evaluator parses and a write-back variable read and
// written on a driver of the gateway's device, 1313 otherwise), kept with the gateway, answered without
// secrets, and make a new configuration version (the device is not synced until its gateway runs it); a
// work-mode change asks for a restart. The gateway's anti-tamper report is shown, and "stopped offline"
// once it has been away its offline stop minutes. Devices join a group of their enterprise only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { buildGatewayConfig } from '../../../server/devices/config-document.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import {
  createEnterprise,
  createTestServer,
  deviceOfGateway,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
} from './helpers.ts'

let server: TestServer
let admin: Session
beforeEach(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
})
afterEach(() => server.close())

const demo = async () => (await ok(admin.call('gateway/query', { keyword: DEMO_GATEWAY.sn }))).list[0]

/** A variable of the demo device on a driver, read-write or read-only. */
const demoVariable = async (rw: 'rw' | 'r') =>
  (
    await server.db
      .selectFrom('variables')
      .select('id')
      .where('deviceId', '=', await deviceOfGateway(server.db, DEMO_GATEWAY.sn))
      .where('kind', '=', 'device')
      .where('driverId', 'is not', null)
      .where('rw', '=', rw)
      .executeTakeFirstOrThrow()
  ).id

describe('gateway settings', () => {
  it('are validated, stored without answering secrets, and make a new version to sync', async () => {
    const gateway = await demo()
    expect(gateway).toMatchObject({ sn: DEMO_GATEWAY.sn, equipmentName: expect.any(String) })
    const edit = (fields: object) => admin.call('gateway/settings/edit', { gatewayId: gateway.id, ...fields })
    expect((await edit({ lanIp: '192.168.1.300' })).code).toBe(Code.paramInvalid)
    expect((await edit({ mac: '00:11:22:33:44' })).code).toBe(Code.paramInvalid)
    const writeBack = await demoVariable('rw')
    const antiTamper = { antiTamper: true, antiTamperFormula: 'X*10', antiTamperWriteBack: writeBack }
    expect((await edit({ ...antiTamper, antiTamperFormula: 'X**' })).code).toBe(Code.antiTamper)
    expect((await edit({ ...antiTamper, antiTamperFormula: 'Y+1' })).code).toBe(Code.antiTamper)
    expect((await edit({ ...antiTamper, antiTamperWriteBack: await demoVariable('r') })).code).toBe(
      Code.antiTamper,
    )
    expect((await edit({ ...antiTamper, antiTamperWriteBack: 'no-such-variable' })).code).toBe(
      Code.antiTamper,
    )
    expect((await edit({ antiTamper: true })).code).toBe(Code.paramMissing)
    expect((await edit({ antiTamper: true, antiTamperFormula: 'X*10' })).code).toBe(Code.paramMissing)
    expect((await edit({ mqttAuth: 'twoWay' })).code).toBe(Code.paramMissing)
    expect((await edit({ mqttTopic: 'x'.repeat(201) })).code).toBe(Code.paramInvalid)

    const saved = await ok(
      edit({
        lanIp: '192.168.1.30',
        workMode: 'router',
        mqttPassword: 's3cret',
        ...antiTamper,
      }),
    )
    expect(saved.restartRequired).toBe(true)
    expect(saved.gateway.settings).toMatchObject({
      lanIp: '192.168.1.30',
      workMode: 'router',
      mqttPassword: '',
    })
    expect(saved.gateway.synced).toBe(false)
    expect(JSON.stringify(await ok(admin.call('gateway/query', {})))).not.toContain('s3cret')
    // an empty secret keeps the stored one; the same work mode needs no restart
    const again = await ok(edit({ mqttPassword: '', workMode: 'router' }))
    expect(again.restartRequired).toBe(false)
    const stored = await server.db
      .selectFrom('gateways')
      .select('settings')
      .where('id', '=', gateway.id)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(stored.settings)).toMatchObject({
      mqttPassword: 's3cret',
      bindScope: 'any',
    })
    // the document the agent gets carries what it applies (MQTT, anti-tamper, alarms), not the hardware's
    const document = await buildGatewayConfig(server.db, await deviceOfGateway(server.db, DEMO_GATEWAY.sn))
    expect(document.settings).toEqual({ mqttPassword: 's3cret', ...antiTamper })
    expect(document.workMode).toBe('router')
  })

  it('shows what the gateway reports of anti-tamper, and "stopped offline" once away its minutes', async () => {
    const gateway = await demo()
    expect(gateway.antiTamperStatus).toBeNull()
    await ok(
      admin.call('gateway/settings/edit', {
        gatewayId: gateway.id,
        antiTamper: true,
        antiTamperFormula: 'X*3+7',
        antiTamperWriteBack: await demoVariable('rw'),
        antiTamperOfflineStopMinutes: 5,
      }),
    )
    const reported = { state: 'answering', since: server.clock.now() - 1000, answeredAt: server.clock.now() }
    const set = (fields: { state: string; lastSeenAt: number; antiTamperStatus: string }) =>
      server.db.updateTable('gateways').set(fields).where('id', '=', gateway.id).execute()
    await set({ state: 'online', lastSeenAt: server.clock.now(), antiTamperStatus: JSON.stringify(reported) })
    expect((await demo()).antiTamperStatus).toEqual(reported)
    await set({
      state: 'offline',
      lastSeenAt: server.clock.now(),
      antiTamperStatus: JSON.stringify(reported),
    })
    server.clock.advance(4 * 60_000)
    expect((await demo()).antiTamperStatus).toEqual(reported)
    server.clock.advance(60_000)
    expect((await demo()).antiTamperStatus).toEqual({
      state: 'stoppedOffline',
      since: server.clock.now(),
    })
  })

  it('lists only the enterprise’s gateways, filtered by state', async () => {
    const platform = await loginDemoAdmin(server)
    const other = await createEnterprise(server, platform)
    expect((await ok(other.admin.call('gateway/query', {}))).list).toEqual([])
    expect((await ok(admin.call('gateway/query', { state: 'sleeping' }))).list).toEqual([])
    expect((await other.admin.call('gateway/settings/edit', { gatewayId: (await demo()).id })).code).toBe(
      Code.noDataOrPermission,
    )
  })
})

describe('group assignment', () => {
  it('moves devices into a group and out again', async () => {
    const deviceId = await deviceOfGateway(server.db, DEMO_GATEWAY.sn)
    const group = await ok(admin.call('monitor/group/add', { name: 'Plant' }))
    await ok(admin.call('monitor/group/assign', { groupId: group.id, equipmentIds: [deviceId] }))
    expect((await ok(admin.call('monitor/equipment/queryByGroup', { groupId: group.id }))).list).toHaveLength(
      1,
    )
    expect((await admin.call('monitor/group/delete', { id: group.id })).code).toBe(Code.inUse)
    await ok(admin.call('monitor/group/assign', { groupId: '', equipmentIds: [deviceId] }))
    await ok(admin.call('monitor/group/delete', { id: group.id }))
  })
})
