// The live side of the time chart without a browser: its columns kept in place as points come (in
// order, out of order, at a time already there), stale columns dropped in chunks, live points newer
// only, and the redraw interval of a live chart.
import { describe, expect, it } from 'vitest'
import { Columns } from '../../../plugins/charts/columns.ts'
import { LivePoints } from '../../../plugins/charts/live-points.ts'
import { LIVE_REDRAW_MAX_MS, LIVE_REDRAW_MS, liveRedrawInterval } from '../../../plugins/charts/redraw.ts'

const stored = (times: number[], values: number[]) => ({ times, values })

describe('chart columns', () => {
  it('align stored series and add live points at the end, in place', () => {
    const c = new Columns()
    c.reset([stored([1, 3], [10, 30]), stored([2], [20])])
    const data = c.data
    expect(data).toEqual([
      [1, 2, 3],
      [10, null, 30],
      [null, 20, null],
    ])
    c.add(1, 3, 31)
    c.add(0, 4, 40)
    expect(c.data).toBe(data)
    expect(data).toEqual([
      [1, 2, 3, 4],
      [10, null, 30, 40],
      [null, 20, 31, null],
    ])
  })

  it('insert a point older than the last in time order', () => {
    const c = new Columns()
    c.reset([stored([10, 30], [1, 3])])
    c.add(0, 20, 2)
    expect(c.data).toEqual([
      [10, 20, 30],
      [1, 2, 3],
    ])
  })

  it('drop stale columns only once there are many', () => {
    const c = new Columns()
    const times = Array.from({ length: 300 }, (_, i) => i)
    c.reset([stored(times, times)])
    c.dropBefore(10)
    expect(c.data[0]).toHaveLength(300)
    c.dropBefore(290)
    expect(c.data[0]).toEqual([290, 291, 292, 293, 294, 295, 296, 297, 298, 299])
    expect(c.data[1]).toHaveLength(10)
  })
})

describe('live points', () => {
  it('take newer points only and trim the old ones', () => {
    const live = new LivePoints()
    expect(live.add('a', { time: 5, value: 1 })).toBe(true)
    expect(live.add('a', { time: 5, value: 2 })).toBe(false)
    expect(live.add('a', { time: 4, value: 2 })).toBe(false)
    expect(live.add('a', undefined)).toBe(false)
    expect(live.add('a', { time: 9, value: 3 })).toBe(true)
    expect(live.trim(6)).toBe(true)
    expect(live.of('a')).toEqual({ times: [9], values: [3] })
  })
})

describe('live redraw interval', () => {
  it('is the time a pixel stands for, within the bounds', () => {
    expect(liveRedrawInterval(60_000, 300)).toBe(LIVE_REDRAW_MS)
    expect(liveRedrawInterval(150_000, 300)).toBe(500)
    expect(liveRedrawInterval(3_600_000, 300)).toBe(LIVE_REDRAW_MAX_MS)
  })
})
