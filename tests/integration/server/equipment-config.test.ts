// The configuration of devices and templates through HTTP (`equipment/{driver,signal,alarm,report,
// script}/*`): the field rules of spec §5 (variable names, formulas, limit order, mappings ≤ 100:
// 1726), references within one owner (1504, 1401, 90003), variables per report (1708), the series
// capacities (1505, 1706, 1707, 1701, scripts 90004 / 1314), template access, and that every change
// gives the gateway a new configuration version and shows in the gateway document.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { Variable } from '../../../schemas/entities/equipment.ts'
import { check } from '../../../schemas/validate.ts'
import { type Counts, capacityOf } from '../../../server/devices/capacity.ts'
import { buildGatewayConfig } from '../../../server/devices/config-document.ts'
import { deviceWithConfig, registerGateway } from './equipment-fixtures.ts'
import {
  createAccount,
  ok,
  type Session,
  serverWithEnterprise,
  type TestEnterprise,
  type TestServer,
} from './helpers.ts'

let server: TestServer
let platform: Session
let org: TestEnterprise
let admin: Session

beforeAll(async () => {
  ;({ server, platform, org, admin } = await serverWithEnterprise())
})
afterAll(() => server.close())

async function deviceWithDriver() {
  const device = await ok(admin.call('equipment/multi/add', { name: 'Cfg' }))
  const driver = await ok(
    admin.call('equipment/driver/add', { equipmentId: device.id, name: 'PLC', ip: '10.0.0.2' }),
  )
  return { equipmentId: device.id as string, driverId: driver.id as string }
}

const signal = (owner: { equipmentId: string; driverId: string }, fields: Record<string, unknown> = {}) => ({
  ...owner,
  name: `v_${randomUUID().slice(0, 8)}`,
  registerType: 'holdingRegister',
  address: 0,
  dataType: 'int16',
  ...fields,
})

/** Rows written straight into a table, for filling an owner up to its capacity quickly. */
async function fill(
  table: 'drivers' | 'variables' | 'alarmRules' | 'reports' | 'scripts',
  owner: object,
  n: number,
  extra: object = {},
) {
  const now = server.clock.now()
  const rows = Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    orgId: org.orgId,
    deviceId: null,
    templateId: null,
    ...owner,
    createdAt: now,
    updatedAt: now,
    ...(table === 'drivers' && { name: `d${i}` }),
    ...(table === 'variables' && { name: `f${i}`, key: `f${i}` }),
    ...(table === 'reports' && { name: `r${i}` }),
    ...(table === 'scripts' && { name: `s${i}`, strategy: 'onStart' }),
    ...extra,
  }))
  for (let i = 0; i < rows.length; i += 200)
    await server.db
      .insertInto(table)
      .values(rows.slice(i, i + 200) as never)
      .execute()
}

describe('drivers', () => {
  it('adds with defaults, edits, lists, and deleting one takes its variables', async () => {
    const owner = await deviceWithDriver()
    const [driver] = await ok(admin.call('equipment/driver/query', { equipmentId: owner.equipmentId }))
    expect(driver).toMatchObject({
      name: 'PLC',
      protocol: 'modbusTcp',
      address: 1,
      tcpPort: 502,
      minCollectMs: 1000,
      waitMs: 1000,
      equipmentId: owner.equipmentId,
      templateId: null,
    })
    expect((await admin.call('equipment/driver/add', { ...owner, name: 'Bad', ip: '10.0.0.300' })).code).toBe(
      Code.paramInvalid,
    )
    const edited = await ok(
      admin.call('equipment/driver/edit', { id: driver.id, tcpPort: 1502, address: '3' }, { form: true }),
    )
    expect(edited).toMatchObject({ tcpPort: 1502, address: 3, name: 'PLC' })
    await ok(admin.call('equipment/signal/add', signal(owner)))
    await ok(admin.call('equipment/driver/delete', { id: driver.id }))
    expect(await ok(admin.call('equipment/signal/query', { equipmentId: owner.equipmentId }))).toEqual([])
  })

  it('needs exactly one owner', async () => {
    expect((await admin.call('equipment/driver/add', { name: 'X', ip: '10.0.0.1' })).code).toBe(
      Code.paramMissing,
    )
    const template = await ok(admin.call('template/add', { name: 'Owner' }))
    const { equipmentId } = await deviceWithDriver()
    const both = { equipmentId, templateId: template.id, name: 'X', ip: '10.0.0.1' }
    expect((await admin.call('equipment/driver/add', both)).code).toBe(Code.paramInvalid)
  })
})

