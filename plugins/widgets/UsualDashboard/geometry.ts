// Gauge geometry in a 200 x 200 view box: a 270° dial opening downwards, t = 0 at bottom left.
export const CENTRE = 100
export const RADIUS = 78
/** Where the dial starts, clockwise from the +x axis. */
const START = 135
const SWEEP = 270
export const SWEEP_DEG = SWEEP

export interface Pt {
  x: number
  y: number
}

/** The point at fraction `t` of the dial, `r` from the centre. */
export function dialPoint(t: number, r: number): Pt {
  const rad = ((START + SWEEP * t) * Math.PI) / 180
  return { x: CENTRE + r * Math.cos(rad), y: CENTRE + r * Math.sin(rad) }
}

/** An SVG arc path along the dial from fraction `from` to `to`. */
export function dialArc(from: number, to: number, r = RADIUS): string {
  const a = dialPoint(from, r)
  const b = dialPoint(to, r)
  const large = (to - from) * SWEEP > 180 ? 1 : 0
  return `M ${a.x.toFixed(2)} ${a.y.toFixed(2)} A ${r} ${r} 0 ${large} 1 ${b.x.toFixed(2)} ${b.y.toFixed(2)}`
}

export interface Segment {
  from: number
  to: number
  color: string
}

/** Coloured dial segments of a multistage gauge: each threshold colours the range up to its value. */
export function stages(
  thresholds: readonly { value: number; color: string }[],
  min: number,
  max: number,
): Segment[] {
  const span = max - min
  if (!(span > 0)) return []
  const at = (v: number) => Math.min(1, Math.max(0, (v - min) / span))
  const sorted = [...thresholds].sort((a, b) => a.value - b.value)
  const out: Segment[] = []
  let from = 0
  for (const { value, color } of sorted) {
    const to = at(value)
    if (to > from) out.push({ from, to, color })
    from = Math.max(from, to)
  }
  return out
}
