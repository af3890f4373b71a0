// Curves are thinned on the server to what the requested width can show (DESIGN.md: a browser draws
// 200k points in 0.6-0.8 s). Two ways: the extremes of each pixel column (min/max, with each column's
// first and last point so lines join as drawn), or Largest-Triangle-Three-Buckets (Steinarsson 2013),
// which keeps the visual shape with a fixed number of points. Gaps (NaN values) are skipped.
import type { Series } from '../storage/history-format.ts'

export type DownsampleMode = 'minmax' | 'lttb'

/** Any series: plain arrays or the typed arrays reads build. */
export interface SeriesLike {
  times: ArrayLike<number>
  values: ArrayLike<number>
}

function withoutGaps(s: SeriesLike): Series {
  const out: Series = { times: [], values: [] }
  for (let i = 0; i < s.times.length; i++)
    if (!Number.isNaN(s.values[i])) {
      out.times.push(s.times[i]!)
      out.values.push(s.values[i]!)
    }
  return out
}

/** Adds a column's first, min, max and last points to `out`, in time order, each once. */
function keep(out: Series, s: SeriesLike, first: number, min: number, max: number, last: number) {
  const kept = [first, min, max, last].sort((a, b) => a - b)
  for (let k = 0; k < kept.length; k++) {
    if (k > 0 && kept[k] === kept[k - 1]) continue
    out.times.push(s.times[kept[k]!]!)
    out.values.push(s.values[kept[k]!]!)
  }
}

/**
 * First, min, max and last point of each of `width` columns over [start, end], in time order. One pass
 * with the column's state in locals (no closure over them) and a column worked out only for points
 * outside the times surely inside the current one: 200,000 points take a few ms, not 20-40.
 */
export function minMaxPerColumn(s: SeriesLike, width: number, start: number, end: number): Series {
  if (s.times.length <= width * 4) return withoutGaps(s)
  const { times, values } = s
  const span = Math.max(1, end - start)
  const edge = span / width
  const out: Series = { times: [], values: [] }
  let column = -1
  let first = -1
  let min = -1
  let max = -1
  let last = -1
  let low = 0
  let high = 0
  // times a little inside the current column's edges (where rounding could put a point next door)
  let inFrom = 0
  let inTo = -1
  for (let i = 0; i < times.length; i++) {
    const v = values[i]!
    if (Number.isNaN(v)) continue
    const t = times[i]!
    if (t < inFrom || t > inTo) {
      const c = Math.min(width - 1, Math.floor(((t - start) / span) * width))
      if (c !== column) {
        if (first >= 0) keep(out, s, first, min, max, last)
        column = c
        first = min = max = last = i
        low = high = v
        inFrom = start + (c + 1e-6) * edge
        inTo = c === width - 1 ? Number.POSITIVE_INFINITY : start + (c + 1 - 1e-6) * edge
        continue
      }
    }
    if (v < low) {
      low = v
      min = i
    }
    if (v > high) {
      high = v
      max = i
    }
    last = i
  }
  if (first >= 0) keep(out, s, first, min, max, last)
  return out
}

/** Largest-Triangle-Three-Buckets down to `threshold` points (first and last always kept). */
export function lttb(series: SeriesLike, threshold: number): Series {
  const s = withoutGaps(series)
  const n = s.times.length
  if (threshold >= n || threshold < 3) return s
  const { times: x, values: y } = s
  const out: Series = { times: [x[0]!], values: [y[0]!] }
  const every = (n - 2) / (threshold - 2)
  let a = 0
  for (let i = 0; i < threshold - 2; i++) {
    // average of the next bucket: the third corner of the triangle
    const nextFrom = Math.floor((i + 1) * every) + 1
    const nextTo = Math.min(n, Math.floor((i + 2) * every) + 1)
    let avgX = 0
    let avgY = 0
    for (let j = nextFrom; j < nextTo; j++) {
      avgX += x[j]!
      avgY += y[j]!
    }
    const count = Math.max(1, nextTo - nextFrom)
    avgX /= count
    avgY /= count
    const from = Math.floor(i * every) + 1
    const to = Math.floor((i + 1) * every) + 1
    let best = from
    let bestArea = -1
    for (let j = from; j < to; j++) {
      const area = Math.abs((x[a]! - avgX) * (y[j]! - y[a]!) - (x[a]! - x[j]!) * (avgY - y[a]!))
      if (area > bestArea) {
        bestArea = area
        best = j
      }
    }
    out.times.push(x[best]!)
    out.values.push(y[best]!)
    a = best
  }
  out.times.push(x[n - 1]!)
  out.values.push(y[n - 1]!)
  return out
}

export function downsample(
  series: SeriesLike,
  mode: DownsampleMode,
  width: number,
  window: { start: number; end: number },
): Series {
  return mode === 'lttb' ? lttb(series, width * 2) : minMaxPerColumn(series, width, window.start, window.end)
}
