// Custom reports (platform spec §7 `custom/report/data/query`, `queryAll`, `queryAllForCurve`): reports
// a history table or a chart defines itself — signals, an interval in minutes, one of the six
// aggregations — aggregated by the database from the per-minute summaries (history/rollups.ts); the
// window as for history (both ends, at most 30 days), at most the latest 200,000 rows. `export` writes
// the rows as the table shows them to an Excel file, streamed.
import type { Lang } from '../../core/kernel/index.ts'
import { type CustomReportBody, CustomReportExportBody } from '../../schemas/api/custom-report.ts'
import { clockTime } from '../alarms/export.ts'
import { CURVE_MAX_POINTS } from '../history/limits.ts'
import { historyWindow, loadReport, reportData } from '../history/queries.ts'
import type { ReportRow } from '../history/reports.ts'
import { aggregatedRows } from '../history/rollups.ts'
import { langOf } from '../http/envelope.ts'
import type { Services } from '../services.ts'
import { idsIn } from '../tenancy/scope.ts'
import { sendWorkbook } from '../views/excel.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

const MINUTE = 60_000
const ID_FIELDS = { signalIds: 'watchSignal', equipmentId: 'watchDevice', projectId: 'project' } as const
const TIME_HEADER: Record<Lang, string> = { zh: '时间', en: 'Time' }
const SHEET: Record<Lang, string> = { zh: '历史报表', en: 'History report' }

/** The stored report holding the first of the signals (report signals are its variables). */
async function reportOf(s: Services, signalIds: readonly string[]): Promise<string | undefined> {
  const row = await s.db
    .selectFrom('reportVariables')
    .select('reportId')
    .where('variableId', '=', signalIds[0] ?? '')
    .orderBy('reportId')
    .executeTakeFirst()
  return row?.reportId
}

/** Only the signals' values of each row (a stored report has more columns). */
const only = (rows: ReportRow[], signalIds: readonly string[]): ReportRow[] =>
  rows.map((r) => ({
    time: r.time,
    values: Object.fromEntries(signalIds.map((id) => [id, r.values[id] ?? null])),
  }))

/** The report's rows over the body's window, oldest first. */
async function rowsOf(s: Services, body: CustomReportBody) {
  const signalIds = [...new Set(idsIn(body.signalIds))]
  const window = historyWindow(body.startTime, body.endTime)
  if (body.source === 'report') {
    const reportId = await reportOf(s, signalIds)
    const rows = reportId ? await reportData(s.realtime, await loadReport(s.realtime, reportId), window) : []
    return { signalIds, rows: only(rows, signalIds) }
  }
  const aggregation = body.aggregation ?? 'average'
  await s.realtime.history.flush()
  return {
    signalIds,
    rows: await aggregatedRows(s.db, {
      columns: signalIds.map((signalId) => ({ signalId, aggregation })),
      window,
      intervalMs: (body.interval ?? 5) * MINUTE,
      limit: CURVE_MAX_POINTS,
    }),
  }
}

/** A value with the table's decimal places, so the file reads as the table does. */
const rounded = (v: number | null, decimals: number | null | undefined): number | null =>
  v === null || decimals === null || decimals === undefined ? v : Number(v.toFixed(decimals))

export const customReportRoutes = [
  endpoint('custom/report/data/query', {
    summary:
      "a page of a custom report's rows (signals, interval, aggregation; in the database), newest first",
    auth: 'user',
    idFields: ID_FIELDS,
    handler: async ({ body, s }) => {
      const { rows } = await rowsOf(s, body)
      const pageNo = body.pageNo ?? 1
      const pageSize = body.pageSize ?? 10
      const newestFirst = rows.reverse()
      return {
        list: newestFirst.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        total: newestFirst.length,
        pageNo,
        pageSize,
      }
    },
  }),

  endpoint('custom/report/data/queryAll', {
    summary: 'every row of a custom report over at most 30 days (latest 200,000), oldest first',
    auth: 'user',
    idFields: ID_FIELDS,
    handler: async ({ body, s }) => (await rowsOf(s, body)).rows,
  }),

  endpoint('custom/report/data/queryAllForCurve', {
    summary:
      "a custom report's rows as a chart draws them: the times, and each signal's values (null where none)",
    auth: 'user',
    idFields: ID_FIELDS,
    handler: async ({ body, s }) => {
      const { signalIds, rows } = await rowsOf(s, body)
      return {
        times: rows.map((r) => r.time),
        series: signalIds.map((signalId) => ({
          signalId,
          values: rows.map((r) => r.values[signalId] ?? null),
        })),
      }
    },
  }),

  route({
    path: 'custom/report/data/export',
    summary:
      "a custom report's rows newest first as an Excel file (streamed), the table's column titles, times on the caller's clock",
    bodySchema: CustomReportExportBody,
    auth: 'user',
    idFields: ID_FIELDS,
    handler: async ({ body, s, req, reply }) => {
      const lang = langOf(req)
      const offset = body.timeZoneOffset ?? 0
      const { signalIds, rows } = await rowsOf(s, body)
      const newestFirst = rows.reverse()
      await sendWorkbook(reply, {
        name: `${SHEET[lang]}-${clockTime(Date.now(), offset).slice(0, 10)}`,
        sheet: SHEET[lang],
        headers: [TIME_HEADER[lang], ...signalIds.map((id, i) => body.titles[i] || id)],
        rows: (async function* () {
          for (let i = 0; i < newestFirst.length; i += 2000)
            yield newestFirst
              .slice(i, i + 2000)
              .map((r) => [
                clockTime(r.time, offset),
                ...signalIds.map((id, c) => rounded(r.values[id] ?? null, body.decimals?.[c])),
              ])
        })(),
      })
    },
  }),
]
