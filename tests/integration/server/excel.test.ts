// The data centre's server side (issue 19): report groups, reports, templates and records — validation
// with the catalogue's codes, readers and fillers, a record generated from stored history (values and the
// six aggregates computed by the database from the per-minute summaries), the fill audit, the scheduled
// generation (claimed once), the .xlsx export read back with ExcelJS and a template import. The
// generation runs on PostgreSQL too when one answers.
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { generateDue } from '../../../server/excel/schedule.ts'
import { pgReachable, postgresDatabase, type TestDatabase } from './databases.ts'
import {
  DAY_START,
  dailyTemplate,
  type ExcelSetup,
  excelWithDevice,
  MINUTE,
  seedDay,
} from './excel-fixtures.ts'
import {
  createAccount,
  createEnterprise,
  createTestServer,
  type Json,
  loginDemoAdmin,
  ok,
  type Session,
  type TestEnterprise,
  type TestServer,
} from './helpers.ts'

/** Makes the daily template's record and checks its values against the seeded day. */
async function generatedDay(
  server: TestServer,
  admin: Session,
): Promise<{ setup: ExcelSetup; record: Json }> {
  const setup = await excelWithDevice(server, admin)
  await seedDay(server, setup.temp)
  await ok(
    admin.call('excel/template/save', { id: setup.excelId, template: JSON.stringify(dailyTemplate(setup)) }),
  )
  const record = await ok(admin.call('excel/record/generate', { excelId: setup.excelId, time: DAY_START }))
  expect(record).toMatchObject({
    time: DAY_START,
    periodStart: DAY_START,
    periodEnd: DAY_START + 1440 * MINUTE,
    status: 'generated',
    source: 'manual',
    values: {
      '0:1:0': 343,
      '0:1:1': 271.5,
      '0:1:2': 144,
      '0:1:3': 200,
      '0:1:4': 343,
      '0:1:5': 200,
      '0:2:0': 205,
      '0:2:1': 205,
      '0:2:2': null,
    },
  })
  return { setup, record }
}

