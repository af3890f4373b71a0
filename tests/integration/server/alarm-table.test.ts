// The alarm table's server calls (issue 15): records of a list of devices by state and time with paging,
// acknowledgement with who and when, the Excel export of exactly the filtered rows and chosen columns
// in the caller's language (read back with ExcelJS), and the tenancy check on the device list.
import { randomUUID } from 'node:crypto'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import {
  createEnterprise,
  createTestServer,
  deviceOfGateway,
  loginDemoAdmin,
  ok,
  projectOfDevice,
  type Session,
  START,
  type TestServer,
} from './helpers.ts'

const MINUTE = 60_000
let server: TestServer
let admin: Session
let deviceId: string
let projectId: string
let orgId: string

async function addRecord(minute: number, resolved: boolean, text: string, value = '36.5') {
  const id = randomUUID()
  await server.db
    .insertInto('alarmRecords')
    .values({
      id,
      orgId,
      deviceId,
      ruleId: null,
      variableId: 'temperature',
      type: 'variable',
      level: 'important',
      value,
      text,
      triggeredAt: START - minute * MINUTE,
      resolvedAt: resolved ? START - minute * MINUTE + 30_000 : null,
      confirmedAt: null,
      confirmedBy: null,
    })
    .execute()
  return id
}

beforeAll(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  deviceId = await deviceOfGateway(server.db, DEMO_GATEWAY.sn)
  projectId = await projectOfDevice(server.db, deviceId)
  orgId = (
    await server.db.selectFrom('devices').select('orgId').where('id', '=', deviceId).executeTakeFirstOrThrow()
  ).orgId
  // 30 records one a minute back from START; every third one still open
  for (let m = 1; m <= 30; m++) await addRecord(m, m % 3 !== 0, `alarm ${m}`)
})
afterAll(() => server.close())

describe('alarm table calls', () => {
  const query = (body: object) =>
    admin.call('alarm/query', { equipmentIds: deviceId, projectId, pageSize: 5, ...body })

  it('pages the records of a device list, newest first', async () => {
    const page = await ok(query({ pageNo: 2 }))
    expect(page.total).toBe(30)
    expect(page.list.map((r: { text: string }) => r.text)).toEqual([6, 7, 8, 9, 10].map((m) => `alarm ${m}`))
  })

  it('filters by state and time range', async () => {
    const active = await ok(query({ state: 'alarming', pageSize: 100 }))
    expect(active.total).toBe(10)
    const history = await ok(
      query({ state: 'resolved', startTime: START - 10 * MINUTE, endTime: START, pageSize: 100 }),
    )
    // minutes 1..10 without 3, 6, 9
    expect(history.list.map((r: { text: string }) => r.text)).toEqual(
      [1, 2, 4, 5, 7, 8, 10].map((m) => `alarm ${m}`),
    )
  })

  it('records who acknowledged and when', async () => {
    const [first] = (await ok(query({ state: 'unconfirmed', pageSize: 1 }))).list
    await ok(admin.call('alarm/confirm', { id: first.id }))
    const after = (await ok(query({ pageSize: 1 }))).list[0]
    expect(after.id).toBe(first.id)
    expect(after.confirmedBy).toBe(admin.info.loginname)
    expect(after.confirmedAt).toBe(server.clock.now())
  })

  it('refuses a device list with a device of another enterprise', async () => {
    const platformAdmin = admin
    const other = await createEnterprise(server, platformAdmin)
    const reply = await other.admin.call('alarm/query', { equipmentIds: deviceId })
    expect(reply.code).toBe(Code.noDataOrPermission)
    const exported = await other.admin.call('alarm/export', { equipmentIds: deviceId })
    expect(exported.code).toBe(Code.noDataOrPermission)
  })

  it('exports exactly the filtered rows and chosen columns, headers in the caller’s language', async () => {
    const body = {
      equipmentIds: deviceId,
      projectId,
      state: 'alarming',
      columns: 'equipTitle,alarmLevelId,gmtTrigger,value,msg,confirm',
      timeZoneOffset: 480,
    }
    const response = await server.app.inject({
      method: 'POST',
      url: '/lfscada/alarm/export',
      headers: { cookie: admin.cookie, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify(body),
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('spreadsheetml')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][]
    expect(rows[0]!.slice(1)).toEqual(['Device', 'Level', 'Triggered', 'Value', 'Message', 'Acknowledged'])
    const shown = (await ok(query({ state: 'alarming', pageSize: 100 }))).list as {
      text: string
      equipTitle: string
      triggeredAt: number
      confirmedBy: string | null
    }[]
    expect(rows.length - 1).toBe(shown.length)
    shown.forEach((r, i) => {
      const row = rows[i + 1]!.slice(1)
      expect(row[0]).toBe(r.equipTitle)
      expect(row[1]).toBe('Important')
      // UTC+8 clock
      expect(row[2]).toBe(new Date(r.triggeredAt + 480 * MINUTE).toISOString().slice(0, 19).replace('T', ' '))
      expect(row[3]).toBe(36.5)
      expect(row[4]).toBe(r.text)
      expect(Boolean(row[5])).toBe(r.confirmedBy !== null)
    })
    const zh = await server.app.inject({
      method: 'POST',
      url: '/lfscada/alarm/export',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...body, columns: 'equipTitle,type' }),
    })
    const zhBook = new ExcelJS.Workbook()
    await zhBook.xlsx.load(zh.rawPayload as unknown as ArrayBuffer)
    expect(zhBook.worksheets[0]!.getRow(1).values).toEqual([undefined, '设备', '报警类型'])
    expect(zhBook.worksheets[0]!.getRow(2).getCell(2).value).toBe('变量报警')
  })

  it('refuses unknown export columns with a parameter error', async () => {
    const reply = await admin.call('alarm/export', { equipmentIds: deviceId, columns: 'equipTitle,secret' })
    expect(reply.code).not.toBe(200)
    expect(reply.code).toBeGreaterThan(1000)
  })
})
