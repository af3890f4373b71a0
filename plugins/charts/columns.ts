// The columns a time chart draws (uPlot's aligned data) kept up to date in place: stored points set them
// in one go (align.ts), live points are added at the end as they come. A page of charts fed thousands
// of values a second then copies and re-sorts nothing per value or per redraw.
import type uPlot from 'uplot'
import { alignSeries, type TimeSeriesData } from './align.ts'

/** Stale columns dropped at once: splicing the arrays for every column would cost more than drawing. */
const DROP_AT_LEAST = 256

export class Columns {
  private x: number[] = []
  private ys: (number | null)[][] = []
  /** The columns as uPlot takes them: the same arrays, changed in place, until the next reset. */
  data: uPlot.AlignedData = [[]]

  /** The series' stored points, aligned on one time column. */
  reset(series: readonly TimeSeriesData[]): void {
    const [x, ...ys] = alignSeries(series)
    this.x = Array.from(x)
    this.ys = ys
    this.data = [this.x, ...ys] as uPlot.AlignedData
  }

  /** Series i's value at `time`: in the last column when the time is not earlier (the live case). */
  add(i: number, time: number, value: number): void {
    const { x, ys } = this
    const n = x.length
    const at = n > 0 && time <= x[n - 1]! ? firstAtOrAfter(x, time) : n
    if (x[at] !== time) {
      x.splice(at, 0, time)
      for (const y of ys) y.splice(at, 0, null)
    }
    const y = ys[i]
    if (y) y[at] = value
  }

  /** Drops the columns before `from`, once there are enough of them to be worth it. */
  dropBefore(from: number): void {
    const stale = firstAtOrAfter(this.x, from)
    if (stale < DROP_AT_LEAST) return
    this.x.splice(0, stale)
    for (const y of this.ys) y.splice(0, stale)
  }
}

/** The index of the first time at or after `t` in sorted times (their length when none is). */
function firstAtOrAfter(times: readonly number[], t: number): number {
  let lo = 0
  let hi = times.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (times[mid]! < t) lo = mid + 1
    else hi = mid
  }
  return lo
}
