// Custom reports aggregated in the database (custom/report/data/*), on SQLite and on PostgreSQL when it
// answers: the six aggregations per interval equal a plain reading of the same points
// (report-reading.ts) — gaps holding the value before, the value held
// from before the window — paging newest first, the curve's arrays, and the Excel export's rows.
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { AGGREGATIONS } from '../../../server/history/reports.ts'
import { ticksOf } from '../../../server/history/rollups.ts'
import { pgReachable, postgresDatabase, type TestDatabase } from '../server/databases.ts'
import {
  createTestServer,
  loginDemoAdmin,
  ok,
  type Session,
  START,
  type TestServer,
} from '../server/helpers.ts'
import { expectRowsClose, summaryRowsOf } from './report-reading.ts'
import { birthMetrics, deviceOf, nodeOf, payload, value } from './sparkplug.ts'

const SN = DEMO_GATEWAY.sn
const MINUTE = 60_000
const t0 = START
const pgUp = await pgReachable()
if (!pgUp) console.log('PostgreSQL not reachable: the PostgreSQL pass is skipped')

/** Level every 10 s for two hours, none between 40 and 65 minutes; pulses a counter. */
const levelAt = (s: number) => ((s * 7) % 113) - 50 + 0.25
const seconds = Array.from({ length: 720 }, (_, i) => i * 10).filter((s) => s < 2400 || s >= 3900)

describe.each([
  ['SQLite', false],
  ['PostgreSQL', true],
])('custom reports on %s', (_name, postgres) => {
  let database: TestDatabase | undefined
  let server: TestServer
  let admin: Session
  let seq = 0
  const send = async (metrics: Parameters<typeof payload>[0]) => {
    server.services.realtime.ingest.handle(deviceOf('DDATA', SN), payload(metrics, seq++ % 256))
    await server.services.realtime.ingest.idle()
  }
  const window = { signalIds: 'level', startTime: t0 + 5 * MINUTE, endTime: t0 + 120 * MINUTE - 1 }

  beforeAll(async () => {
    if (postgres && !pgUp) return
    database = postgres ? await postgresDatabase() : undefined
    server = await createTestServer(database ? { db: database.db } : {})
    admin = await loginDemoAdmin(server)
    server.services.realtime.ingest.handle(nodeOf('NBIRTH', SN), payload(birthMetrics(1, 2), seq++))
    for (let i = 0; i < seconds.length; i += 60)
      await send(seconds.slice(i, i + 60).map((s) => value('level', levelAt(s), t0 + s * 1000)))
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  it.skipIf(postgres && !pgUp).each(AGGREGATIONS)(
    'aggregates %s per interval as the raw computation does',
    async (aggregation) => {
      const rows = await ok(
        admin.call('custom/report/data/queryAll', { ...window, interval: 15, aggregation }),
      )
      const raw: { time: number; value: number }[] = await ok(
        admin.call('history/query', {
          signalIds: 'level',
          startTime: t0,
          endTime: window.endTime + 15 * MINUTE,
        }),
      )
      const points = raw.map((p) => ({ signalId: 'level', time: p.time, value: p.value }))
      const interval = 15 * MINUTE
      const ticks = ticksOf({ start: window.startTime, end: window.endTime }, interval, 1000)
      expectRowsClose(
        rows,
        summaryRowsOf(points, [{ signalId: 'level', aggregation }], { interval, ...ticks }),
      )
    },
  )

  it.skipIf(postgres && !pgUp)('pages newest first and answers the curve as arrays', async () => {
    const body = { ...window, interval: 5, aggregation: 'max' }
    const all = await ok(admin.call('custom/report/data/queryAll', body))
    const page = await ok(admin.call('custom/report/data/query', { ...body, pageNo: 2, pageSize: 5 }))
    expect(page.total).toBe(all.length)
    expect(page.list).toEqual([...all].reverse().slice(5, 10))
    const curve = await ok(admin.call('custom/report/data/queryAllForCurve', body))
    expect(curve.times).toEqual(all.map((r: { time: number }) => r.time))
    expect(curve.series).toEqual([
      { signalId: 'level', values: all.map((r: { values: { level: number } }) => r.values.level) },
    ])
  })

  it.skipIf(postgres && !pgUp)('answers a stored report’s rows for its report signals', async () => {
    const { reportId } = await server.db
      .selectFrom('reportVariables')
      .select('reportId')
      .where('variableId', '=', 'level')
      .orderBy('reportId')
      .executeTakeFirstOrThrow()
    const range = { startTime: window.startTime, endTime: window.endTime }
    const stored = await ok(admin.call('history/queryAllData', { reportId, ...range }))
    const rows = await ok(admin.call('custom/report/data/queryAll', { ...window, source: 'report' }))
    expect(rows).toEqual(
      stored.map((r: { time: number; values: { level: number } }) => ({
        time: r.time,
        values: { level: r.values.level },
      })),
    )
  })

  it.skipIf(postgres && !pgUp)('exports the rows as the table shows them, newest first', async () => {
    const query = { ...window, interval: 30, aggregation: 'average' }
    const body = { ...query, titles: ['Tank level'], timeZoneOffset: 480 }
    const response = await server.app.inject({
      method: 'POST',
      url: '/lfscada/custom/report/data/export',
      headers: { cookie: admin.cookie, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify(body),
    })
    expect(response.headers['content-type']).toContain('spreadsheetml')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
    const sheet = (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1))
    const page = await ok(admin.call('custom/report/data/query', { ...query, pageSize: 100 }))
    expect(sheet[0]).toEqual(['Time', 'Tank level'])
    expect(sheet.slice(1)).toEqual(
      page.list.map((r: { time: number; values: { level: number } }) => [
        new Date(r.time + 480 * MINUTE).toISOString().slice(0, 19).replace('T', ' '),
        r.values.level,
      ]),
    )
  })
})