describe('signals', () => {
  let owner: { equipmentId: string; driverId: string }
  beforeAll(async () => {
    owner = await deviceWithDriver()
  })

  it.each([
    ['a name starting with a digit', { name: '1abc' }, Code.paramInvalid],
    ['a name with a dash', { name: 'a-b' }, Code.paramInvalid],
    ['a device variable without a driver', { driverId: undefined }, Code.paramMissing],
    ['a coil holding an int16', { registerType: 'coil' }, Code.paramInvalid],
    ['a bit address on an int16', { bitAddress: 3 }, Code.paramInvalid],
    ['a float64 past register 65535', { dataType: 'float64', address: 65533 }, Code.paramInvalid],
    ['a read formula that does not parse', { readFormula: 'X*' }, Code.paramInvalid],
    ['a write formula of another variable', { writeFormula: 'Y+1' }, Code.paramInvalid],
    ['a formula over 200 characters', { readFormula: `X${'+1'.repeat(100)}` }, Code.paramInvalid],
    ['a write upper limit below the lower', { writeMin: 10, writeMax: 5 }, Code.outOfRange],
    ['a read upper limit equal to the lower', { readMin: 5, readMax: 5 }, Code.outOfRange],
    [
      '101 mappings',
      { mappings: Array.from({ length: 101 }, (_, i) => ({ value: i, text: `s${i}` })) },
      Code.mappingCapacity,
    ],
    [
      'two mappings of one value',
      {
        mappings: [
          { value: 1, text: 'a' },
          { value: '1.0', text: 'b' },
        ],
      },
      Code.paramInvalid,
    ],
    ['a mapping of blank text', { mappings: [{ value: 1, text: '  ' }] }, Code.paramInvalid],
  ])('refuses %s', async (_what, fields, code) => {
    const body = signal(owner, fields)
    const reply = await admin.call('equipment/signal/add', body)
    expect(reply.code, JSON.stringify(reply.data)).toBe(code)
  })

  it('names the broken rule: formulas by reason, limits and mappings by their keys', async () => {
    expect(
      (await admin.call('equipment/signal/add', signal(owner, { readFormula: 'X*' }))).data,
    ).toMatchObject({
      field: 'readFormula',
      reason: 'syntax',
    })
    expect(
      (await admin.call('equipment/signal/add', signal(owner, { writeMin: 10, writeMax: 5 }))).data,
    ).toMatchObject({ field: 'writeMax', reason: 'validation.writeLimitOrder' })
    expect(
      (await admin.call('equipment/signal/add', signal(owner, { mappings: [{ value: 1, text: '' }] }))).data,
    ).toMatchObject({ field: 'mappings', reason: 'validation.mappingBlankText' })
  })

  it('keeps every field of a variable, with 100 mappings', async () => {
    const fields = {
      name: 'flow_rate',
      key: 'FT-101',
      registerType: 'inputRegister',
      address: 10,
      dataType: 'float32',
      byteOrder: 'CDAB',
      rw: 'r',
      unit: 'm³/h',
      decimals: 3,
      deadZone: 0.5,
      readFormula: '(X-4)*100/16',
      writeFormula: '',
      readMin: 0,
      readMax: 100,
      collectMode: 'onDemand',
      writePermission: 'operators',
      mappings: Array.from({ length: 100 }, (_, i) => ({ value: i, text: `state ${i}` })),
      sort: 4,
    }
    const created = await ok(admin.call('equipment/signal/add', { ...owner, ...fields }))
    expect(check(Variable, created).ok).toBe(true)
    expect(created).toMatchObject({
      ...fields,
      kind: 'device',
      writeMin: null,
      writeMax: null,
      bitAddress: null,
    })
    const cleared = await ok(
      admin.call('equipment/signal/edit', { id: created.id, readMax: '', writeMax: 9 }, { form: true }),
    )
    expect(cleared).toMatchObject({ readMax: null, readMin: 0, writeMax: 9, key: 'FT-101' })
  })

  it('a bit inside a holding register takes a bit address', async () => {
    const bit = await ok(
      admin.call('equipment/signal/add', signal(owner, { dataType: 'bit', bitAddress: 15 })),
    )
    expect(bit.bitAddress).toBe(15)
  })

  it('names and identifiers are unique per device (1401); the driver must be the device’s own (1504)', async () => {
    const first = await ok(admin.call('equipment/signal/add', signal(owner, { name: 'dup_name', key: 'K1' })))
    expect((await admin.call('equipment/signal/add', signal(owner, { name: 'dup_name' }))).code).toBe(
      Code.identifierExists,
    )
    expect((await admin.call('equipment/signal/add', signal(owner, { key: 'K1' }))).data).toMatchObject({
      field: 'key',
    })
    expect((await ok(admin.call('equipment/signal/edit', { id: first.id, unit: 'bar' }))).unit).toBe('bar')
    const other = await deviceWithDriver()
    expect((await admin.call('equipment/signal/add', signal(owner, { driverId: other.driverId }))).code).toBe(
      Code.driverNotCreated,
    )
    expect((await ok(admin.call('equipment/signal/add', signal(other, { name: 'dup_name' })))).name).toBe(
      'dup_name',
    )
  })

  it('an intermediate variable has no driver, register or address', async () => {
    const v = await ok(
      admin.call('equipment/signal/add', { ...owner, name: 'calc', kind: 'intermediate', address: 7 }),
    )
    expect(v).toMatchObject({ kind: 'intermediate', driverId: null, registerType: null, address: null })
    const list = await ok(
      admin.call('equipment/signal/query', { equipmentId: owner.equipmentId, keyword: 'calc' }),
    )
    expect(list.map((x: { name: string }) => x.name)).toEqual(['calc'])
  })
})

