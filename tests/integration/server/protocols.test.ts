// Protocols as data (issue 35) against the running server: everyone signed in reads them, only platform
// administrators change them (90003); names are unique (2101 protocols, 2102 register types per
// protocol); a register type added is taken by a variable of a driver of its protocol at once, its data
// types checked (10001 naming dataType), an unknown one refused (10001 naming registerType), and the
// gateway document names the agent's table; one in use is kept (10004). The location each protocol needs
// (OPC UA node id, S7 area and address, Modbus register type and address) answers 10003 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { buildGatewayConfig } from '../../../server/devices/config-document.ts'
import { registerGateway } from './equipment-fixtures.ts'
import {
  createEnterprise,
  createTestServer,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
  uniqueName,
} from './helpers.ts'

let server: TestServer
let platform: Session
let equipmentId: string

const register = (name: string, extra: Record<string, unknown> = {}) => ({
  protocol: 'modbusTcp',
  name,
  labelZh: `浮点 ${name}`,
  labelEn: `Float ${name}`,
  table: 'holdingRegister',
  dataTypes: ['float32'],
  ...extra,
})

beforeAll(async () => {
  server = await createTestServer()
  platform = await loginDemoAdmin(server)
  const gateway = await registerGateway(platform)
  equipmentId = (await ok(platform.call('equipment/multi/add', { name: uniqueName('Proto'), ...gateway }))).id
})
afterAll(() => server.close())

const driver = async (protocol: string, fields: Record<string, unknown> = {}) =>
  (
    await ok(
      platform.call('equipment/driver/add', { equipmentId, name: uniqueName('d'), protocol, ...fields }),
    )
  ).id

describe('the protocols as data', () => {
  it('answers the seeded protocols to anyone signed in, changes only for platform administrators', async () => {
    const { admin } = await createEnterprise(server, platform)
    const protocols = await ok(admin.call('system/protocol/query', {}))
    expect(protocols.map((p: { key: string }) => p.key)).toEqual([
      'modbusTcp',
      'modbusRtu',
      'modbusRtuOverTcp',
      'opcUa',
      's7',
    ])
    expect(protocols[0].registerTypes.map((r: { name: string }) => r.name)).toEqual([
      'coil',
      'discreteInput',
      'inputRegister',
      'holdingRegister',
    ])
    expect(protocols[3]).toMatchObject({ name: 'OPC UA', registerTypes: [] })
    expect((await admin.call('system/protocol/register/save', register('x1'))).code).toBe(Code.noAccess)
    expect((await admin.call('system/protocol/save', { ...protocols[0], name: 'x' })).code).toBe(
      Code.noAccess,
    )
  })

  it('keeps protocol names unique (2101) and register type names per protocol (2102)', async () => {
    const s7 = { key: 's7', name: 'Modbus TCP', dataTypes: ['int16'] }
    expect((await platform.call('system/protocol/save', s7)).code).toBe(Code.protocolNameExists)
    const name = `f${Date.now().toString(36)}`
    await ok(platform.call('system/protocol/register/save', register(name)))
    expect((await platform.call('system/protocol/register/save', register(name))).code).toBe(
      Code.registerTypeNameExists,
    )
    await ok(platform.call('system/protocol/register/save', register(name, { protocol: 'modbusRtu' })))
    const bits = register(`${name}b`, { table: 'coil', dataTypes: ['int16'] })
    expect(await platform.call('system/protocol/register/save', bits)).toMatchObject({
      code: Code.paramInvalid,
      data: { field: 'dataTypes' },
    })
    const opc = register(`${name}o`, { protocol: 'opcUa' })
    expect((await platform.call('system/protocol/register/save', opc)).code).toBe(Code.paramInvalid)
  })

  it('takes a new register type in a variable at once and names its table in the document', async () => {
    const name = `hf${Date.now().toString(36)}`
    await ok(platform.call('system/protocol/register/save', register(name)))
    const driverId = await driver('modbusTcp', { ip: '10.0.0.7' })
    const variable = { equipmentId, driverId, kind: 'device', address: 10 }
    const add = (fields: Record<string, unknown>) =>
      platform.call('equipment/signal/add', { ...variable, name: uniqueName('v'), ...fields })
    expect(await add({ registerType: name, dataType: 'int16' })).toMatchObject({
      code: Code.paramInvalid,
      data: { field: 'dataType' },
    })
    expect(await add({ registerType: 'noSuchType', dataType: 'float32' })).toMatchObject({
      code: Code.paramInvalid,
      data: { field: 'registerType' },
    })
    const added = await ok(add({ registerType: name, dataType: 'float32' }))
    expect(added.registerType).toBe(name)
    const document = await buildGatewayConfig(server.db, equipmentId)
    expect(document.variables.find((v) => v.id === added.id)).toMatchObject({
      registerType: 'holdingRegister',
    })
    const del = { protocol: 'modbusTcp', name }
    expect((await platform.call('system/protocol/register/delete', del)).code).toBe(Code.inUse)
    await ok(platform.call('equipment/signal/delete', { id: added.id }))
    const after = await ok(platform.call('system/protocol/register/delete', del))
    expect(after.registerTypes.map((r: { name: string }) => r.name)).not.toContain(name)
  })

  it.each([
    ['opcUa', { endpoint: 'opc.tcp://10.0.0.8:4840' }, {}, 'opcNode'],
    ['s7', { ip: '10.0.0.9' }, { address: 4 }, 's7Area'],
    ['s7', { ip: '10.0.0.9' }, { s7Area: 'M' }, 'address'],
    ['modbusTcp', { ip: '10.0.0.7' }, { address: 4 }, 'registerType'],
  ])('a %s variable lacking its location answers 10003 naming it', async (protocol, fields, extra, field) => {
    const driverId = await driver(protocol, fields)
    const answer = await platform.call('equipment/signal/add', {
      equipmentId,
      driverId,
      kind: 'device',
      name: uniqueName('v'),
      dataType: 'int16',
      ...extra,
    })
    expect(answer.code).toBe(Code.paramMissing)
    expect(JSON.stringify(answer.data)).toContain(`/${field}`)
  })

  it('refuses a data type the protocol does not take (10001 naming dataType)', async () => {
    const driverId = await driver('s7', { ip: '10.0.0.9' })
    const answer = await platform.call('equipment/signal/add', {
      ...{ equipmentId, driverId, kind: 'device', name: uniqueName('v') },
      ...{ s7Area: 'M', address: 0, dataType: 'text' },
    })
    expect(answer).toMatchObject({ code: Code.paramInvalid, data: { field: 'dataType' } })
  })
})
