// Drivers of every protocol through HTTP (`equipment/driver/*`, `equipment/signal/*`): what each protocol
// needs (IP, serial device, OPC endpoint and certificate), the serial parameters and OPC fields kept and
// shown, and the gateway document carrying them with OPC node ids and S7 areas on the variables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { buildGatewayConfig } from '../../../server/devices/config-document.ts'
import { SECRET_MASK } from '../../../server/devices/config-rows.ts'
import { ok, type Session, serverWithEnterprise, type TestServer } from './helpers.ts'

let server: TestServer
let admin: Session
let equipmentId: string

beforeAll(async () => {
  ;({ server, admin } = await serverWithEnterprise())
  equipmentId = (await ok(admin.call('equipment/multi/add', { name: 'Drivers' }))).id as string
})
afterAll(() => server.close())

const addDriver = (fields: Record<string, unknown>) =>
  admin.call('equipment/driver/add', { equipmentId, name: `d${Math.random()}`.slice(0, 10), ...fields })

describe('drivers of each protocol', () => {
  it('refuses a protocol without what it needs', async () => {
    for (const fields of [
      { protocol: 'modbusTcp' },
      { protocol: 's7' },
      { protocol: 'modbusRtu', port: '' },
      { protocol: 'opcUa' },
      { protocol: 'opcUa', endpoint: 'opc.tcp://plc:4840', authMode: 'certificate' },
    ]) {
      const r = await addDriver(fields)
      expect(r.code, JSON.stringify(fields)).toBe(Code.paramMissing)
    }
    expect((await addDriver({ protocol: 'opcUa', endpoint: 'http://plc' })).code).toBe(Code.paramInvalid)
  })

  it('keeps serial parameters and OPC fields and sends them down with node ids and S7 areas', async () => {
    const rtu = await ok(
      addDriver({ protocol: 'modbusRtu', port: '/dev/ttyS1', baudRate: 19200, parity: 'even', stopBits: 2 }),
    )
    const opc = await ok(
      addDriver({
        protocol: 'opcUa',
        endpoint: 'opc.tcp://10.0.0.7:4840',
        securityPolicy: 'Basic256Sha256',
        messageMode: 'SignAndEncrypt',
        authMode: 'userPassword',
        username: 'operator',
        password: 'secret',
      }),
    )
    const s7 = await ok(addDriver({ protocol: 's7', ip: '10.0.0.8', tcpPort: 102, address: 1 }))
    const drivers = (await ok(admin.call('equipment/driver/query', { equipmentId }))) as Record<
      string,
      unknown
    >[]
    expect(drivers.find((d) => d.id === rtu.id)).toMatchObject({
      protocol: 'modbusRtu',
      baudRate: 19200,
      dataBits: 8,
    })
    expect(drivers.find((d) => d.id === opc.id)).toMatchObject({
      securityPolicy: 'Basic256Sha256',
      authMode: 'userPassword',
    })

    const variable = (driverId: string, fields: Record<string, unknown>) =>
      ok(
        admin.call('equipment/signal/add', {
          equipmentId,
          driverId,
          name: `v${Math.floor(Math.random() * 1e9)}`,
          registerType: 'holdingRegister',
          address: 4,
          dataType: 'float32',
          ...fields,
        }),
      )
    await variable(rtu.id as string, {})
    await variable(opc.id as string, { opcNode: 'ns=2;s=Boiler.Temperature' })
    await variable(s7.id as string, { s7Area: 'DB', dbNumber: 12 })
    await ok(admin.call('equipment/driver/edit', { id: rtu.id, baudRate: 38400 }))

    const doc = await buildGatewayConfig(server.db, equipmentId)
    expect(doc.drivers.find((d) => d.id === rtu.id)).toMatchObject({
      protocol: 'modbusRtu',
      serial: { path: '/dev/ttyS1', baudRate: 38400, dataBits: 8, parity: 'even', stopBits: 2 },
    })
    expect(doc.drivers.find((d) => d.id === opc.id)?.opcUa).toMatchObject({
      endpoint: 'opc.tcp://10.0.0.7:4840',
      messageMode: 'SignAndEncrypt',
      auth: 'userPassword',
      username: 'operator',
    })
    expect(doc.variables.find((v) => v.driverId === opc.id)?.nodeId).toBe('ns=2;s=Boiler.Temperature')
    expect(doc.variables.find((v) => v.driverId === s7.id)).toMatchObject({ s7Area: 'DB', dbNumber: 12 })
  })

  it('never answers an OPC password or private key; the mask sent back keeps them', async () => {
    const key = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----'
    const added = await ok(
      addDriver({
        protocol: 'opcUa',
        endpoint: 'opc.tcp://10.0.0.9:4840',
        authMode: 'certificate',
        certificate: '-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----',
        privateKey: key,
        password: 'hunter2',
      }),
    )
    const secretsOf = async () => {
      const doc = await buildGatewayConfig(server.db, equipmentId)
      return doc.drivers.find((d) => d.id === added.id)?.opcUa
    }
    expect(added).toMatchObject({ password: SECRET_MASK, privateKey: SECRET_MASK })
    const listed = (await ok(admin.call('equipment/driver/query', { equipmentId }))) as Record<
      string,
      unknown
    >[]
    const row = listed.find((d) => d.id === added.id)
    expect(JSON.stringify(listed)).not.toContain('hunter2')
    expect(JSON.stringify(listed)).not.toContain('MIIE')
    // the operation log keeps no secret either
    const logged = await server.db
      .selectFrom('operationLog')
      .selectAll()
      .where('objectId', '=', added.id as string)
      .execute()
    expect(JSON.stringify(logged)).not.toContain('hunter2')
    // the form sends the row back as it got it: the secrets stay
    await ok(
      admin.call('equipment/driver/edit', { ...row, id: added.id, endpoint: 'opc.tcp://10.0.0.9:4841' }),
    )
    expect(await secretsOf()).toMatchObject({
      endpoint: 'opc.tcp://10.0.0.9:4841',
      privateKey: key,
      password: 'hunter2',
    })
    // an emptied password is cleared
    await ok(admin.call('equipment/driver/edit', { id: added.id, password: '' }))
    expect((await secretsOf())?.password).toBe('')
  })
})
