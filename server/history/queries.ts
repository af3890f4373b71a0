// What the history calls answer: points of signals, curves thinned to a width (compact: arrays of times
// and values), pages of points newest first by keyset, and the columns
// and rows of history reports. Time ranges follow spec §5: both required, start before end, at most
// 30 days.
import { Code } from '../../core/i18n/codes.ts'
import { historyRange, toTime } from '../../core/validation/index.ts'
import type {
  HistoryCurve,
  HistoryCurveSeries,
  HistoryPage,
  HistoryPageCursor,
  HistoryPoint,
  ReportColumnView,
} from '../../schemas/entities/live.ts'
import type { Realtime } from '../edge-link/realtime.ts'
import { fail } from '../http/api-error.ts'
import { ROLLUP_MS } from '../storage/history-format.ts'
import { parseJsonObject } from '../storage/json.ts'
import { type RowTimes, samplePage } from './change-reports.ts'
import { valueOfStored } from './chunks.ts'
import { type DownsampleMode, downsample } from './downsample.ts'
import { CURVE_MAX_POINTS } from './limits.ts'
import { readPacked, readSeries, type Window } from './reader.ts'
import {
  AGGREGATIONS,
  type Aggregation,
  parseTrigger,
  type ReportDefinition,
  type ReportRow,
  STORAGE_MODES,
  type StorageMode,
} from './reports.ts'
import { aggregatedRows, ticksOf } from './rollups.ts'
import { summaryRows } from './summary-reports.ts'
import { readTexts } from './texts.ts'

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
}

export interface CurveRequest extends PointsRequest {
  /** pixel columns of the curve: each signal thinned to what they can show */
  width: number
  mode?: DownsampleMode
}

/** A signal's latest `limit` points in the window, numbers and texts, in time order. */
async function signalPoints(rt: Realtime, signalId: string, window: Window, limit: number) {
  const [numbers, texts] = await Promise.all([
    readSeries(rt.o.db, rt.history, signalId, window, limit),
    readTexts(rt.o.db, rt.history.texts, signalId, window, limit),
  ])
  const points: HistoryPoint[] = numbers.times.map((time, i) => ({
    signalId,
    time,
    value: valueOfStored(numbers.values[i]!),
  }))
  if (texts.times.length === 0) return points
  for (const [i, time] of texts.times.entries()) points.push({ signalId, time, value: texts.values[i]! })
  return points.sort((a, b) => a.time - b.time).slice(-limit)
}

/** The latest CURVE_MAX_POINTS points of the signals in the window (texts too), in time order. */
export async function historyPoints(rt: Realtime, r: PointsRequest): Promise<HistoryPoint[]> {
  const series = await Promise.all(r.signalIds.map((id) => signalPoints(rt, id, r.window, CURVE_MAX_POINTS)))
  const points: HistoryPoint[] = series.flat()
  points.sort((a, b) => a.time - b.time)
  return points.slice(-CURVE_MAX_POINTS)
}

/** Each signal's latest CURVE_MAX_POINTS points in the window, thinned to the width (extremes kept). */
export async function historyCurve(rt: Realtime, r: CurveRequest): Promise<HistoryCurve> {
  const series = await Promise.all(
    r.signalIds.map(async (signalId): Promise<HistoryCurveSeries> => {
      const s = await readPacked(rt.o.db, rt.history, signalId, r.window, CURVE_MAX_POINTS)
      const thinned = downsample(s, r.mode ?? 'minmax', r.width, r.window)
      return { signalId, ...thinned, ...extremes(s.values), count: s.times.length }
    }),
  )
  return { startTime: r.window.start, endTime: r.window.end, width: r.width, series }
}

function extremes(values: ArrayLike<number>): { min: number | null; max: number | null } {
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!
    if (!Number.isNaN(v)) {
      if (v < min) min = v
      if (v > max) max = v
    }
  }
  return min > max ? { min: null, max: null } : { min, max }
}

export interface PageRequest extends PointsRequest {
  pageSize: number
  before?: HistoryPageCursor
}

/** A row's place in a page: newest first, then by signal id descending. */
const newerFirst = (a: HistoryPoint, b: HistoryPoint) =>
  b.time - a.time || (a.signalId < b.signalId ? 1 : a.signalId > b.signalId ? -1 : 0)

/**
 * A page of the signals' points newest first, after the cursor (keyset): each signal reads only its
 * latest points up to the cursor's time, so every page costs about what the first does.
 */
