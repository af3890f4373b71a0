// The slices of a status signal: each point's value holds from its time until the next point (the last
// until now), clipped to the window; neighbours with the same value merge.
export interface Slice {
  start: number
  end: number
  value: string
}

export function slicesOf(
  times: readonly number[],
  values: readonly (number | string)[],
  window: { start: number; end: number },
): Slice[] {
  const out: Slice[] = []
  for (let i = 0; i < times.length; i++) {
    const start = Math.max(window.start, times[i]!)
    const end = Math.min(window.end, times[i + 1] ?? window.end)
    if (end <= start) continue
    const value = String(values[i])
    const last = out[out.length - 1]
    if (last && last.value === value && last.end >= start) last.end = end
    else out.push({ start, end, value })
  }
  return out
}