describe('what locates a device variable, by its driver’s protocol', () => {
  const deviceWith = async (driver: Record<string, unknown>) => {
    const device = await ok(
      admin.call('equipment/multi/add', { name: 'Located', ...(await registerGateway(platform)) }),
    )
    const { id } = await ok(
      admin.call('equipment/driver/add', { equipmentId: device.id, name: 'D', ...driver }),
    )
    return { equipmentId: device.id as string, driverId: id as string }
  }
  const OPC_UA = { protocol: 'opcUa', endpoint: 'opc.tcp://127.0.0.1:4840' }

  it('an OPC UA variable is saved with only its node id and goes into the gateway document', async () => {
    const owner = await deviceWith(OPC_UA)
    const body = { ...owner, name: 'temperature', opcNode: 'ns=1;s=Temperature', dataType: 'float64' }
    const v = await ok(admin.call('equipment/signal/add', body))
    expect(v).toMatchObject({ opcNode: 'ns=1;s=Temperature', registerType: null, address: null })
    const doc = await buildGatewayConfig(server.db, owner.equipmentId)
    expect(doc.variables).toEqual([expect.objectContaining({ id: v.id, nodeId: 'ns=1;s=Temperature' })])
  })

  it.each([
    [
      'an OPC UA variable without its node id',
      OPC_UA,
      { registerType: 'holdingRegister', address: 0 },
      'opcNode',
    ],
    ['a Modbus variable without its register type', { ip: '10.0.0.2' }, { address: 0 }, 'registerType'],
    ['a Modbus variable without its address', { ip: '10.0.0.2' }, { registerType: 'coil' }, 'address'],
    ['an S7 variable without its area', { protocol: 's7', ip: '10.0.0.3' }, { address: 4 }, 's7Area'],
    ['an S7 variable without its address', { protocol: 's7', ip: '10.0.0.3' }, { s7Area: 'M' }, 'address'],
    [
      'an S7 DB variable without its number',
      { protocol: 's7', ip: '10.0.0.3' },
      { s7Area: 'DB', address: 4 },
      'dbNumber',
    ],
  ])('refuses %s (10003 naming the field)', async (_what, driver, fields, field) => {
    const owner = await deviceWith(driver)
    const reply = await admin.call('equipment/signal/add', {
      ...owner,
      name: 'v',
      dataType: 'bit',
      ...fields,
    })
    expect([reply.code, reply.data]).toEqual([
      Code.paramMissing,
      { errors: [{ path: `/${field}`, rule: 'required' }] },
    ])
  })
})

