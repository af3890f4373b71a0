// What the history calls answer: points of signals (thinned to a width when asked), and the columns
// and rows of history reports. Time ranges follow spec §5: both required, start before end, at most
// 30 days.
import { Code } from '../../core/i18n/codes.ts'
import { historyRange, toTime } from '../../core/validation/index.ts'
import type { HistoryPoint, ReportColumnView } from '../../schemas/entities/live.ts'
import type { Realtime } from '../edge-link/realtime.ts'
import { fail } from '../http/api-error.ts'
import { parseJsonObject } from '../storage/json.ts'
import { type Series, valueOfStored } from './chunks.ts'
import { type DownsampleMode, downsample } from './downsample.ts'
import { CURVE_MAX_POINTS } from './limits.ts'
import { pointBefore, readSeries, type Window } from './reader.ts'
import {
  AGGREGATIONS,
  type Aggregation,
  type ColumnData,
  parseTrigger,
  type ReportDefinition,
  type ReportRow,
  reportRows,
  STORAGE_MODES,
  type StorageMode,
} from './reports.ts'

const REASON_CODES: Record<string, number> = {
  startRequired: Code.paramMissing,
  endRequired: Code.paramMissing,
  spanTooLong: Code.outOfRange,
}

/** The window of a history call; 10003 missing, 10005 over 30 days, 10001 otherwise malformed. */
export function historyWindow(start: unknown, end: unknown): Window {
  const reason = historyRange(start, end)
  if (reason) {
    const name = reason.key.split('.').pop() ?? ''
    fail(REASON_CODES[name] ?? Code.paramInvalid, { reason: name, ...reason.params })
  }
  return { start: toTime(start)!, end: toTime(end)! }
}

export interface PointsRequest {
  signalIds: readonly string[]
  window: Window
  /** pixel columns of the curve: thin each signal to what they can show */
  width?: number
  mode?: DownsampleMode
}

/** The latest CURVE_MAX_POINTS points of the signals in the window, in time order. */
export async function historyPoints(rt: Realtime, r: PointsRequest): Promise<HistoryPoint[]> {
  const series = await Promise.all(
    r.signalIds.map(
      async (id) => [id, await readSeries(rt.o.db, rt.history, id, r.window, CURVE_MAX_POINTS)] as const,
    ),
  )
  let points: HistoryPoint[] = series.flatMap(([signalId, s]) =>
    s.times.map((time, i) => ({ signalId, time, value: valueOfStored(s.values[i]!) })),
  )
  points.sort((a, b) => a.time - b.time)
  points = points.slice(-CURVE_MAX_POINTS)
  if (r.width === undefined) return points
  const thinned: HistoryPoint[] = []
  for (const id of r.signalIds) {
    const mine = points.filter((p) => p.signalId === id)
    const s: Series = { times: mine.map((p) => p.time), values: mine.map((p) => p.value ?? Number.NaN) }
    const d = downsample(s, r.mode ?? 'minmax', r.width, r.window)
    for (let i = 0; i < d.times.length; i++)
      thinned.push({ signalId: id, time: d.times[i]!, value: d.values[i]! })
  }
  return thinned.sort((a, b) => a.time - b.time)
}

const pick = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  options.find((o) => o === value)

export interface Report {
  definition: ReportDefinition
  columns: ReportColumnView[]
}

/** A stored report as the computation needs it, with its columns in order. */
export async function loadReport(rt: Realtime, reportId: string): Promise<Report> {
  const { db } = rt.o
  const report = await db
    .selectFrom('reports')
    .selectAll()
    .where('id', '=', reportId)
    .executeTakeFirstOrThrow()
  const columns = await db
    .selectFrom('reportVariables')
    .innerJoin('variables', 'variables.id', 'reportVariables.variableId')
    .select(['variables.id', 'variables.name', 'variables.unit', 'reportVariables.aggregation'])
    .where('reportVariables.reportId', '=', reportId)
    .orderBy('reportVariables.sort')
    .execute()
  const reportAggregation = pick(AGGREGATIONS, report.aggregation)
  const trigger = parseTrigger(String(parseJsonObject(report.trigger).text ?? ''))
  const definition: ReportDefinition = {
    storageMode: pick(STORAGE_MODES, report.storageMode) ?? ('periodic' satisfies StorageMode),
    intervalMs: Math.max(1, report.intervalS) * 1000,
    summary: report.type === 'summary',
    ...(reportAggregation ? { aggregation: reportAggregation } : {}),
    columns: columns.map((c) => {
      const aggregation: Aggregation | undefined = pick(AGGREGATIONS, c.aggregation) ?? reportAggregation
      return { signalId: c.id, ...(aggregation ? { aggregation } : {}) }
    }),
    ...(trigger ? { trigger } : {}),
  }
  return {
    definition,
    columns: columns.map((c) => ({
      signalId: c.id,
      title: c.name,
      unit: c.unit,
      aggregation: definition.columns.find((d) => d.signalId === c.id)?.aggregation ?? null,
    })),
  }
}

/** The report's rows over the window, oldest first, at most CURVE_MAX_POINTS (the latest). */
export async function reportData(rt: Realtime, report: Report, window: Window): Promise<ReportRow[]> {
  const { db } = rt.o
  const ids = new Set(report.definition.columns.map((c) => c.signalId))
  if (report.definition.trigger) ids.add(report.definition.trigger.signalId)
  const data = new Map<string, ColumnData>()
  await Promise.all(
    [...ids].map(async (id) => {
      const [series, before] = await Promise.all([
        readSeries(db, rt.history, id, window, CURVE_MAX_POINTS),
        pointBefore(db, rt.history, id, window.start),
      ])
      data.set(id, { series, ...(before ? { before: before.value } : {}) })
    }),
  )
  return reportRows(report.definition, data, window, CURVE_MAX_POINTS)
}
