// Memory variables through HTTP: sum, avg, min and max over signals of the project's devices, custom
// formulas over {equipId.signalId} placeholders (core/formula MVAR_FORMULA), names unique, the lists,
// validFormulaVar and validStatistics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALC_TYPES as CORE_CALC_TYPES } from '../../../core/binding/calc.ts'
import { Code } from '../../../core/i18n/codes.ts'
import { CALC_TYPES } from '../../../schemas/entities/mvar.ts'
import {
  createTestServer,
  type Json,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
  uniqueName,
} from './helpers.ts'
import { insertDevice, insertReport, insertVariable } from './project-fixtures.ts'

let server: TestServer
let admin: Session
let projectId: string
/** Two devices of the project with a signal each, and a device outside it. */
let pump: string
let tank: string
let pressure: string
let level: string
let stray: string

beforeAll(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  const orgId = admin.info.orgId
  const owner = { orgId, accountId: admin.info.userId }
  projectId = (await ok(admin.call('project/add', { name: 'Mvars' }))).id
  pump = await insertDevice(server, owner, 'Pump')
  tank = await insertDevice(server, owner, 'Tank')
  const outside = await insertDevice(server, owner, 'Outside')
  pressure = await insertVariable(server, orgId, pump, 'pressure')
  level = await insertVariable(server, orgId, tank, 'level')
  stray = await insertVariable(server, orgId, outside, 'stray')
  await ok(admin.call('project/equip/add', { projectId, equipmentIds: [pump, tank] }))
})
afterAll(() => server.close())

const add = (fields: Json) => admin.call('project/mvar/add', { projectId, name: uniqueName('m'), ...fields })
const ph = (equipId: string, signalId: string) => `{${equipId}.${signalId}}`

describe('calc types', () => {
  it('is the one list core/binding computes', () => {
    expect([...CALC_TYPES]).toEqual([...CORE_CALC_TYPES])
  })

  it.each(['sum', 'avg', 'min', 'max'])('%s takes signals of the project’s devices', async (calcType) => {
    const mvar = await ok(add({ calcType, signalIds: `${pressure},${level}` }))
    expect(mvar).toMatchObject({
      projectId,
      calcType,
      formula: '',
      signals: [
        { equipId: pump, signalId: pressure },
        { equipId: tank, signalId: level },
      ],
    })
  })

  it('custom takes a formula and lists its placeholders as its signals', async () => {
    const formula = `(${ph(pump, pressure)} + ${ph(tank, level)}) / 2 + max(${ph(pump, pressure)}, 1)`
    const mvar = await ok(add({ calcType: 'custom', formula }))
    expect(mvar).toMatchObject({
      formula,
      signals: [
        { equipId: pump, signalId: pressure },
        { equipId: tank, signalId: level },
      ],
    })
  })

  // Ids exist only once beforeAll ran, so each case builds its body and expected data then.
  it.each<[string, () => [Json, Json], number]>([
    ['sum without signals', () => [{ calcType: 'sum' }, { field: 'signalIds' }], Code.paramMissing],
    [
      'sum over a signal outside the project',
      () => [
        { calcType: 'sum', signalIds: [pressure, stray] },
        { reason: 'unknownSignal', ids: [stray] },
      ],
      Code.paramInvalid,
    ],
    [
      'custom without a formula',
      () => [{ calcType: 'custom', formula: ' ' }, { field: 'formula' }],
      Code.paramMissing,
    ],
    [
      'a formula that does not parse',
      () => [{ calcType: 'custom', formula: '1 +' }, { reason: 'syntax' }],
      Code.paramInvalid,
    ],
    [
      'an unknown function',
      () => [{ calcType: 'custom', formula: 'sqrt(4)' }, { reason: 'unknownFunction' }],
      Code.paramInvalid,
    ],
    [
      'a variable name',
      () => [{ calcType: 'custom', formula: 'X + 1' }, { reason: 'unknownVariable' }],
      Code.paramInvalid,
    ],
    ['an unknown calc type', () => [{ calcType: 'median', signalIds: pressure }, {}], Code.paramInvalid],
  ])('refuses %s', async (_name, make, code) => {
    const [fields, data] = make()
    const name = uniqueName('bad')
    const reply = await admin.call('project/mvar/add', { projectId, name, ...fields })
    expect(reply.code).toBe(code)
    expect(reply.data).toMatchObject(data)
    expect(
      await server.db.selectFrom('memoryVariables').select('id').where('name', '=', name).execute(),
    ).toEqual([])
  })

  it('refuses placeholders naming no signal of the project under that device (10001, listing them)', async () => {
    const formula = `${ph(pump, pressure)} + ${ph(pump, level)} + ${ph(tank, stray)}`
    for (const reply of [
      await add({ calcType: 'custom', formula }),
      await admin.call('project/mvar/validFormulaVar', { projectId, formula }),
    ]) {
      expect(reply).toMatchObject({
        code: Code.paramInvalid,
        data: { field: 'formula', reason: 'unknownSignal', placeholders: [ph(pump, level), ph(tank, stray)] },
      })
    }
    expect(
      await ok(admin.call('project/mvar/validFormulaVar', { projectId, formula: `${ph(tank, level)} * 2` })),
    ).toEqual({
      signals: [{ equipId: tank, signalId: level }],
    })
  })
})