describe('alarm rules, reports and scripts', () => {
  it('alarm rules compare with a value or another variable of the same device', async () => {
    const { variable, other, device } = await deviceWithConfig(admin, 'Alarms')
    const base = { equipmentId: device.id, variableId: variable.id, condition: 'ge' }
    expect((await admin.call('equipment/alarm/add', base)).code).toBe(Code.paramMissing)
    expect(
      (await admin.call('equipment/alarm/add', { ...base, value: 1, compareVariableId: other.id })).code,
    ).toBe(Code.paramInvalid)
    expect((await admin.call('equipment/alarm/add', { ...base, compareVariableId: variable.id })).code).toBe(
      Code.paramInvalid,
    )
    const foreign = await deviceWithConfig(admin, 'Other')
    expect(
      (await admin.call('equipment/alarm/add', { ...base, variableId: foreign.variable.id, value: 1 })).code,
    ).toBe(Code.noDataOrPermission)
    const rule = await ok(
      admin.call('equipment/alarm/add', {
        ...base,
        compareVariableId: other.id,
        level: 'severe',
        pushMethods: ['sms', 'voice', 'email'],
        voiceLoops: 3,
        renotifyMinutes: 10,
        notifyRecovery: true,
        filterCount: 2,
        text: 'too high',
      }),
    )
    expect(rule).toMatchObject({
      pushMethods: ['sms', 'voice', 'email'],
      renotifyMinutes: 10,
      notifyRecovery: true,
    })
    const stored = await server.db
      .selectFrom('alarmRules')
      .select('push')
      .where('id', '=', rule.id)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(stored.push)).toEqual({
      pushMethods: ['sms', 'voice', 'email'],
      voiceLoops: 3,
      renotifyMinutes: 10,
      notifyRecovery: true,
    })
    expect(rule).toMatchObject({
      value: null,
      compareVariableId: other.id,
      pushMethods: ['sms', 'voice', 'email'],
      voiceLoops: 3,
      renotifyMinutes: 10,
      notifyRecovery: true,
      enabled: true,
    })
    const disabled = await ok(
      admin.call('equipment/alarm/edit', { id: rule.id, enabled: false, compareVariableId: '', value: 4 }),
    )
    expect(disabled).toMatchObject({ enabled: false, compareVariableId: null, value: 4 })
  })

  it('a report holds at most 100 variables of its device (1708), each once', async () => {
    const { equipmentId, driverId } = await deviceWithDriver()
    await fill(
      'variables',
      { deviceId: equipmentId, driverId, registerType: 'holdingRegister', address: '0', dataType: 'int16' },
      101,
    )
    const ids = (await ok(admin.call('equipment/signal/query', { equipmentId }))).map(
      (v: { id: string }) => v.id,
    )
    expect(
      (await admin.call('equipment/report/add', { equipmentId, name: 'Big', variableIds: ids })).code,
    ).toBe(Code.reportVariables)
    expect(
      (
        await admin.call('equipment/report/add', {
          equipmentId,
          name: 'Twice',
          variableIds: [ids[0], ids[0]],
        })
      ).code,
    ).toBe(Code.paramInvalid)
    expect(
      (await admin.call('equipment/report/add', { equipmentId, name: 'Cond', storageMode: 'conditional' }))
        .code,
    ).toBe(Code.paramMissing)
    const conditional = { equipmentId, name: 'Cond', storageMode: 'conditional' }
    expect((await admin.call('equipment/report/add', { ...conditional, trigger: 'hot!' })).code).toBe(
      Code.paramInvalid,
    )
    expect((await admin.call('equipment/report/add', { ...conditional, trigger: 'nosuch > 3' })).code).toBe(
      Code.noDataOrPermission,
    )
    const triggered = await ok(
      admin.call('equipment/report/add', { ...conditional, trigger: `${ids[1]} >= 2.5` }),
    )
    expect(triggered).toMatchObject({ storageMode: 'conditional', trigger: `${ids[1]} >= 2.5` })
    const report = await ok(
      admin.call('equipment/report/add', {
        equipmentId,
        name: 'Full',
        variableIds: ids.slice(0, 100),
        aggregation: 'max',
      }),
    )
    expect(report.variableIds).toEqual(ids.slice(0, 100))
    await ok(admin.call('equipment/signal/delete', { id: ids[0] }))
    const after = (await ok(admin.call('equipment/report/query', { equipmentId }))).find(
      (r: { id: string }) => r.id === report.id,
    )
    expect(after.variableIds).toEqual(ids.slice(1, 100))
    const foreign = await deviceWithConfig(admin, 'Foreign')
    expect(
      (await admin.call('equipment/report/edit', { id: report.id, variableIds: [foreign.variable.id] })).code,
    ).toBe(Code.noDataOrPermission)
  })

  it('a periodic script needs its interval, a conditional one its condition', async () => {
    const { equipmentId } = await deviceWithDriver()
    expect(
      (await admin.call('equipment/script/add', { equipmentId, name: 'P', strategy: 'periodic' })).code,
    ).toBe(Code.paramMissing)
    expect(
      (await admin.call('equipment/script/add', { equipmentId, name: 'C', strategy: 'onCondition' })).code,
    ).toBe(Code.paramMissing)
    const script = await ok(
      admin.call('equipment/script/add', {
        equipmentId,
        name: 'P',
        strategy: 'periodic',
        intervalS: 5,
        body: 'x = 1',
      }),
    )
    expect(script).toMatchObject({ intervalS: 5, body: 'x = 1', enabled: true })
  })
})

