// What the history calls compute in JavaScript: curves thinned to a width (min/max per pixel column,
// LTTB) and report triggers read from their text (the database computes report rows: reports-sql.test.ts).
import { describe, expect, it } from 'vitest'
import { lttb, minMaxPerColumn } from '../../../server/history/downsample.ts'
import { parseTrigger } from '../../../server/history/reports.ts'

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

describe('report triggers', () => {
  it('reads a conditional report’s trigger', () => {
    expect(parseTrigger('c >= 9')).toEqual({ signalId: 'c', condition: 'ge', value: 9 })
    expect(parseTrigger('level gt -2.5')).toEqual({ signalId: 'level', condition: 'gt', value: -2.5 })
  })

  it.each(['', 'temperature', 'x >> 3', 'x > y'])('refuses the trigger %j', (text) => {
    expect(parseTrigger(text)).toBeUndefined()
  })
})
