// History reports (platform spec §3 "History report") computed from the raw history of their variables:
// change storage gives a row at each change, periodic storage a row per interval (the value held at the
// tick, or with an aggregation its delta, first, last, max, min or average over the interval), and
// conditional storage the change rows at which the trigger holds. Raw history keeps every reported value,
// so a report is a view of it and a changed definition applies to the past too.

import type { ReportRowView } from '../../schemas/entities/live.ts'
import { type Condition, conditionName, holds } from '../alarms/conditions.ts'
import type { Series } from './chunks.ts'

export const AGGREGATIONS = ['delta', 'first', 'last', 'max', 'min', 'average'] as const
export type Aggregation = (typeof AGGREGATIONS)[number]
export const STORAGE_MODES = ['periodic', 'change', 'conditional'] as const
export type StorageMode = (typeof STORAGE_MODES)[number]

export type Trigger = Condition & { signalId: string }

const TRIGGER_TEXT = /^\s*([^\s<>=!]+)\s*(>=|<=|==|!=|<>|=|>|<|gt|ge|lt|le|eq|ne)\s*(\S+)\s*$/

/** A conditional report's trigger as the configuration stores it: the text `variable op value`, e.g. `temperature > 30`. */
export function parseTrigger(text: string): Trigger | undefined {
  const m = TRIGGER_TEXT.exec(text)
  const condition = m ? conditionName(m[2]!) : undefined
  const value = Number(m?.[3])
  return m && condition && Number.isFinite(value) ? { signalId: m[1]!, condition, value } : undefined
}

export interface ReportColumn {
  signalId: string
  aggregation?: Aggregation
}

export interface ReportDefinition {
  storageMode: StorageMode
  intervalMs: number
  /** summary reports aggregate; normal ones sample */
  summary: boolean
  aggregation?: Aggregation
  columns: ReportColumn[]
  trigger?: Trigger
}

export interface ColumnData {
  /** points in the window, in time order */
  series: Series
  /** the last value before the window, held until the first point */
  before?: number
}

export type ReportRow = ReportRowView

const out = (n: number | undefined): number | null => (n === undefined || Number.isNaN(n) ? null : n)

/** Index of the first time after t (binary search over sorted times). */
function indexAfter(times: readonly number[], t: number): number {
  let lo = 0
  let hi = times.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (times[mid]! <= t) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Value of a column at time t: the last point at or before t, else the one held from before. */
function valueAt(d: ColumnData, t: number): number | undefined {
  const i = indexAfter(d.series.times, t) - 1
  return i >= 0 ? d.series.values[i] : d.before
}

function aggregate(d: ColumnData, from: number, to: number, how: Aggregation): number | undefined {
  const held = valueAt(d, from - 1)
  const { times, values } = d.series
  const inside = values
    .slice(indexAfter(times, from - 1), indexAfter(times, to - 1))
    .filter((v) => !Number.isNaN(v))
  if (how === 'delta') {
    const last = inside[inside.length - 1] ?? held
    const first = held ?? inside[0]
    return last === undefined || first === undefined ? undefined : last - first
  }
  if (inside.length === 0) return held
  switch (how) {
    case 'first':
      return inside[0]
    case 'last':
      return inside[inside.length - 1]
    case 'max':
      return Math.max(...inside)
    case 'min':
      return Math.min(...inside)
    case 'average':
      return inside.reduce((a, b) => a + b, 0) / inside.length
  }
}

function changeTimes(data: Map<string, ColumnData>): number[] {
  const all = new Set<number>()
  for (const d of data.values()) for (const t of d.series.times) all.add(t)
  return [...all].sort((a, b) => a - b)
}

/**
 * The rows of a report over [start, end], oldest first, at most `limit` (the latest ones). `data` holds
 * every column's history and the trigger signal's when there is one.
 */
export function reportRows(
  def: ReportDefinition,
  data: Map<string, ColumnData>,
  window: { start: number; end: number },
  limit: number,
): ReportRow[] {
  const empty: ColumnData = { series: { times: [], values: [] } }
  const col = (id: string) => data.get(id) ?? empty
  const sampleRow = (time: number): ReportRow => ({
    time,
    values: Object.fromEntries(def.columns.map((c) => [c.signalId, out(valueAt(col(c.signalId), time))])),
  })
  if (def.storageMode !== 'periodic') {
    let times = changeTimes(new Map(def.columns.map((c) => [c.signalId, col(c.signalId)])))
    const trigger = def.trigger
    if (def.storageMode === 'conditional' && trigger)
      times = times.filter((t) => holds(trigger, valueAt(col(trigger.signalId), t)))
    return times.slice(-limit).map(sampleRow)
  }
  const interval = Math.max(1, def.intervalMs)
  const first = Math.ceil(window.start / interval) * interval
  const count = Math.max(0, Math.floor((window.end - first) / interval) + 1)
  const skip = Math.max(0, count - limit)
  const rows: ReportRow[] = []
  for (let k = skip; k < count; k++) {
    const tick = first + k * interval
    if (!def.summary) {
      rows.push(sampleRow(tick))
      continue
    }
    rows.push({
      time: tick,
      values: Object.fromEntries(
        def.columns.map((c) => [
          c.signalId,
          out(aggregate(col(c.signalId), tick, tick + interval, c.aggregation ?? def.aggregation ?? 'last')),
        ]),
      ),
    })
  }
  return rows
}
