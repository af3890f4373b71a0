// The drawings of the script charts (trend, bar, pie) from rows of { name, value, series? }: plain SVG,
// sized to the widget, with the value range adaptive or custom (minVal, maxVal).
import type { CSSProperties, ReactNode } from 'react'
import type { Widget } from '../../../schemas/page.ts'
import { fontCss } from '../common/view.ts'
import { cellText, type Row, ScriptErrorBox } from './run.tsx'

export interface Series {
  name: string
  points: { name: string; value: number }[]
}

/** Rows grouped into series by their `series` field (one unnamed series without it); non-numbers dropped. */
export function seriesOf(rows: readonly Row[]): Series[] {
  const by = new Map<string, Series>()
  for (const row of rows) {
    const value = Number(row.value)
    if (!Number.isFinite(value)) continue
    const key = row.series === undefined ? '' : String(row.series)
    const s = by.get(key) ?? { name: key, points: [] }
    s.points.push({ name: cellText(row.name ?? row.time ?? s.points.length + 1), value })
    by.set(key, s)
  }
  return [...by.values()]
}

/** The value range: the data's own (adapt, widened to include 0 for bars) or the configured one. */
export function rangeOf(
  series: readonly Series[],
  data: { mode?: string; minVal?: number; maxVal?: number },
  fromZero = false,
): [number, number] {
  if (data.mode === 'custom' && (data.maxVal ?? 100) > (data.minVal ?? 0))
    return [data.minVal ?? 0, data.maxVal ?? 100]
  const values = series.flatMap((s) => s.points.map((p) => p.value))
  if (!values.length) return [data.minVal ?? 0, data.maxVal ?? 100]
  let min = Math.min(...values, ...(fromZero ? [0] : []))
  let max = Math.max(...values)
  if (max === min) [min, max] = [min - 1, max + 1]
  return [min, max]
}

export const PAD = { left: 40, right: 12, top: 12, bottom: 28 }

/** The y position of a value between `min` (bottom) and `max` (top) in a chart `height` tall. */
export const yScale = (min: number, max: number, height: number) => (v: number) =>
  PAD.top + (1 - (v - min) / (max - min)) * (height - PAD.top - PAD.bottom)

export function Legend({
  names,
  colours,
  font,
}: {
  names: string[]
  colours: string[]
  font: CSSProperties
}) {
  if (names.length < 2 && !names[0]) return null
  return (
    <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap', ...font }}>
      {names.map((n, i) => (
        <span key={n} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <span style={{ width: 10, height: 10, borderRadius: 2, background: colours[i % colours.length] }} />
          {n}
        </span>
      ))}
    </div>
  )
}

/** The y axis: min and max labels and a baseline. */
export function YAxis({
  min,
  max,
  width,
  height,
  color,
}: {
  min: number
  max: number
  width: number
  height: number
  color: string
}) {
  return (
    <g fontSize={11} fill={color}>
      <text x={PAD.left - 4} y={PAD.top + 4} textAnchor="end">
        {cellText(max)}
      </text>
      <text x={PAD.left - 4} y={height - PAD.bottom} textAnchor="end">
        {cellText(min)}
      </text>
      <line
        x1={PAD.left}
        x2={width - PAD.right}
        y1={height - PAD.bottom}
        y2={height - PAD.bottom}
        stroke="#d9d9d9"
      />
    </g>
  )
}

/** The style every script chart has: its fill, its colours and its legend. */
export interface ChartStyle {
  fill: string
  themeColors: string[]
  legend: { show: boolean; font: Parameters<typeof fontCss>[0] }
}

/** The height left to the drawing once the legend has its row. */
export const plotHeight = (style: ChartStyle, height: number) =>
  Math.max(40, height - (style.legend.show ? 24 : 0))

/** A script chart's frame: the drawing (`children`, in an SVG of the plot's size), the legend, the error. */
export function ChartFrame(props: {
  widget: Pick<Widget, 'position' | 'widgetName'>
  style: ChartStyle
  rows: number
  legend: string[]
  error: string | undefined
  children: ReactNode
}) {
  const { widget, style, error } = props
  return (
    <div style={{ position: 'relative', width: '100%', height: '100%', background: style.fill }}>
      <svg
        width={widget.position.width}
        height={plotHeight(style, widget.position.height)}
        data-script-rows={props.rows}
        role="img"
        aria-label={widget.widgetName}
      >
        {props.children}
      </svg>
      {style.legend.show && (
        <Legend names={props.legend} colours={style.themeColors} font={fontCss(style.legend.font)} />
      )}
      {error && <ScriptErrorBox error={error} />}
    </div>
  )
}
