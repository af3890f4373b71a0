// A plain reading of raw points as history reports, the expectation the database's reports are checked
// against (change-reports.test.ts, summary-reports.test.ts, custom-report.test.ts): loops over every
// point, no SQL. A signal's value at t is its last point at or before t — of several values at one time
// the largest, a failed read (null) only when there is no other.
import { expect } from 'vitest'
import type { ConditionName } from '../../../server/alarms/conditions.ts'
import type { Aggregation, ReportRow, Trigger } from '../../../server/history/reports.ts'

export interface StoredPoint {
  signalId: string
  time: number
  /** null: a failed read */
  value: number | null
}

const largest = (values: (number | null)[]): number | null => {
  const numbers = values.filter((v) => v !== null)
  return numbers.length > 0 ? Math.max(...numbers) : null
}

/** The signal's value at t; undefined when it has no point at or before t. */
export function valueAt(
  points: readonly StoredPoint[],
  signalId: string,
  t: number,
): number | null | undefined {
  const before = points.filter((p) => p.signalId === signalId && p.time <= t)
  if (before.length === 0) return undefined
  const last = Math.max(...before.map((p) => p.time))
  return largest(before.filter((p) => p.time === last).map((p) => p.value))
}

const COMPARE: Record<ConditionName, (a: number, b: number) => boolean> = {
  gt: (a, b) => a > b,
  ge: (a, b) => a >= b,
  lt: (a, b) => a < b,
  le: (a, b) => a <= b,
  eq: (a, b) => a === b,
  ne: (a, b) => a !== b,
}

/** Whether the trigger holds at t (a missing or failed value never does). */
export function holdsAt(points: readonly StoredPoint[], trigger: Trigger, t: number): boolean {
  const v = valueAt(points, trigger.signalId, t)
  return v !== null && v !== undefined && COMPARE[trigger.condition](v, trigger.value)
}

/** Rows at the times, each column's value at each. */
export function sampledRows(points: readonly StoredPoint[], columns: string[], times: number[]): ReportRow[] {
  return times.map((time) => ({
    time,
    values: Object.fromEntries(columns.map((c) => [c, valueAt(points, c, time) ?? null])),
  }))
}

/** The times of a change report: every time a column has a point in [start, end], in order. */
export function changeTimes(
  points: readonly StoredPoint[],
  columns: string[],
  window: { start: number; end: number },
) {
  const inside = points.filter(
    (p) => columns.includes(p.signalId) && p.time >= window.start && p.time <= window.end,
  )
  return [...new Set(inside.map((p) => p.time))].sort((a, b) => a - b)
}

/** An aggregation over [from, to): its points without failed reads; none: the value held before (delta 0). */
export function summaryOf(
  points: readonly StoredPoint[],
  signalId: string,
  from: number,
  to: number,
  how: Aggregation,
): number | null {
  const held = valueAt(points, signalId, from - 1)
  const seen = new Set<string>()
  const inside = points.filter((p) => {
    const key = `${p.time}:${p.value}`
    const keep =
      p.signalId === signalId && p.time >= from && p.time < to && p.value !== null && !seen.has(key)
    if (keep) seen.add(key)
    return keep
  })
  const values = inside.map((p) => p.value!)
  const atTime = (t: number) => largest(inside.filter((p) => p.time === t).map((p) => p.value))
  const first = inside.length > 0 ? atTime(Math.min(...inside.map((p) => p.time))) : null
  const last = inside.length > 0 ? atTime(Math.max(...inside.map((p) => p.time))) : null
  if (how === 'delta') {
    if (held === undefined) return last === null || first === null ? null : last - first
    const end = last ?? held
    return end === null || held === null ? null : end - held
  }
  if (inside.length === 0) return held ?? null
  switch (how) {
    case 'first':
      return first
    case 'last':
      return last
    case 'max':
      return Math.max(...values)
    case 'min':
      return Math.min(...values)
    case 'average':
      return values.reduce((a, b) => a + b, 0) / values.length
  }
}

/** A summary's rows: a row per interval start, each column's aggregation over the interval. */
export function summaryRowsOf(
  points: readonly StoredPoint[],
  columns: readonly { signalId: string; aggregation: Aggregation }[],
  ticks: { from: number; interval: number; count: number },
): ReportRow[] {
  return Array.from({ length: ticks.count }, (_, k) => {
    const time = ticks.from + k * ticks.interval
    return {
      time,
      values: Object.fromEntries(
        columns.map((c) => [
          c.signalId,
          summaryOf(points, c.signalId, time, time + ticks.interval, c.aggregation),
        ]),
      ),
    }
  })
}

/** Rows equal but for the last bits of sums (the database adds in its own order). */
export function expectRowsClose(actual: readonly ReportRow[], wanted: readonly ReportRow[]): void {
  expect(actual.map((r) => r.time)).toEqual(wanted.map((r) => r.time))
  actual.forEach((row, i) => {
    const want = wanted[i]!.values
    expect(Object.keys(row.values).sort()).toEqual(Object.keys(want).sort())
    for (const [id, v] of Object.entries(want))
      if (v === null) expect(row.values[id], `${id} at ${row.time}`).toBeNull()
      else expect(row.values[id], `${id} at ${row.time}`).toBeCloseTo(v, 9)
  })
}
