// Drivers of every protocol through HTTP (`equipment/driver/*`, `equipment/signal/*`): what each protocol
// needs (IP, serial device, OPC endpoint and certificate), the serial parameters and OPC fields kept and
// shown, and the gateway document carrying them with OPC node ids and S7 areas on the variables; the OPC
// password and private key are write-only (answers '' with has… flags, the agent's document the real ones).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { buildGatewayConfig } from '../../../server/devices/config-document.ts'
import { ok, type Session, serverWithEnterprise, type TestServer } from './helpers.ts'
import { OPC_SECURE_LOGIN } from './opc-driver.ts'

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

  it('never answers an OPC password or private key; an empty one keeps them, the agent gets them', async () => {
    const key = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----'
    const added = await ok(
      addDriver({
        ...OPC_SECURE_LOGIN,
        certificate: '-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----',
        privateKey: key,
        password: 'hunter2',
      }),
    )
    const id = added.id as string
    const agentOpc = async () =>
      (await buildGatewayConfig(server.db, equipmentId)).drivers.find((d) => d.id === id)?.opcUa
    const stored = async () =>
      JSON.parse(
        (
          await server.db
            .selectFrom('drivers')
            .select('settings')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).settings,
      )
    const hidden = { password: '', privateKey: '', hasPassword: true, hasPrivateKey: true }
    expect(added).toMatchObject({ ...hidden, certificate: expect.stringContaining('MIIC') })
    const listed = (await ok(admin.call('equipment/driver/query', { equipmentId }))) as Record<
      string,
      unknown
    >[]
    const row = listed.find((d) => d.id === id)
    expect(row).toMatchObject(hidden)
    for (const answer of [added, listed]) {
      expect(JSON.stringify(answer)).not.toContain('hunter2')
      expect(JSON.stringify(answer)).not.toContain('MIIE')
    }
    // the operation log keeps no secret either
    const logged = await server.db.selectFrom('operationLog').selectAll().where('objectId', '=', id).execute()
    expect(JSON.stringify(logged)).not.toContain('hunter2')
    expect(JSON.stringify(logged)).not.toContain('MIIE')

    // the form sends the row back as it got it (secrets ''): the stored ones stay, in the DB and for the agent
    const edited = await ok(
      admin.call('equipment/driver/edit', {
        ...row,
        id,
        endpoint: 'opc.tcp://10.0.0.9:4841',
        equipmentId: undefined,
        templateId: undefined,
        hasPassword: undefined,
        hasPrivateKey: undefined,
      }),
    )
    expect(edited).toMatchObject(hidden)
    expect(JSON.stringify(edited)).not.toContain('hunter2')
    expect(await stored()).toMatchObject({ password: 'hunter2', privateKey: key })
    expect(await agentOpc()).toMatchObject({
      endpoint: 'opc.tcp://10.0.0.9:4841',
      privateKey: key,
      password: 'hunter2',
    })
    // a new value replaces the stored one
    await ok(admin.call('equipment/driver/edit', { id, password: 'correct-horse' }))
    expect(await agentOpc()).toMatchObject({ password: 'correct-horse', privateKey: key })
    // a login without a password and an open channel clear what they no longer use
    await ok(
      admin.call('equipment/driver/edit', {
        id,
        authMode: 'anonymous',
        securityPolicy: 'None',
        messageMode: 'None',
        password: '',
        privateKey: '',
      }),
    )
    expect(await stored()).toMatchObject({ password: '', privateKey: '' })
    expect(await agentOpc()).toMatchObject({ password: '', privateKey: '' })
    const [cleared] = (await ok(admin.call('equipment/driver/query', { equipmentId }))).filter(
      (d: { id: string }) => d.id === id,
    )
    expect(cleared).toMatchObject({ hasPassword: false, hasPrivateKey: false })
  })

  it('a template’s detail shows its drivers without their secrets', async () => {
    const template = await ok(admin.call('template/add', { name: 'OPC template' }))
    await ok(
      admin.call('equipment/driver/add', {
        templateId: template.id,
        name: 'opc',
        protocol: 'opcUa',
        endpoint: 'opc.tcp://10.0.0.9:4840',
        authMode: 'userPassword',
        username: 'operator',
        password: 'template-pass',
      }),
    )
    const detail = await ok(admin.call('template/detail', { id: template.id }))
    expect(detail.drivers).toEqual([expect.objectContaining({ password: '', hasPassword: true })])
    expect(JSON.stringify(detail)).not.toContain('template-pass')
  })
})
