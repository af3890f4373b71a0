// What the history calls compute: curves thinned to a width (min/max per pixel column, LTTB) and report
// rows by storage mode and aggregation (platform spec §3 History report).
import { describe, expect, it } from 'vitest'
import { lttb, minMaxPerColumn } from '../../../server/history/downsample.ts'
import {
  type ColumnData,
  parseTrigger,
  type ReportDefinition,
  reportRows,
} from '../../../server/history/reports.ts'

const series = (points: [number, number][]) => ({
  times: points.map(([t]) => t),
  values: points.map(([, v]) => v),
})

describe('min/max per pixel column', () => {
  const n = 100_000
  const wave = series(
    Array.from({ length: n }, (_, i) => [i, Math.sin(i / 500) * 100 + (i === 54_321 ? 1000 : 0)]),
  )

  it('keeps at most four points a column, every extreme, and the ends', () => {
    const thin = minMaxPerColumn(wave, 200, 0, n - 1)
    expect(thin.times.length).toBeLessThanOrEqual(800)
    expect(Math.max(...thin.values)).toBe(Math.max(...wave.values))
    expect(Math.min(...thin.values)).toBe(Math.min(...wave.values))
    expect(thin.times[0]).toBe(0)
    expect(thin.times.at(-1)).toBe(n - 1)
    expect([...thin.times].sort((a, b) => a - b)).toEqual(thin.times)
  })

  it('leaves a short series as it is, without gaps', () => {
    const short = series([
      [1, 1],
      [2, Number.NaN],
      [3, 3],
    ])
    expect(minMaxPerColumn(short, 10, 0, 10)).toEqual(
      series([
        [1, 1],
        [3, 3],
      ]),
    )
  })
})

describe('LTTB', () => {
  it('thins to the threshold, keeping the ends and a lone spike', () => {
    const points = Array.from({ length: 10_000 }, (_, i): [number, number] => [i, i === 5000 ? 500 : 0])
    const thin = lttb(series(points), 100)
    expect(thin.times).toHaveLength(100)
    expect(thin.times[0]).toBe(0)
    expect(thin.times.at(-1)).toBe(9999)
    expect(thin.values).toContain(500)
  })
})

describe('report rows', () => {
  const HOUR = 3_600_000
  // a counter read at 10 min, 50 min, 70 min; 5 before the window
  const counter: ColumnData = {
    series: series(
      [
        [10, 7],
        [50, 9],
        [70, 12],
      ].map(([m, v]) => [m! * 60_000, v!]),
    ),
    before: 5,
  }
  const data = new Map([['c', counter]])
  const window = { start: 0, end: 2 * HOUR - 1 }
  const periodic = (over: Partial<ReportDefinition>): ReportDefinition => ({
    storageMode: 'periodic',
    intervalMs: HOUR,
    summary: true,
    columns: [{ signalId: 'c' }],
    ...over,
  })

  it.each([
    ['delta', [4, 3]],
    ['first', [7, 12]],
    ['last', [9, 12]],
    ['max', [9, 12]],
    ['min', [7, 12]],
    ['average', [8, 12]],
  ] as const)('summary with %s aggregates each interval', (aggregation, expected) => {
    const rows = reportRows(periodic({ aggregation }), data, window, 1000)
    expect(rows.map((r) => r.time)).toEqual([0, HOUR])
    expect(rows.map((r) => r.values.c)).toEqual(expected)
  })

  it('a column’s own aggregation wins over the report’s', () => {
    const def = periodic({ aggregation: 'max', columns: [{ signalId: 'c', aggregation: 'min' }] })
    expect(reportRows(def, data, window, 1000).map((r) => r.values.c)).toEqual([7, 12])
  })

  it('a normal periodic report samples the value held at each tick', () => {
    const def = periodic({ summary: false, intervalMs: 30 * 60_000 })
    expect(reportRows(def, data, window, 1000).map((r) => r.values.c)).toEqual([5, 7, 9, 12])
  })

  it('an interval without values holds the last one (delta 0)', () => {
    const quiet = new Map([['c', { series: series([]), before: 5 }]])
    expect(
      reportRows(periodic({ aggregation: 'average' }), quiet, window, 1000).map((r) => r.values.c),
    ).toEqual([5, 5])
    expect(
      reportRows(periodic({ aggregation: 'delta' }), quiet, window, 1000).map((r) => r.values.c),
    ).toEqual([0, 0])
    expect(
      reportRows(periodic({ aggregation: 'max' }), new Map(), window, 1000).map((r) => r.values.c),
    ).toEqual([null, null])
  })

  it('change storage gives a row at each change of any column', () => {
    const two = new Map([
      ['c', counter],
      ['d', { series: series([[20 * 60_000, 1]]) }],
    ])
    const def: ReportDefinition = {
      ...periodic({}),
      storageMode: 'change',
      columns: [{ signalId: 'c' }, { signalId: 'd' }],
    }
    expect(reportRows(def, two, window, 1000).map((r) => [r.time / 60_000, r.values.c, r.values.d])).toEqual([
      [10, 7, null],
      [20, 7, 1],
      [50, 9, 1],
      [70, 12, 1],
    ])
  })

  it('conditional storage keeps the change rows where the trigger holds', () => {
    const trigger = parseTrigger('c >= 9')
    expect(trigger).toEqual({ signalId: 'c', condition: 'ge', value: 9 })
    const def: ReportDefinition = {
      ...periodic({}),
      storageMode: 'conditional',
      ...(trigger ? { trigger } : {}),
    }
    expect(reportRows(def, data, window, 1000).map((r) => r.values.c)).toEqual([9, 12])
  })

  it('answers at most the latest rows', () => {
    const def = periodic({ summary: false, intervalMs: 60_000 })
    const rows = reportRows(def, data, window, 3)
    expect(rows.map((r) => r.time)).toEqual([117, 118, 119].map((m) => m * 60_000))
  })

  it.each(['', 'temperature', 'x >> 3', 'x > y'])('refuses the trigger %j', (text) => {
    expect(parseTrigger(text)).toBeUndefined()
  })
})
