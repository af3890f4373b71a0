// Replacing a gateway and moving configurations through HTTP: `equip/advance/checkGateway` (problems
// with solutions), `replaceGateway` (check, move, a new version to sync), `equipment/multi/export`,
// and the `import` and `copy` jobs with their progress and problems (1702, 1106, 1105, 1306).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { DEVICE_CONFIG_FORMAT_VERSION } from '../../../schemas/api/equipment.ts'
import { Job } from '../../../schemas/entities/equipment.ts'
import { check } from '../../../schemas/validate.ts'
import { buildGatewayConfig } from '../../../server/devices/config-document.ts'
import { MAX_BATCH } from '../../../server/routes/equipment-advance.ts'
import { deviceWithConfig, registerGateway, settledJob } from './equipment-fixtures.ts'
import { createAccount, ok, type Session, serverWithEnterprise, type TestServer } from './helpers.ts'
import { OPC_SECURE_LOGIN } from './opc-driver.ts'

let server: TestServer
let platform: Session
let admin: Session

beforeAll(async () => {
  ;({ server, platform, admin } = await serverWithEnterprise())
})
afterAll(() => server.close())

async function boundDevice(series = 'standard', name = 'Bound') {
  const made = await deviceWithConfig(admin, name)
  const gateway = await registerGateway(platform, { series })
  await ok(admin.call('equipment/multi/bindGateway', { id: made.device.id, ...gateway }))
  return { ...made, gateway }
}

describe('replacing a gateway', () => {
  it('checks the new gateway and lists every problem with a solution, in the caller’s language', async () => {
    const { device } = await boundDevice()
    for (let i = 0; i < 8; i++)
      await ok(
        admin.call('equipment/driver/add', { equipmentId: device.id, name: `More ${i}`, ip: '10.0.0.1' }),
      )
    const lite = await registerGateway(platform, { series: 'lite' })
    const result = await ok(admin.call('equip/advance/checkGateway', { id: device.id, ...lite }))
    expect(result).toMatchObject({ ok: false, sn: lite.sn, series: 'lite' })
    expect(result.problems.map((p: { code: number }) => p.code)).toEqual([
      Code.driverOverCapacity,
      Code.scriptUnsupported,
    ])
    expect(result.problems[0]).toMatchObject({
      target: lite.sn,
      kind: 'drivers',
      params: { count: 9, max: 8 },
    })
    expect(result.problems[0].solution).toContain('8')
    const english = await server.app.inject({
      method: 'POST',
      url: '/lfscada/equip/advance/checkGateway',
      headers: { cookie: admin.cookie, 'accept-language': 'en', 'content-type': 'application/json' },
      payload: JSON.stringify({ id: device.id, ...lite }),
    })
    expect(english.json().data.problems[1]).toMatchObject({
      problem: 'The device does not support scripts',
      solution: 'Remove the scripts, or use a gateway series that runs scripts',
    })
  })

  it.each([
    ['a wrong code', async (g: { sn: string }) => ({ sn: g.sn, code: '999999' }), Code.snOrCodeWrong],
    [
      'a gateway another device holds',
      async () => (await boundDevice('standard', 'Holder')).gateway,
      Code.gatewayAlreadyBound,
    ],
  ])('answers %s as its problem', async (_what, make, code) => {
    const { device } = await boundDevice()
    const result = await ok(
      admin.call('equip/advance/checkGateway', {
        id: device.id,
        ...(await make(await registerGateway(platform))),
      }),
    )
    expect(result).toMatchObject({ ok: false, series: null, problems: [expect.objectContaining({ code })] })
  })

  it('needs a bound gateway to replace (1102)', async () => {
    const { device } = await deviceWithConfig(admin, 'Unbound')
    const reply = await admin.call('equip/advance/checkGateway', {
      id: device.id,
      ...(await registerGateway(platform)),
    })
    expect(reply.code).toBe(Code.noGatewayBound)
  })

  it('replaces: the old gateway is freed, the new one holds the device and waits for the sync', async () => {
    const { device, gateway: old } = await boundDevice()
    const fresh = await registerGateway(platform, { series: 'pro' })
    expect((await ok(admin.call('equip/advance/checkGateway', { id: device.id, ...fresh }))).ok).toBe(true)
    const done = await ok(admin.call('equip/advance/replaceGateway', { id: device.id, ...fresh }))
    expect(done.steps).toEqual([
      { step: 'check', state: 'success' },
      { step: 'import', state: 'success' },
      { step: 'sync', state: 'pending' },
    ])
    expect(done.device).toMatchObject({ sn: fresh.sn, series: 'pro', configVersion: 1, synced: false })
    expect(await ok(admin.call('hardware/queryBySn', old))).toMatchObject({ bound: false })
    expect(await ok(admin.call('equipment/signal/query', { equipmentId: device.id }))).toHaveLength(2)
  })

  it('a replacement with problems changes nothing and answers the first code with all problems', async () => {
    const { device, gateway } = await boundDevice()
    const lite = await registerGateway(platform, { series: 'lite' })
    const reply = await admin.call('equip/advance/replaceGateway', { id: device.id, ...lite })
    expect(reply.code).toBe(Code.scriptUnsupported)
    expect(reply.data.problems).toEqual([
      expect.objectContaining({ code: Code.scriptUnsupported, solution: expect.any(String) }),
    ])
    expect((await ok(admin.call('equipment/multi/info', { id: device.id }))).sn).toBe(gateway.sn)
  })
})

