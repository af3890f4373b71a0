// The live points a real-time curve adds after its stored history: each bound entry's values as they
// arrive (once per time), no older than the window.
import type { LiveValue } from '../../../core/kernel/index.ts'
import { numberOf } from '../common/view.ts'

export interface Entry {
  key: string
  name: string
}

export interface Points {
  times: number[]
  values: number[]
}

export class LiveSeries {
  private byKey = new Map<string, Points>()

  /** Takes the newest value of each entry; returns whether anything changed. */
  take(
    entries: readonly Entry[],
    lookup: (key: string) => LiveValue | undefined,
    windowMs: number,
    now: number,
  ): boolean {
    let changed = false
    const from = now - windowMs
    for (const { key } of entries) {
      const v = lookup(key)
      const n = numberOf(v)
      const points = this.of(key)
      const last = points.times[points.times.length - 1] ?? Number.NEGATIVE_INFINITY
      if (v && n !== undefined && v.time > last) {
        points.times.push(v.time)
        points.values.push(n)
        changed = true
      }
      let old = 0
      while (old < points.times.length && points.times[old]! < from) old++
      if (old > 0) {
        points.times.splice(0, old)
        points.values.splice(0, old)
        changed = true
      }
    }
    return changed
  }

  of(key: string): Points {
    let points = this.byKey.get(key)
    if (!points) {
      points = { times: [], values: [] }
      this.byKey.set(key, points)
    }
    return points
  }
}
