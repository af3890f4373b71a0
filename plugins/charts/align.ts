// Curves of several signals share one time axis on a canvas chart: their times merged (sorted, once
// each), each signal's values placed at its own times and null elsewhere (the line spans the gaps).

export interface TimeSeriesData {
  times: ArrayLike<number>
  values: ArrayLike<number | null>
}

export type Aligned = [Float64Array, ...(number | null)[][]]

function sortedUnique(times: Float64Array): Float64Array {
  times.sort()
  let n = 0
  for (let i = 0; i < times.length; i++) if (n === 0 || times[i] !== times[n - 1]) times[n++] = times[i]!
  return times.subarray(0, n)
}

function isSorted(times: ArrayLike<number>): boolean {
  for (let i = 1; i < times.length; i++) if (times[i]! <= times[i - 1]!) return false
  return true
}

/** One shared x array and a y array per series (null where the series has no point at that time). */
export function alignSeries(series: readonly TimeSeriesData[]): Aligned {
  const only = series.length === 1 ? series[0] : undefined
  // a single sorted series needs no merging: the 200,000-point case
  if (only && isSorted(only.times)) return [Float64Array.from(only.times), Array.from(only.values)]
  const all = new Float64Array(series.reduce((n, s) => n + s.times.length, 0))
  let at = 0
  for (const s of series) for (let i = 0; i < s.times.length; i++) all[at++] = s.times[i]!
  const x = sortedUnique(all)
  const ys = series.map((s) => {
    const y: (number | null)[] = new Array(x.length).fill(null)
    const order = Array.from({ length: s.times.length }, (_, i) => i).sort(
      (a, b) => s.times[a]! - s.times[b]!,
    )
    let j = 0
    for (const i of order) {
      const t = s.times[i]!
      while (x[j]! < t) j++
      y[j] = s.values[i]!
    }
    return y
  })
  return [x, ...ys]
}
