// The demo equipment: a bound gateway whose device reads the PLC simulator, so that the device's
// gateway document equals the simulator's demo document in drivers and variables (and carries an
// alarm rule and a report); a free gateway to add a device with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoGatewayConfig } from '../../../edge/plc-simulator/index.ts'
import { parseGatewayConfig } from '../../../schemas/edge/config-rules.ts'
import { buildGatewayConfig } from '../../../server/devices/config-document.ts'
import { verifyGatewayCredential } from '../../../server/devices/gateways.ts'
import {
  DEMO_CONFIG_VERSION,
  DEMO_GATEWAY,
  plcPortFromEnv,
  SPARE_GATEWAY,
} from '../../../server/devices/seed.ts'
import { createTestServer, loginDemoAdmin, ok, type Session, type TestServer } from './helpers.ts'

let server: TestServer
let admin: Session
let deviceId: string

beforeAll(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  const list = await ok(admin.call('equipment/multi/query', { keyword: DEMO_GATEWAY.sn }))
  deviceId = list.list[0].id
})
afterAll(() => server.close())

describe('demo equipment', () => {
  it('has the demo device bound to gateway 100000000001, online state offline, not yet synced', async () => {
    const device = await ok(admin.call('equipment/multi/info', { id: deviceId }))
    expect(device).toMatchObject({
      sn: DEMO_GATEWAY.sn,
      state: 'offline',
      series: 'standard',
      configVersion: DEMO_CONFIG_VERSION,
      reportedVersion: 0,
      synced: false,
      groupName: '演示产线 Demo line',
    })
  })

  it("builds a valid document equal to the simulator's demo document in drivers and variables", async () => {
    const doc = await buildGatewayConfig(server.db, deviceId)
    expect(parseGatewayConfig(doc).ok).toBe(true)
    const demo = demoGatewayConfig({ plcPort: plcPortFromEnv() })
    expect(doc.version).toBe(DEMO_CONFIG_VERSION)
    expect({ ...doc, version: demo.version, alarms: [], reports: [] }).toEqual(demo)
    expect(doc.alarms).toEqual([
      expect.objectContaining({ variableId: 'temperature', condition: 'gt', value: 35 }),
    ])
    expect(doc.reports).toEqual([
      expect.objectContaining({
        variableIds: ['temperature', 'level', 'flow', 'current'],
        storageMode: 'periodic',
      }),
    ])
  })

  it('lets the gateways log in with SN and code, and nothing else', async () => {
    expect(await verifyGatewayCredential(server.db, DEMO_GATEWAY.sn, DEMO_GATEWAY.code)).toBe(true)
    expect(await verifyGatewayCredential(server.db, SPARE_GATEWAY.sn, SPARE_GATEWAY.code)).toBe(true)
    expect(await verifyGatewayCredential(server.db, DEMO_GATEWAY.sn, SPARE_GATEWAY.code)).toBe(false)
    expect(await verifyGatewayCredential(server.db, '999999999999', DEMO_GATEWAY.code)).toBe(false)
  })

  it('adds a device with the spare gateway (the golden path)', async () => {
    const device = await ok(admin.call('equipment/multi/add', { name: 'Line 2', ...SPARE_GATEWAY }))
    expect(device).toMatchObject({ sn: SPARE_GATEWAY.sn, state: 'offline', configVersion: 1, synced: false })
    const hw = await ok(admin.call('hardware/queryBySn', { sn: SPARE_GATEWAY.sn }))
    expect(hw).toMatchObject({ bound: true, equipmentId: device.id })
  })
})
