// Pie, ring and rose: slices from twelve o'clock clockwise, each labelled outside its edge with a short
// leader line, and the legend on its side. A pie's or ring's slice is as wide as its share of the total;
// a rose's slices are equally wide and as long as their value against the largest. With nothing to
// share yet (all zero or missing) the slices are drawn equal and pale.

import { type Drawing, LABEL_COLOR, type Row } from './drawing.ts'
import { placeLegend, polar, slicePath } from './geometry.ts'

/** the chart's radius against half the smaller side of its box */
const RADIUS = 0.8
const TAU = 2 * Math.PI

interface Slice {
  row: Row
  a0: number
  a1: number
  outer: number
}

function slicesOf(kind: string, rows: readonly Row[], outer: number): Slice[] {
  const sizes = rows.map((r) => Math.max(0, r.value))
  const total = sizes.reduce((a, b) => a + b, 0)
  const largest = Math.max(...sizes, 0)
  let at = 0
  return rows.map((row, i) => {
    const sweep = kind === 'rose' || !total ? TAU / rows.length : (sizes[i]! / total) * TAU
    const a0 = at
    at += sweep
    const r = kind === 'rose' ? (largest ? (sizes[i]! / largest) * outer : outer) : outer
    return { row, a0, a1: at, outer: r }
  })
}

export function Slices({ props, rows, width, height, label }: Drawing) {
  const whole = { x: 0, y: 0, width, height }
  const legend =
    props.legend === 'none' || !rows.length
      ? { entries: [], plot: whole }
      : placeLegend(rows, props.legend, whole)
  const { plot } = legend
  const cx = plot.x + plot.width / 2
  const cy = plot.y + plot.height / 2
  const outer = Math.max(1, (Math.min(plot.width, plot.height) / 2) * RADIUS)
  const inner =
    props.kind === 'ring' ? Math.max(0, Math.min(outer * 0.95, outer - (props.ringWidth ?? 20))) : 0
  const empty = !rows.some((r) => r.value > 0)
  const slices = slicesOf(props.kind, rows, outer)
  return (
    <g>
      {slices.map((s, i) => (
        <path
          key={s.row.key}
          d={slicePath(cx, cy, inner, Math.max(s.outer, inner + 1), s.a0, s.a1)}
          fill={s.row.color}
          fillOpacity={empty ? 0.25 : 1}
          stroke="#fff"
          strokeWidth={1}
          data-row={i}
        />
      ))}
      {label &&
        slices.map((s) => <SliceLabel key={s.row.key} slice={s} cx={cx} cy={cy} text={label(s.row)} />)}
      {legend.entries.map((e) => (
        <g key={`${e.name}-${e.x}-${e.y}`}>
          <circle cx={e.x + 4} cy={e.y} r={4} fill={e.color} />
          <text x={e.x + 14} y={e.y} dy="0.35em" fill={LABEL_COLOR}>
            {e.name}
          </text>
        </g>
      ))}
    </g>
  )
}

function SliceLabel({ slice, cx, cy, text }: { slice: Slice; cx: number; cy: number; text: string }) {
  const mid = (slice.a0 + slice.a1) / 2
  const [x0, y0] = polar(cx, cy, slice.outer + 2, mid)
  const [x1, y1] = polar(cx, cy, slice.outer + 12, mid)
  const [tx, ty] = polar(cx, cy, slice.outer + 16, mid)
  const right = Math.sin(mid) >= -1e-9
  return (
    <g>
      <line x1={x0} y1={y0} x2={x1} y2={y1} stroke={slice.row.color} />
      <text x={tx} y={ty} dy="0.35em" textAnchor={right ? 'start' : 'end'} fill={LABEL_COLOR}>
        {text}
      </text>
    </g>
  )
}
