// An OPC UA driver end to end through the platform (issue 20): added on the driver screen's calls, its
// nodes browsed through the gateway (`equipment/driver/browse`, a command to the edge agent), a browsed
// node taken as a variable, the configuration synced, the value collected live and a write done, against
// a server started with node-opcua.
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EdgeAgent, startEdgeAgent } from '../../../edge/agent/agent.ts'
import { buildGatewayConfig } from '../../../server/devices/config-document.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import type { Db } from '../../../server/storage/db.ts'
import { startOpcServer, type TestOpcServer } from '../edge/opcua-server.ts'
import { ok, type Session } from '../server/helpers.ts'
import {
  type Callback,
  type EdgePlatform,
  settled as settledBy,
  startEdgePlatform,
  until,
} from './platform.ts'

let platform: EdgePlatform
let db: Db
let opc: TestOpcServer
let admin: Session
let deviceId: string
let agent: EdgeAgent

const settled = (uuid: string) => settledBy(admin, uuid)

beforeAll(async () => {
  opc = await startOpcServer()
  platform = await startEdgePlatform('opcua-e2e', 1)
  ;({ db, admin, deviceId } = platform)
  agent = await startEdgeAgent({
    sn: DEMO_GATEWAY.sn,
    code: DEMO_GATEWAY.code,
    serverUrl: platform.broker.url,
    dataDir: join(platform.dir, 'agent'),
    reconnectMs: 100,
    initialConfig: await buildGatewayConfig(db, deviceId),
  })
  await agent.whenLive()
  await until(async () => {
    const row = await db
      .selectFrom('gateways')
      .select('state')
      .where('sn', '=', DEMO_GATEWAY.sn)
      .executeTakeFirst()
    return row?.state === 'online'
  }, 'the gateway online')
}, 30_000)

afterAll(async () => {
  await agent?.stop()
  await platform?.close()
  await opc?.close()
})

describe('OPC UA driver through the platform', () => {
  it('browses nodes through the gateway, takes one as a variable, collects and writes it', async () => {
    const driver = await ok(
      admin.call('equipment/driver/add', {
        equipmentId: deviceId,
        name: 'Boiler OPC',
        protocol: 'opcUa',
        endpoint: opc.endpoint,
        minCollectMs: 100,
        waitMs: 4000,
      }),
    )
    // the gateway knows a driver once the configuration with it went down
    expect(
      (await settled((await ok(admin.call('equipment/multi/sync', { equipmentId: deviceId }))).uuid)).status,
    ).toBe('success')

    const browse = async (nodeId?: string) => {
      const { uuid } = await ok(
        admin.call('equipment/driver/browse', { id: driver.id, ...(nodeId && { opcNode: nodeId }) }),
      )
      const r = await settled(uuid)
      expect(r.status, JSON.stringify(r)).toBe('success')
      return (r.result as { nodes: { nodeId: string; name: string; dataType?: string }[] }).nodes
    }
    const boiler = (await browse()).find((n) => n.name === 'Boiler')!
    const setpoint = (await browse(boiler.nodeId)).find((n) => n.name === 'Setpoint')!
    expect(setpoint).toMatchObject({ nodeId: 'ns=1;s=Setpoint', dataType: 'int16' })

    // an OPC UA variable names its node only: no Modbus register type or address
    const variable = await ok(
      admin.call('equipment/signal/add', {
        equipmentId: deviceId,
        driverId: driver.id,
        name: 'boiler_setpoint',
        opcNode: setpoint.nodeId,
        dataType: setpoint.dataType,
        rw: 'rw',
      }),
    )
    // two decimal places: for display only, the value arrives exactly
    opc.values.temperature = 1042.1234567890124
    const temperature = await ok(
      admin.call('equipment/signal/add', {
        equipmentId: deviceId,
        driverId: driver.id,
        name: 'boiler_temperature',
        opcNode: 'ns=1;s=Temperature',
        dataType: 'float64',
        decimals: 2,
      }),
    )
    expect(
      (await settled((await ok(admin.call('equipment/multi/sync', { equipmentId: deviceId }))).uuid)).status,
    ).toBe('success')
    const live = () =>
      ok(admin.call('monitor/multi/signal/query', { equipmentId: deviceId })) as Promise<
        { signalId: string; value: unknown }[]
      >
    await until(
      async () => (await live()).find((s) => s.signalId === variable.id && s.value === 40),
      'the live value',
    )
    await until(
      async () => (await live()).find((s) => s.signalId === temperature.id && s.value === 1042.1234567890124),
      'the exact double live',
    )

    const { uuid } = await ok(
      admin.call('signal/writeVal', { projectId: '', signalId: variable.id, value: 65 }),
    )
    const written = await until(async () => {
      const r = (await ok(admin.call('signal/callback', { uuid }))) as Callback
      return r.status !== 'pending' && r
    }, 'the write')
    expect(written).toMatchObject({ status: 'success', result: { value: 65 } })
    expect(opc.values.setpoint).toBe(65)
  })
})