describe('capacities of the gateway series', () => {
  let lite: Counts
  beforeAll(async () => {
    lite = await capacityOf(server.db, { series: 'lite' })
  })

  it.each([
    ['drivers', 'drivers', 'driver', Code.driverOverCapacity],
    ['variables', 'variables', 'signal', Code.variableCapacity],
    ['alarms', 'alarmRules', 'alarm', Code.alarmCapacity],
    ['reports', 'reports', 'report', Code.reportCapacity],
  ] as const)('a lite template holds its %s and refuses one more', async (kind, table, path, code) => {
    const template = await ok(admin.call('template/add', { name: `Lite ${kind}`, gatewaySeries: 'lite' }))
    const owner = { templateId: template.id }
    const driver = await ok(admin.call('equipment/driver/add', { ...owner, name: 'PLC', ip: '10.0.0.3' }))
    const variable = await ok(
      admin.call('equipment/signal/add', {
        ...owner,
        name: 'v0',
        driverId: driver.id,
        registerType: 'coil',
        address: 0,
        dataType: 'bit',
      }),
    )
    const have = { drivers: 1, variables: 1, alarms: 0, reports: 0 }[kind]
    await fill(
      table,
      owner,
      lite[kind] - have,
      kind === 'alarms' ? { variableId: variable.id, condition: 'gt' } : {},
    )
    const body = {
      driver: { ...owner, name: 'one more', ip: '10.0.0.4' },
      signal: { ...owner, name: 'one_more', kind: 'internal' },
      alarm: { ...owner, variableId: variable.id, condition: 'gt', value: 1 },
      report: { ...owner, name: 'one more' },
    }[path]
    expect(await admin.call(`equipment/${path}/add`, body)).toMatchObject({ code, data: { max: lite[kind] } })
  })

  it('scripts: none on a lite gateway (1314), 32 on a standard one (90004 beyond)', async () => {
    const template = await ok(admin.call('template/add', { name: 'Lite scripts', gatewaySeries: 'lite' }))
    expect(
      (await admin.call('equipment/script/add', { templateId: template.id, name: 'S', strategy: 'onStart' }))
        .code,
    ).toBe(Code.scriptUnsupported)
    const { equipmentId } = await deviceWithDriver()
    await fill(
      'scripts',
      { deviceId: equipmentId },
      (await capacityOf(server.db, { series: 'standard' })).scripts,
    )
    expect(
      (await admin.call('equipment/script/add', { equipmentId, name: 'S', strategy: 'onStart' })).code,
    ).toBe(Code.overLimit)
  })
})

