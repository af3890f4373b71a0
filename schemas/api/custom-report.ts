// Custom reports (platform spec §7 "Project monitoring": `custom/report/data/query`, `queryAll`,
// `queryAllForCurve`): a report a history table or chart defines itself — up to 10 signals, one row per
// interval over a window, each value one of the six aggregations of spec §3 — computed by the database
// from the per-minute summaries of the stored history. `export` writes the rows shown as an Excel file.
import Type, { type Static } from 'typebox'
import { ReportColumnView, ReportRowView } from '../entities/live.ts'
import { OptionalId, PageOf, Paging } from './common.ts'
import { ReportColsBody, ReportPageBody } from './live.ts'
import { IdList } from './project.ts'

export const REPORT_AGGREGATIONS = ['delta', 'first', 'last', 'max', 'min', 'average'] as const
/** Epoch ms, or a date text core/validation's toTime reads. */
const Time = Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 32 })])

const CustomReport = {
  projectId: OptionalId,
  equipmentId: OptionalId,
  signalIds: IdList(10),
  startTime: Time,
  endTime: Time,
  /**
   * `custom`: the signals aggregated by `interval` and `aggregation`; `report`: the rows of the stored
   * history report holding the (report) signals, as that report defines them
   */
  source: Type.Optional(Type.Enum(['custom', 'report'], { default: 'custom' })),
  /** minutes between rows (whole minutes: the database keeps a summary per minute) */
  interval: Type.Optional(Type.Integer({ minimum: 1, maximum: 44_640, default: 5 })),
  aggregation: Type.Optional(Type.Enum(REPORT_AGGREGATIONS, { default: 'average' })),
}

export const CustomReportBody = Type.Object(CustomReport)
export type CustomReportBody = Static<typeof CustomReportBody>
export const CustomReportPageBody = Type.Object({ ...CustomReport, ...Paging })
export type CustomReportPageBody = Static<typeof CustomReportPageBody>

/** The export: the columns' titles as the table shows them (time first, named by the server). */
export const CustomReportExportBody = Type.Object({
  ...CustomReport,
  titles: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 10 }),
  /** each column's decimal places as the table shows them (null: as stored) */
  decimals: Type.Optional(
    Type.Array(Type.Union([Type.Integer({ minimum: 0, maximum: 10 }), Type.Null()]), { maxItems: 10 }),
  ),
  /** the reader's clock: minutes east of UTC, so the file's times read as the table's */
  timeZoneOffset: Type.Optional(Type.Integer({ minimum: -840, maximum: 840 })),
})
export type CustomReportExportBody = Static<typeof CustomReportExportBody>

/** `queryAllForCurve`: each signal's values at the row times, as arrays (null where none). */
export const CustomReportCurve = Type.Object({
  times: Type.Array(Type.Integer()),
  series: Type.Array(
    Type.Object({ signalId: Type.String(), values: Type.Array(Type.Union([Type.Number(), Type.Null()])) }),
  ),
})
export type CustomReportCurve = Static<typeof CustomReportCurve>

export const CUSTOM_REPORT_ENDPOINTS = {
  // the stored reports' calls (server/routes/history.ts), mapped for the history table's typed calls
  'report/queryCols': { body: ReportColsBody, answer: Type.Array(ReportColumnView) },
  'history/queryAll': { body: ReportPageBody, answer: PageOf(ReportRowView) },
  'custom/report/data/query': { body: CustomReportPageBody, answer: PageOf(ReportRowView) },
  'custom/report/data/queryAll': { body: CustomReportBody, answer: Type.Array(ReportRowView) },
  'custom/report/data/queryAllForCurve': { body: CustomReportBody, answer: CustomReportCurve },
} as const