async function inject(server: TestServer, path: string, cookie: string, body: unknown) {
  return server.app.inject({
    method: 'POST',
    url: `/lfscada/${path}`,
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
}

describe('data centre on SQLite', () => {
  let server: TestServer
  let a: TestEnterprise
  let b: TestEnterprise

  beforeAll(async () => {
    server = await createTestServer()
    const platform = await loginDemoAdmin(server)
    a = await createEnterprise(server, platform)
    b = await createEnterprise(server, platform)
  })
  afterAll(() => server.close())

  it('refuses malformed reports and templates with the catalogue codes', async () => {
    const { excelId, deviceId } = await excelWithDevice(server, a.admin)
    const base = {
      name: 'R',
      deviceIds: [],
      schedule: { kind: 'none' },
      fillerRoleIds: [],
      readerRoleIds: [],
    }
    expect((await a.admin.call('excel/add', { ...base, name: undefined })).code).toBe(Code.paramMissing)
    expect((await a.admin.call('excel/add', { ...base, schedule: { kind: 'weekly' } })).code).toBe(
      Code.paramInvalid,
    )
    expect((await a.admin.call('excel/add', { ...base, utcOffsetMinutes: 'x' })).code).toBe(Code.paramType)
    const save = (template: unknown) =>
      a.admin.call('excel/template/save', { id: excelId, template: JSON.stringify(template) })
    expect((await a.admin.call('excel/template/save', { id: excelId, template: 'nope' })).code).toBe(
      Code.paramInvalid,
    )
    expect((await save({ sheets: [] })).code).toBe(Code.paramInvalid)
    const cell = (binding: unknown) => ({
      sheets: [{ name: 'S', cells: [{ r: 0, c: 0, binding }], merges: [], cols: [], rows: [] }],
    })
    expect(
      (await save(cell({ kind: 'aggregate', deviceId, signalId: 'x', fn: 'sum', period: 'today' }))).code,
    ).toBe(Code.paramInvalid)
    expect((await save(cell({ kind: 'input', type: 'choice' }))).code).toBe(Code.paramInvalid)
    // a signal the report's devices do not hold
    const other = await excelWithDevice(server, a.admin)
    expect(
      (await save(cell({ kind: 'value', deviceId: other.deviceId, signalId: other.temp, offsetMinutes: 0 })))
        .code,
    ).toBe(Code.noDataOrPermission)
    expect((await b.admin.call('excel/info', { id: excelId })).code).toBe(Code.noDataOrPermission)
    expect((await b.admin.call('excel/record/generate', { excelId, time: DAY_START })).code).toBe(
      Code.noDataOrPermission,
    )
  })

  it('keeps the group tree within its limits', async () => {
    const root = await ok(a.admin.call('excel/group/add', { name: 'Plant' }))
    let parent = root
    for (let depth = 2; depth <= 10; depth++)
      parent = await ok(a.admin.call('excel/group/add', { name: `L${depth}`, parentId: parent.id }))
    expect((await a.admin.call('excel/group/add', { name: 'L11', parentId: parent.id })).code).toBe(
      Code.groupTooDeep,
    )
    const child = (await ok(a.admin.call('excel/group/query', {}))).find((g: Json) => g.parentId === root.id)
    expect((await a.admin.call('excel/group/edit', { id: root.id, parentId: child.id })).code).toBe(
      Code.paramInvalid,
    )
    expect((await a.admin.call('excel/group/delete', { id: root.id })).code).toBe(Code.inUse)
    expect(await ok(a.admin.call('excel/group/delete', { id: parent.id }))).toBeNull()
    expect((await ok(b.admin.call('excel/group/query', {}))).length).toBe(0)
  })

  it('generates from history, lets only fillers fill (audited), only readers read, and exports the record', async () => {
    const filler = await ok(
      a.admin.call('org/role/add', { uuid: 'filler', name: 'Filler', auths: ['excel_fill'] }),
    )
    const outsider = await ok(
      a.admin.call('org/role/add', { uuid: 'outsider', name: 'Outsider', auths: ['excel_fill'] }),
    )
    const { setup, record } = await generatedDay(server, a.admin)
    await ok(
      a.admin.call('excel/edit', {
        id: setup.excelId,
        fillerRoleIds: [filler.id],
        readerRoleIds: [filler.id],
      }),
    )
    const operator = await (await createAccount(server, a.admin, { roleId: filler.id })).session()
    const stranger = await (await createAccount(server, a.admin, { roleId: outsider.id })).session()
    expect((await stranger.call('excel/record/info', { id: record.id })).code).toBe(Code.noDataOrPermission)
    expect((await ok(stranger.call('excel/query', {}))).list.map((r: Json) => r.id)).not.toContain(
      setup.excelId,
    )
    const listed = (await ok(operator.call('excel/query', { name: 'DAILY', pageSize: 100 }))).list
    expect(listed.find((r: Json) => r.id === setup.excelId)).toMatchObject({
      canFill: true,
      canManage: false,
    })

    const fill = (inputs: { key: string; value: string }[], who = operator) =>
      who.call('excel/record/fill', { id: record.id, inputs })
    expect((await fill([{ key: '0:3:0', value: '12' }])).code).toBe(Code.outOfRange)
    expect((await fill([{ key: '0:3:0', value: 'abc' }])).code).toBe(Code.paramType)
    expect((await fill([{ key: '0:3:1', value: 'maybe' }])).code).toBe(Code.paramInvalid)
    expect((await fill([{ key: '0:2:0', value: '1' }])).code).toBe(Code.paramInvalid)
    expect((await fill([{ key: '0:3:0', value: '1' }], stranger)).code).toBe(Code.noDataOrPermission)
    const half = await ok(fill([{ key: '0:3:0', value: '7.5' }]))
    expect(half).toMatchObject({ status: 'generated', inputs: { '0:3:0': 7.5 } })
    const done = await ok(
      fill([
        { key: '0:3:0', value: '8' },
        { key: '0:3:1', value: 'ok' },
      ]),
    )
    expect(done).toMatchObject({
      status: 'filled',
      inputs: { '0:3:0': 8, '0:3:1': 'ok' },
      values: record.values,
    })
    expect(done.audit).toEqual([
      { key: '0:3:0', value: 7.5, previous: null, by: operator.info.loginname, at: expect.any(Number) },
      { key: '0:3:0', value: 8, previous: 7.5, by: operator.info.loginname, at: expect.any(Number) },
      { key: '0:3:1', value: 'ok', previous: null, by: operator.info.loginname, at: expect.any(Number) },
    ])
    expect(
      (await ok(operator.call('excel/record/query', { excelId: setup.excelId, status: 'filled' }))).total,
    ).toBe(1)

    // the counter shows 2 places: the export keeps the exact numbers and formats them so; the level
    // (0 places) gets `0`, a cell's own format stays
    await server.db.updateTable('variables').set({ decimals: 2 }).where('id', '=', setup.temp).execute()
    expect(
      (await ok(operator.call('excel/signals', { id: setup.excelId }))).map((v: Json) => [
        v.signalId,
        v.decimals,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [setup.temp, 2],
        [setup.level, 0],
      ]),
    )
    const file = await inject(server, 'excel/record/export', operator.cookie, { id: record.id })
    expect(file.headers['content-type']).toContain('spreadsheetml')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const ws = book.getWorksheet('Daily')!
    expect([1, 2, 3, 4, 5, 6].map((c) => ws.getCell(2, c).value)).toEqual([343, 271.5, 144, 200, 343, 200])
    expect([ws.getCell('A3').value, ws.getCell('B3').value, ws.getCell('C3').value]).toEqual([205, 205, null])
    expect([ws.getCell('A4').value, ws.getCell('B4').value]).toEqual([8, 'ok'])
    expect(ws.getCell('C4').formula).toBe('SUM(A2:B2)')
    expect(ws.getCell('A1')).toMatchObject({
      value: 'Boiler daily report',
      font: { bold: true },
      numFmt: undefined,
    })
    expect(ws.getCell('A2').numFmt).toBe('0.00')
    expect([ws.getCell('B2').numFmt, ws.getCell('A3').numFmt, ws.getCell('C3').numFmt]).toEqual([
      '0.00',
      '0.00',
      '0',
    ])
    expect(ws.getCell('A4').numFmt).toBeUndefined()
    expect(ws.getCell('D1').isMerged).toBe(true)
    expect(ws.getColumn(1).width).toBe(20)
    expect(ws.getRow(1).height).toBe(30)
  })

  it('reads an exported template back as the same template', async () => {
    const setup = await excelWithDevice(server, a.admin)
    const template = dailyTemplate(setup)
    await ok(a.admin.call('excel/template/save', { id: setup.excelId, template: JSON.stringify(template) }))
    const file = await inject(server, 'excel/template/export', a.admin.cookie, { id: setup.excelId })
    const data = Buffer.from(file.rawPayload).toString('base64')
    const imported = await ok(a.admin.call('excel/template/import', { data }))
    const sheet = imported.sheets[0]
    expect(imported.sheets).toHaveLength(1)
    expect(sheet).toMatchObject({
      name: 'Daily',
      merges: template.sheets[0]!.merges,
      cols: [{ c: 0, width: 20 }],
    })
    const byKey = (cells: Json[]) => Object.fromEntries(cells.map((c) => [`${c.r}:${c.c}`, c]))
    for (const cell of template.sheets[0]!.cells)
      expect(byKey(sheet.cells)[`${cell.r}:${cell.c}`]).toMatchObject(cell)
    expect((await a.admin.call('excel/template/import', { data: 'AAAA' })).code).toBe(Code.fileFormat)
  })

  it('makes each scheduled record once, on the run after its period', async () => {
    const setup = await excelWithDevice(server, a.admin)
    await seedDay(server, setup.temp)
    await ok(
      a.admin.call('excel/template/save', {
        id: setup.excelId,
        template: JSON.stringify(dailyTemplate(setup)),
      }),
    )
    await ok(a.admin.call('excel/edit', { id: setup.excelId, schedule: { kind: 'daily' } }))
    // the report was scheduled at the test clock (2026-01-15 16:00 +08:00): the first run ends that day
    const row = await server.db
      .selectFrom('excels')
      .select('nextRunAt')
      .where('id', '=', setup.excelId)
      .executeTakeFirstOrThrow()
    const firstRun = DAY_START + 1440 * MINUTE + 10_000
    expect(Number(row.nextRunAt)).toBe(firstRun)
    expect(await generateDue(server.db, firstRun - 1)).toBe(0)
    expect(await generateDue(server.db, firstRun)).toBe(1)
    expect(await generateDue(server.db, firstRun)).toBe(0)
    const list = await ok(a.admin.call('excel/record/query', { excelId: setup.excelId }))
    expect(list.list).toMatchObject([
      { source: 'schedule', time: DAY_START, periodEnd: DAY_START + 1440 * MINUTE },
    ])
    const record = await ok(a.admin.call('excel/record/info', { id: list.list[0].id }))
    expect(record.values).toMatchObject({ '0:1:0': 343, '0:1:2': 144 })
  })
})

const pgUp = await pgReachable()
if (!pgUp) console.log('PostgreSQL not reachable: skipped')

describe.skipIf(!pgUp)('data centre on PostgreSQL', () => {
  let database: TestDatabase
  let server: TestServer

  beforeAll(async () => {
    database = await postgresDatabase()
    server = await createTestServer({ db: database.db })
  })
  afterAll(async () => {
    await server?.app.close()
    await database?.drop()
  })

  it('generates the values and aggregates in the database and fills a record', async () => {
    const platform = await loginDemoAdmin(server)
    const org = await createEnterprise(server, platform)
    const { record } = await generatedDay(server, org.admin)
    const filled = await ok(
      org.admin.call('excel/record/fill', { id: record.id, inputs: [{ key: '0:3:0', value: '3' }] }),
    )
    expect(filled.audit).toHaveLength(1)
    expect(await generateDue(server.db, DAY_START)).toBe(0)
  })
})
