// The arithmetic of the category charts (plugins/charts/CategoryChart.tsx): the value axis's round ticks,
// text widths estimated without a canvas (labels and legends are laid out before they are drawn), the
// legend's place beside the plot, and SVG paths of slices. Angles are clockwise from twelve o'clock.

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** Round ticks covering lo..hi (1, 2 or 5 times a power of ten apart), about `count` of them. */
export function niceTicks(lo: number, hi: number, count = 5): number[] {
  const span = hi - lo || Math.abs(hi) || 1
  const raw = span / Math.max(1, count)
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power
  const ticks = [Number((Math.floor(lo / step + 1e-9) * step).toPrecision(12))]
  // up to the first tick at or above hi, so the largest value stays inside the axis
  while (ticks[ticks.length - 1]! < hi - step * 1e-9 || ticks.length < 2)
    ticks.push(Number((ticks[ticks.length - 1]! + step).toPrecision(12)))
  return ticks
}

/** The value axis's range: the data with zero, rounded out to ticks; a fixed range is kept as given. */
export function valueDomain(values: readonly number[], fixed?: { min: number; max: number }) {
  if (fixed && fixed.max > fixed.min) {
    const ticks = niceTicks(fixed.min, fixed.max).filter((t) => t >= fixed.min && t <= fixed.max)
    return { min: fixed.min, max: fixed.max, ticks }
  }
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values))
  return { min: ticks[0]!, max: ticks[ticks.length - 1]!, ticks }
}

/** The width of a line of text in px: CJK characters a full em, others about 0.6 em. */
export function textWidth(text: string, size: number): number {
  let width = 0
  for (const ch of text) width += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? size : size * 0.6
  return width
}

export interface LegendEntry {
  name: string
  color: string
  x: number
  y: number
}

const LEGEND_FONT = 12
const LEGEND_ROW = 20
const MARKER = 14

/** Legend entries placed on one side of the box, and what remains of the box for the plot. */
export function placeLegend(
  names: readonly { name: string; color: string }[],
  side: 'top' | 'bottom' | 'left' | 'right',
  box: Box,
): { entries: LegendEntry[]; plot: Box } {
  const widths = names.map((n) => MARKER + textWidth(n.name, LEGEND_FONT) + 16)
  if (side === 'left' || side === 'right') {
    const width = Math.min(box.width / 3, Math.max(...widths, 0) + 8)
    const top = box.y + Math.max(0, (box.height - names.length * LEGEND_ROW) / 2)
    const x = side === 'left' ? box.x + 8 : box.x + box.width - width
    const entries = names.map((n, i) => ({ ...n, x, y: top + i * LEGEND_ROW + LEGEND_ROW / 2 }))
    const plot = { ...box, x: side === 'left' ? box.x + width : box.x, width: box.width - width }
    return { entries, plot }
  }
  const rows: number[][] = [[]]
  let used = 0
  widths.forEach((w, i) => {
    if (used + w > box.width && rows[rows.length - 1]!.length) {
      rows.push([])
      used = 0
    }
    rows[rows.length - 1]!.push(i)
    used += w
  })
  const height = rows.length * LEGEND_ROW + 8
  const top = side === 'top' ? box.y + 4 : box.y + box.height - height + 4
  const entries = rows.flatMap((row, r) => {
    const total = row.reduce((sum, i) => sum + widths[i]!, 0)
    let x = box.x + (box.width - total) / 2
    return row.map((i) => {
      const entry = { ...names[i]!, x, y: top + r * LEGEND_ROW + LEGEND_ROW / 2 }
      x += widths[i]!
      return entry
    })
  })
  const plot = { ...box, y: side === 'top' ? box.y + height : box.y, height: box.height - height }
  return { entries, plot }
}

/** A point at an angle (clockwise from twelve o'clock) and a radius around a centre. */
export const polar = (cx: number, cy: number, r: number, angle: number): [number, number] => [
  cx + r * Math.sin(angle),
  cy - r * Math.cos(angle),
]

const f = (n: number) => Number(n.toFixed(2))

/** The SVG path of a slice from angle a0 to a1 between radii inner (0 for a pie) and outer. */
export function slicePath(cx: number, cy: number, inner: number, outer: number, a0: number, a1: number) {
  if (a1 - a0 >= 2 * Math.PI - 1e-6) {
    // a whole circle: two halves (one arc cannot end where it starts)
    const half = (r: number) =>
      `M${f(cx)},${f(cy - r)}A${f(r)},${f(r)} 0 1 1 ${f(cx)},${f(cy + r)}A${f(r)},${f(r)} 0 1 1 ${f(cx)},${f(cy - r)}Z`
    return inner > 0 ? `${half(outer)}${half(inner)}` : half(outer)
  }
  const large = a1 - a0 > Math.PI ? 1 : 0
  const [ox0, oy0] = polar(cx, cy, outer, a0)
  const [ox1, oy1] = polar(cx, cy, outer, a1)
  const arc = `M${f(ox0)},${f(oy0)}A${f(outer)},${f(outer)} 0 ${large} 1 ${f(ox1)},${f(oy1)}`
  if (inner <= 0) return `${arc}L${f(cx)},${f(cy)}Z`
  const [ix1, iy1] = polar(cx, cy, inner, a1)
  const [ix0, iy0] = polar(cx, cy, inner, a0)
  return `${arc}L${f(ix1)},${f(iy1)}A${f(inner)},${f(inner)} 0 ${large} 0 ${f(ix0)},${f(iy0)}Z`
}