describe('versions and the gateway document', () => {
  it('every change gives the gateway a new version, and the document follows', async () => {
    const gateway = await registerGateway(platform)
    const device = await ok(admin.call('equipment/multi/add', { name: 'Doc', ...gateway }))
    const version = async () =>
      (await ok(admin.call('equipment/multi/info', { id: device.id }))).configVersion
    expect(await version()).toBe(1)
    const driver = await ok(
      admin.call('equipment/driver/add', {
        equipmentId: device.id,
        name: 'PLC',
        ip: '192.168.1.7',
        tcpPort: 1502,
      }),
    )
    const v = await ok(
      admin.call('equipment/signal/add', {
        equipmentId: device.id,
        driverId: driver.id,
        name: 'speed',
        registerType: 'holdingRegister',
        address: 4,
        dataType: 'float32',
        rw: 'rw',
        writeMin: 0,
        writeMax: 100,
      }),
    )
    await ok(admin.call('equipment/signal/add', { equipmentId: device.id, name: 'total', kind: 'summary' }))
    await ok(
      admin.call('equipment/script/add', {
        equipmentId: device.id,
        name: 'Off',
        strategy: 'onStart',
        enabled: false,
      }),
    )
    expect(await version()).toBe(5)
    const doc = await buildGatewayConfig(server.db, device.id)
    expect(doc.version).toBe(5)
    expect(doc.drivers).toEqual([
      expect.objectContaining({ id: driver.id, ip: '192.168.1.7', port: 1502, slaveAddress: 1 }),
    ])
    expect(doc.variables).toEqual([
      expect.objectContaining({
        id: v.id,
        name: 'speed',
        access: 'readWrite',
        writeLower: 0,
        writeUpper: 100,
      }),
    ])
    expect(doc.variables[0]).not.toHaveProperty('readLower')
    expect(doc.scripts).toEqual([])
    await ok(admin.call('equipment/signal/delete', { id: v.id }))
    expect(await version()).toBe(6)
    expect((await buildGatewayConfig(server.db, device.id)).variables).toEqual([])
  })

  it("a template's changes raise its own version", async () => {
    const template = await ok(admin.call('template/add', { name: 'Versioned' }))
    await ok(admin.call('equipment/driver/add', { templateId: template.id, name: 'PLC', ip: '10.0.0.9' }))
    expect((await ok(admin.call('template/detail', { id: template.id }))).configVersion).toBe(1)
  })
})

describe('template configuration and who may change it', () => {
  it("another account may read a public template's configuration but not change it, nor see a private one", async () => {
    const role = await ok(
      admin.call('org/role/add', { uuid: 'eq-user', name: 'Eq', auths: ['manage_eg_equipment'] }),
    )
    const user = await (await createAccount(server, admin, { roleId: role.id })).session()
    const shared = await ok(admin.call('template/add', { name: 'Shared', type: 'public' }))
    const secret = await ok(admin.call('template/add', { name: 'Secret', type: 'private' }))
    const driver = await ok(
      admin.call('equipment/driver/add', { templateId: shared.id, name: 'PLC', ip: '10.0.0.8' }),
    )
    expect(await ok(user.call('equipment/driver/query', { templateId: shared.id }))).toHaveLength(1)
    expect((await user.call('equipment/driver/edit', { id: driver.id, name: 'Mine' })).code).toBe(
      Code.noAccess,
    )
    expect(
      (await user.call('equipment/driver/add', { templateId: shared.id, name: 'X', ip: '10.0.0.1' })).code,
    ).toBe(Code.noAccess)
    expect((await user.call('equipment/driver/query', { templateId: secret.id })).code).toBe(
      Code.noDataOrPermission,
    )
  })
})