export async function historyPage(rt: Realtime, r: PageRequest): Promise<HistoryPage> {
  const { before, pageSize } = r
  const perSignal = await Promise.all(r.signalIds.map((id) => signalPageRows(rt, id, r)))
  const rows = perSignal.flatMap((p) => p.rows).sort(newerFirst)
  const list = rows.slice(0, pageSize)
  const more = rows.length > pageSize || perSignal.some((p) => p.more)
  const last = list[list.length - 1]
  if (!more || !last) return { list, next: null }
  const sameAsLast = list.filter((p) => p.time === last.time && p.signalId === last.signalId).length
  const carried =
    before && before.beforeTime === last.time && before.beforeSignalId === last.signalId
      ? before.beforeSkip
      : 0
  return {
    list,
    next: { beforeTime: last.time, beforeSignalId: last.signalId, beforeSkip: sameAsLast + carried },
  }
}

/** A signal's rows after the cursor, newest first, at least a page of them when it has that many. */
async function signalPageRows(
  rt: Realtime,
  signalId: string,
  { window, pageSize, before }: PageRequest,
): Promise<{ rows: HistoryPoint[]; more: boolean }> {
  const end = before ? Math.min(window.end, before.beforeTime) : window.end
  for (let limit = pageSize + (before?.beforeSkip ?? 0) + 1; ; limit *= 2) {
    const s = await signalPoints(rt, signalId, { start: window.start, end }, limit)
    const rows: HistoryPoint[] = []
    let skipped = 0
    for (let i = s.length - 1; i >= 0 && rows.length <= pageSize; i--) {
      const point = s[i]!
      if (before && point.time === before.beforeTime) {
        if (signalId > before.beforeSignalId) continue
        if (signalId === before.beforeSignalId && skipped++ < before.beforeSkip) continue
      }
      rows.push(point)
    }
    const exhausted = s.length < limit
    if (rows.length > pageSize || exhausted) return { rows, more: rows.length > pageSize }
  }
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

/** Where a report's rows are when they sample the history (change-reports.ts); none for a summary. */
function rowTimesOf(def: ReportDefinition, window: Window): RowTimes | undefined {
  if (def.storageMode !== 'periodic')
    return def.storageMode === 'conditional' && def.trigger
      ? { kind: 'change', trigger: def.trigger }
      : { kind: 'change' }
  if (def.summary) return undefined
  const interval = Math.max(1, def.intervalMs)
  return { kind: 'ticks', interval, ...ticksOf(window, interval, CURVE_MAX_POINTS) }
}

/**
 * The report's rows over the window, oldest first, at most CURVE_MAX_POINTS (the latest), computed by the
 * database: sampled (change-reports.ts), or aggregated from the per-minute rollups (rollups.ts) or, by
 * parts of a minute, from the raw points (summary-reports.ts).
 */
export async function reportData(rt: Realtime, report: Report, window: Window): Promise<ReportRow[]> {
  const { db } = rt.o
  const def = report.definition
  await rt.history.flush()
  const rows = rowTimesOf(def, window)
  if (rows) {
    const columns = def.columns.map((c) => c.signalId)
    return (await samplePage(db, { columns, rows, window, offset: 0, limit: CURVE_MAX_POINTS })).rows
  }
  const columns = def.columns.map((c) => ({
    signalId: c.signalId,
    aggregation: c.aggregation ?? def.aggregation ?? 'last',
  }))
  const interval = Math.max(1, def.intervalMs)
  if (interval % ROLLUP_MS === 0)
    return aggregatedRows(db, { columns, window, intervalMs: interval, limit: CURVE_MAX_POINTS })
  return summaryRows(db, { columns, interval, ...ticksOf(window, interval, CURVE_MAX_POINTS) })
}

/**
 * A page of the report's rows newest first, of the latest CURVE_MAX_POINTS; a sampling report's page is
 * cut by the database, the others' from their rows.
 */
export async function reportPage(
  rt: Realtime,
  report: Report,
  window: Window,
  page: { pageNo: number; pageSize: number },
): Promise<{ list: ReportRow[]; total: number }> {
  const offset = (page.pageNo - 1) * page.pageSize
  const rows = rowTimesOf(report.definition, window)
  if (!rows) {
    const newestFirst = (await reportData(rt, report, window)).reverse()
    return { list: newestFirst.slice(offset, offset + page.pageSize), total: newestFirst.length }
  }
  await rt.history.flush()
  const { total, rows: list } = await samplePage(rt.o.db, {
    columns: report.definition.columns.map((c) => c.signalId),
    rows,
    window,
    offset,
    limit: Math.max(0, Math.min(page.pageSize, CURVE_MAX_POINTS - offset)),
  })
  return { list: list.reverse(), total: Math.min(total, CURVE_MAX_POINTS) }
}
