// The live points a real-time chart adds after its stored history: each series' values as they arrive
// (once per time, newer only), no older than the window.

export interface Points {
  times: number[]
  values: number[]
}

/** A series' newest value, as a number. */
export interface LivePoint {
  time: number
  value: number
}

export interface Timed {
  times: readonly number[]
  values: readonly number[]
}

export class LivePoints {
  private byKey = new Map<string, Points>()

  /** Appends `point` to the key's points if it is newer than the last; returns whether it did. */
  add(key: string, point: LivePoint | undefined): boolean {
    if (!point) return false
    const points = this.of(key)
    const last = points.times[points.times.length - 1] ?? Number.NEGATIVE_INFINITY
    if (!(point.time > last)) return false
    points.times.push(point.time)
    points.values.push(point.value)
    return true
  }

  /** Drops the points before `from`; returns whether any went. */
  trim(from: number): boolean {
    let changed = false
    for (const points of this.byKey.values()) {
      let old = 0
      while (old < points.times.length && points.times[old]! < from) old++
      if (old === 0) continue
      points.times.splice(0, old)
      points.values.splice(0, old)
      changed = true
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

/** Stored points, then the live ones that came after the last stored one. */
export function joined(stored: Timed, live: Points): Timed {
  const last = stored.times[stored.times.length - 1] ?? Number.NEGATIVE_INFINITY
  const from = live.times.findIndex((t) => t > last)
  if (from < 0) return stored
  return {
    times: [...stored.times, ...live.times.slice(from)],
    values: [...stored.values, ...live.values.slice(from)],
  }
}
