// The points a real-time curve keeps: each bound entry's values as they arrive, no older than the window.
import type { LiveValue } from '../../../core/kernel/index.ts'
import { numberOf } from '../common/view.ts'

export interface Point {
  time: number
  value: number
  name: string
}

export interface Entry {
  key: string
  name: string
}

export class SeriesBuffer {
  private points: Point[] = []
  private last = new Map<string, number>()

  /** Takes the newest value of each entry (once per time); returns whether anything changed. */
  take(
    entries: readonly Entry[],
    lookup: (key: string) => LiveValue | undefined,
    windowMs: number,
    now: number,
  ): boolean {
    let changed = false
    for (const { key, name } of entries) {
      const v = lookup(key)
      const n = numberOf(v)
      if (!v || n === undefined || v.time <= (this.last.get(key) ?? Number.NEGATIVE_INFINITY)) continue
      this.last.set(key, v.time)
      this.points.push({ time: v.time, value: n, name })
      changed = true
    }
    const from = now - windowMs
    if (this.points.length && (this.points[0]?.time ?? from) < from) {
      this.points = this.points.filter((p) => p.time >= from)
      changed = true
    }
    return changed
  }

  get data(): readonly Point[] {
    return this.points
  }
}
