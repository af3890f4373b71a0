// `project/report/signal/query`, the report signals the designer's signal picker lists: one record per
// history report and variable of the devices asked for (a project's, one of them, one device, or named
// signals), readable by the picker's record reader, and only what the caller may watch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { listOf, signalRecord } from '../../../host/designer/io/records.ts'
import { PATHS } from '../../../host/widgets/paths.ts'
import {
  createAccount,
  createTestServer,
  type Json,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
} from './helpers.ts'
import { insertDevice, insertReport, insertVariable } from './project-fixtures.ts'

let server: TestServer
let admin: Session
let projectId: string
let pump: string
let tank: string
let outside: string
const v: Record<string, string> = {}
const r: Record<string, string> = {}

beforeAll(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  const orgId = admin.info.orgId
  const owner = { orgId, accountId: admin.info.userId }
  projectId = (await ok(admin.call('project/add', { name: 'Reports' }))).id
  pump = await insertDevice(server, owner, 'Pump')
  tank = await insertDevice(server, owner, 'Tank')
  outside = await insertDevice(server, owner, 'Outside')
  for (const [name, device] of [
    ['pressure', pump],
    ['flow', pump],
    ['level', tank],
    ['stray', outside],
  ] as const)
    v[name] = await insertVariable(server, orgId, device, name)
  r.hourly = await insertReport(server, orgId, pump, [v.pressure!, v.flow!], 'Hourly')
  r.daily = await insertReport(server, orgId, pump, [v.flow!], 'Daily')
  r.levels = await insertReport(server, orgId, tank, [v.level!], 'Levels')
  r.stray = await insertReport(server, orgId, outside, [v.stray!], 'Stray')
  await ok(admin.call('project/equip/add', { projectId, equipmentIds: [pump, tank] }))
})
afterAll(() => server.close())

const query = (body: Json, session = admin) => session.call(PATHS.reportSignals, body)
const pairs = (records: Json[]) => records.map((x) => [x.reportTitle, x.signalTitle])

describe('project/report/signal/query', () => {
  it('a project: every report signal of its devices, by device, report and column order', async () => {
    const records = await ok(query({ projectId }))
    expect(pairs(records)).toEqual([
      ['Daily', 'flow'],
      ['Hourly', 'pressure'],
      ['Hourly', 'flow'],
      ['Levels', 'level'],
    ])
    expect(records[1]).toEqual({
      reportId: r.hourly,
      reportTitle: 'Hourly',
      signalId: v.pressure,
      equipId: pump,
      signalTitle: 'pressure',
      title: 'pressure',
      equipTitle: 'Pump',
      equipKey: 'eq1',
      unit: 'm',
      rw: 'rw',
      dataType: '',
    })
    expect(records[3]).toMatchObject({ reportId: r.levels, equipId: tank, equipKey: 'eq2' })
  })

  it.each([
    ['one device of the project', () => ({ projectId, equipmentId: tank }), [['Levels', 'level']]],
    ['a device outside the project, through it', () => ({ projectId, equipmentId: outside }), []],
    [
      'a device, as the picker asks (no project: no key)',
      () => ({ equipmentId: pump }),
      [
        ['Daily', 'flow'],
        ['Hourly', 'pressure'],
        ['Hourly', 'flow'],
      ],
    ],
    [
      'named signals',
      () => ({ signalIds: `${v.flow},${v.stray}` }),
      [
        ['Stray', 'stray'],
        ['Daily', 'flow'],
        ['Hourly', 'flow'],
      ],
    ],
  ])('%s', async (_name, body: () => Json, expected) => {
    const records = await ok(query(body()))
    expect(pairs(records)).toEqual(expected)
    if (!body().projectId) expect(records.every((x: Json) => x.equipKey === '')).toBe(true)
  })

  it('is read by the designer’s picker as signal records', async () => {
    const answer = await ok(query({ equipmentId: tank }))
    expect(listOf(answer).map((x) => signalRecord(x))).toEqual([
      {
        signalId: v.level,
        equipId: tank,
        signalTitle: 'level',
        equipTitle: 'Tank',
        equipKey: '',
        // what the picker shows beside the title (the fixture's variable has no data type)
        dataType: '',
        rw: 'rw',
        unit: 'm',
      },
    ])
  })

  it('names no devices: 10003', async () => {
    expect((await query({})).code).toBe(Code.paramMissing)
  })

  it('answers only what the caller may watch', async () => {
    const plain = await (await createAccount(server, admin)).session()
    expect((await query({ equipmentId: pump }, plain)).code).toBe(Code.noDataOrPermission)
    expect((await query({ signalIds: v.level }, plain)).code).toBe(Code.noDataOrPermission)
    // a project the user holds no permission of: nothing of it
    expect(await ok(query({ projectId }, plain))).toEqual([])
  })
})