describe('export, import and copy', () => {
  it('imports an exported configuration into a device of the same series, replacing its own', async () => {
    const source = await boundDevice('standard', 'Exported')
    const file = await ok(admin.call('equipment/multi/export', { id: source.device.id }))
    expect(file).toMatchObject({
      format: 'lfscada-device-config',
      formatVersion: DEVICE_CONFIG_FORMAT_VERSION,
      series: 'standard',
    })
    const target = await boundDevice('standard', 'Imported')
    const before = (await ok(admin.call('equipment/multi/info', { id: target.device.id }))).configVersion
    const { jobId } = await ok(
      admin.call('equipment/multi/import', { id: target.device.id, document: JSON.stringify(file) }),
    )
    const job = await settledJob(admin, jobId)
    expect(check(Job, job).ok).toBe(true)
    expect(job).toMatchObject({ kind: 'import', state: 'completed', total: 1, done: 1, problems: [] })
    const variables = await ok(admin.call('equipment/signal/query', { equipmentId: target.device.id }))
    expect(variables.map((v: { name: string }) => v.name)).toEqual(['temp', 'level'])
    expect(variables[0].id).not.toBe(source.variable.id)
    const [report] = await ok(admin.call('equipment/report/query', { equipmentId: target.device.id }))
    expect(report.variableIds).toEqual(variables.map((v: { id: string }) => v.id))
    expect((await ok(admin.call('equipment/multi/info', { id: target.device.id }))).configVersion).toBe(
      before + 1,
    )
  })

  it('exports no OPC secret; an import keeps the target’s for the drivers it replaces', async () => {
    const certificate = '-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----'
    const addOpc = (equipmentId: string, name: string, password: string, privateKey: string) =>
      ok(
        admin.call('equipment/driver/add', {
          equipmentId,
          name,
          ...OPC_SECURE_LOGIN,
          certificate,
          password,
          privateKey,
        }),
      )
    const agentOpc = async (deviceId: string, name: string) =>
      (await buildGatewayConfig(server.db, deviceId)).drivers.find((d) => d.name === name)?.opcUa
    const importInto = async (deviceId: string, file: object) => {
      const { jobId } = await ok(
        admin.call('equipment/multi/import', { id: deviceId, document: JSON.stringify(file) }),
      )
      expect(await settledJob(admin, jobId)).toMatchObject({ state: 'completed', problems: [] })
    }

    const source = await deviceWithConfig(admin, 'OpcSrc')
    await addOpc(source.device.id, 'Boiler', 'source-pass', 'SOURCE-KEY')
    await addOpc(source.device.id, 'Chiller', 'chiller-pass', 'CHILLER-KEY')
    const file = await ok(admin.call('equipment/multi/export', { id: source.device.id }))
    for (const secret of ['source-pass', 'SOURCE-KEY', 'chiller-pass', 'CHILLER-KEY'])
      expect(JSON.stringify(file)).not.toContain(secret)
    for (const d of file.drivers)
      for (const key of ['password', 'privateKey']) expect(d).not.toHaveProperty(key)
    expect(file.drivers.find((d: { name: string }) => d.name === 'Boiler')).toMatchObject({ certificate })

    // another device: its Boiler keeps its own secrets, the Chiller it did not have comes without
    const target = await deviceWithConfig(admin, 'OpcDst')
    await addOpc(target.device.id, 'Boiler', 'target-pass', 'TARGET-KEY')
    await importInto(target.device.id, file)
    expect(await agentOpc(target.device.id, 'Boiler')).toMatchObject({
      certificate,
      password: 'target-pass',
      privateKey: 'TARGET-KEY',
    })
    expect(await agentOpc(target.device.id, 'Chiller')).toMatchObject({ password: '', privateKey: '' })
    const drivers = await ok(admin.call('equipment/driver/query', { equipmentId: target.device.id }))
    expect(drivers.find((d: { name: string }) => d.name === 'Boiler')).toMatchObject({
      password: '',
      privateKey: '',
      hasPassword: true,
      hasPrivateKey: true,
    })

    // the file imported back into its own device keeps every secret
    await importInto(source.device.id, file)
    expect(await agentOpc(source.device.id, 'Chiller')).toMatchObject({
      password: 'chiller-pass',
      privateKey: 'CHILLER-KEY',
    })
  })

  it.each([
    ['a file that is not JSON', () => 'nope', Code.paramInvalid],
    [
      'an outdated file',
      (f: object) => JSON.stringify({ ...f, formatVersion: 0 }),
      Code.importTemplateOutdated,
    ],
    [
      'a file of another series',
      (f: object) => JSON.stringify({ ...f, series: 'pro' }),
      Code.importSeriesMismatch,
    ],
    [
      'a file whose variable names its own driver wrongly',
      (f: { variables: object[] }) =>
        JSON.stringify({ ...f, variables: f.variables.map((v) => ({ ...v, driverId: 'gone' })) }),
      Code.driverNotCreated,
    ],
    [
      'a file with a broken formula',
      (f: { variables: object[] }) =>
        JSON.stringify({ ...f, variables: f.variables.map((v) => ({ ...v, readFormula: 'X+' })) }),
      Code.paramInvalid,
    ],
  ])('fails the import of %s with its problem, changing nothing', async (_what, make, code) => {
    const source = await deviceWithConfig(admin, 'Src')
    const file = await ok(admin.call('equipment/multi/export', { id: source.device.id }))
    const target = await deviceWithConfig(admin, 'Dst')
    const before = await ok(admin.call('equipment/signal/query', { equipmentId: target.device.id }))
    const { jobId } = await ok(
      admin.call('equipment/multi/import', { id: target.device.id, document: make(file) }),
    )
    const job = await settledJob(admin, jobId)
    expect(job).toMatchObject({ state: 'failed', done: 1 })
    expect(job.problems[0]).toMatchObject({ code, target: target.device.id, solution: expect.any(String) })
    expect(await ok(admin.call('equipment/signal/query', { equipmentId: target.device.id }))).toEqual(before)
  })

  it('copies to several devices, failing only those of another series (1105)', async () => {
    const source = await boundDevice('standard', 'Master')
    const same = await boundDevice('standard', 'Same')
    const other = await boundDevice('pro', 'Other')
    const unbound = await deviceWithConfig(admin, 'Unbound')
    const { jobId } = await ok(
      admin.call('equipment/multi/copy', {
        id: source.device.id,
        targetIds: [same.device.id, other.device.id, unbound.device.id],
      }),
    )
    const job = await settledJob(admin, jobId)
    expect(job).toMatchObject({ kind: 'copy', state: 'failed', total: 3, done: 3 })
    expect(job.problems).toEqual([
      expect.objectContaining({ target: other.device.id, code: Code.copySeriesMismatch }),
    ])
    for (const target of [same, unbound]) {
      const drivers = await ok(admin.call('equipment/driver/query', { equipmentId: target.device.id }))
      expect(drivers).toHaveLength(1)
      expect(drivers[0].id).not.toBe(source.driver.id)
    }
  })

  it('copies to at most 100 devices per batch (1306), never to the source itself', async () => {
    const source = await deviceWithConfig(admin, 'Many')
    const targets: string[] = []
    for (let i = 0; i <= MAX_BATCH; i++)
      targets.push((await ok(admin.call('equipment/multi/add', { name: `T${i}` }))).id)
    expect(
      (await admin.call('equipment/multi/copy', { id: source.device.id, targetIds: targets })).code,
    ).toBe(Code.batchTooLarge)
    expect(
      (await admin.call('equipment/multi/copy', { id: source.device.id, targetIds: [source.device.id] }))
        .code,
    ).toBe(Code.paramInvalid)
    const { jobId } = await ok(
      admin.call('equipment/multi/copy', { id: source.device.id, targetIds: targets.slice(0, MAX_BATCH) }),
    )
    expect(await settledJob(admin, jobId)).toMatchObject({ state: 'completed', done: MAX_BATCH })
  })

  it('a job is seen by the account that started it only', async () => {
    const source = await deviceWithConfig(admin, 'Mine')
    const { jobId } = await ok(admin.call('equipment/multi/import', { id: source.device.id, document: '{}' }))
    await settledJob(admin, jobId)
    const other = await createAccount(server, admin, { kind: 'operation' })
    const session = await other.session()
    expect((await session.call('equipment/multi/job/info', { id: jobId })).code).toBe(Code.noDataOrPermission)
  })
})
