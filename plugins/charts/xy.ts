// One signal against another (xy line, indicator diagram): each point of the y signal paired with the
// value the x signal held at that time (its last point at or before it), in time order; y points before
// the first x point have no pair.
export interface TimedValues {
  times: readonly number[]
  values: readonly number[]
}

export interface XyPoints {
  xs: number[]
  ys: number[]
}

export function pairUp(x: TimedValues, y: TimedValues): XyPoints {
  const out: XyPoints = { xs: [], ys: [] }
  let i = -1
  for (let k = 0; k < y.times.length; k++) {
    const t = y.times[k]!
    while (i + 1 < x.times.length && x.times[i + 1]! <= t) i++
    if (i < 0) continue
    const xv = x.values[i]!
    const yv = y.values[k]!
    if (Number.isNaN(xv) || Number.isNaN(yv)) continue
    out.xs.push(xv)
    out.ys.push(yv)
  }
  return out
}