describe('managing memory variables', () => {
  it('keeps names unique in the project (90007)', async () => {
    const name = uniqueName('dup')
    const first = await ok(add({ name, calcType: 'sum', signalIds: pressure }))
    expect((await add({ name, calcType: 'sum', signalIds: pressure })).code).toBe(Code.nameExists)
    const second = await ok(add({ calcType: 'sum', signalIds: pressure }))
    expect((await admin.call('project/mvar/edit', { id: second.id, name })).code).toBe(Code.nameExists)
    expect(await ok(admin.call('project/mvar/edit', { id: first.id, name }))).toMatchObject({ name })
  })

  it('edits the calc type with its inputs, and deletes', async () => {
    const mvar = await ok(add({ calcType: 'sum', signalIds: pressure }))
    expect((await admin.call('project/mvar/edit', { id: mvar.id, calcType: 'custom' })).code).toBe(
      Code.paramMissing,
    )
    const custom = await ok(
      admin.call('project/mvar/edit', { id: mvar.id, calcType: 'custom', formula: `${ph(tank, level)} - 1` }),
    )
    expect(custom).toMatchObject({ calcType: 'custom', signals: [{ signalId: level }] })
    const avg = await ok(
      admin.call('project/mvar/edit', { id: mvar.id, calcType: 'avg', signalIds: [level, pressure] }),
    )
    expect(avg).toMatchObject({
      calcType: 'avg',
      formula: '',
      signals: [{ signalId: level }, { signalId: pressure }],
    })
    await ok(admin.call('project/mvar/delete', { id: mvar.id }))
    expect((await admin.call('project/mvar/edit', { id: mvar.id, name: 'x' })).code).toBe(
      Code.noDataOrPermission,
    )
  })

  it('pages through them with a keyword, and answers all or those of ids with queryAll', async () => {
    const other = (await ok(admin.call('project/add', { name: 'Listing' }))).id
    await ok(admin.call('project/equip/add', { projectId: other, equipmentIds: pump }))
    const made = []
    for (const name of ['alpha', 'beta', 'gamma']) {
      made.push(
        await ok(
          admin.call('project/mvar/add', { projectId: other, name, calcType: 'sum', signalIds: pressure }),
        ),
      )
    }
    const page = await ok(admin.call('project/mvar/query', { projectId: other, pageNo: 1, pageSize: 2 }))
    expect(page).toMatchObject({ total: 3, pageNo: 1, pageSize: 2 })
    expect(page.list.map((m: Json) => m.name)).toEqual(['alpha', 'beta'])
    expect(
      (await ok(admin.call('project/mvar/query', { projectId: other, keyword: 'amm' }))).list,
    ).toHaveLength(1)
    expect(await ok(admin.call('project/mvar/queryAll', { projectId: other }))).toHaveLength(3)
    const picked = await ok(
      admin.call(
        'project/mvar/queryAll',
        { projectId: other, ids: `${made[2].id},${made[0].id}` },
        { form: true },
      ),
    )
    expect(picked.map((m: Json) => m.name)).toEqual(['alpha', 'gamma'])
  })

  it('leaves out an input whose signal was deleted', async () => {
    const gone = await insertVariable(server, admin.info.orgId, pump, uniqueName('gone'))
    const mvar = await ok(add({ calcType: 'max', signalIds: [gone, pressure] }))
    await server.db.deleteFrom('variables').where('id', '=', gone).execute()
    const [again] = await ok(admin.call('project/mvar/queryAll', { projectId, ids: mvar.id }))
    expect(again.signals).toEqual([{ equipId: pump, signalId: pressure }])
  })
})

describe('project/report/mvar/validStatistics', () => {
  it('accepts memory variables whose inputs are all kept by a history report, else lists the missing (10001)', async () => {
    const kept = await insertVariable(server, admin.info.orgId, pump, uniqueName('kept'))
    await insertReport(server, admin.info.orgId, pump, [kept])
    const good = await ok(add({ calcType: 'sum', signalIds: kept }))
    const bad = await ok(add({ calcType: 'custom', formula: `${ph(pump, kept)} + ${ph(tank, level)}` }))
    expect(await ok(admin.call('project/report/mvar/validStatistics', { projectId, ids: good.id }))).toEqual({
      ids: [good.id],
    })
    expect(
      await admin.call('project/report/mvar/validStatistics', { projectId, ids: [good.id, bad.id] }),
    ).toMatchObject({
      code: Code.paramInvalid,
      data: { reason: 'noHistory', mvars: [{ mvarId: bad.id, missing: [ph(tank, level)] }] },
    })
  })

  it('refuses a memory variable of another project (90003)', async () => {
    const other = (await ok(admin.call('project/add', { name: 'Other' }))).id
    await ok(admin.call('project/equip/add', { projectId: other, equipmentIds: pump }))
    const foreign = await ok(
      admin.call('project/mvar/add', { projectId: other, name: 'f', calcType: 'sum', signalIds: pressure }),
    )
    expect(
      (await admin.call('project/report/mvar/validStatistics', { projectId, ids: foreign.id })).code,
    ).toBe(Code.noDataOrPermission)
  })
})
