// Bars: one per category across the width, a value axis with round ticks (or the fixed range) and its
// grid, the category names under the axis in their font, each bar's value over it (under it when below
// zero).

import { formatNumber } from '../../../core/binding/format.ts'
import { tickDecimals } from '../ticks.ts'
import { type Drawing, LABEL_COLOR } from './drawing.ts'
import { textWidth, valueDomain } from './geometry.ts'

const AXIS_COLOR = '#8c8c8c'
const FONT = 12
/** a bar's share of its band when no width is set */
const BAR_RATIO = 0.5

export function Bars({ props, rows, width, height, label }: Drawing) {
  const domain = valueDomain(
    rows.map((r) => r.value),
    props.yRange,
  )
  const places = tickDecimals(domain.ticks)
  const tickText = (v: number) =>
    rows.length === 1 ? props.formatValue(rows[0]!.key, v, places) : formatNumber(v, places)
  const axisColor = props.axisColor ?? AXIS_COLOR
  const nameSize = props.nameFont?.size ?? FONT
  const left = Math.max(...domain.ticks.map((t) => textWidth(tickText(t), FONT)), 0) + 14
  const top = label ? FONT + 10 : 8
  const bottom = height - nameSize - 14
  const right = width - 8
  const plotHeight = Math.max(1, bottom - top)
  const y = (v: number) =>
    bottom -
    ((Math.min(domain.max, Math.max(domain.min, v)) - domain.min) / (domain.max - domain.min || 1)) *
      plotHeight
  const band = (right - left) / Math.max(1, rows.length)
  const barWidth = Math.max(1, Math.min(props.barSize?.width ?? band * BAR_RATIO, band * 0.9))
  const base = y(0)
  // a label's own colour: a hidden axis ('transparent') does not hide the values
  const labelFill = props.axisColor && props.axisColor !== 'transparent' ? props.axisColor : LABEL_COLOR
  const font = props.nameFont
  return (
    <g>
      {domain.ticks.map((t) => (
        <g key={t}>
          {!props.noGrid && (
            <line x1={left} x2={right} y1={y(t)} y2={y(t)} stroke={props.gridColor ?? '#e8e8e8'} />
          )}
          <text x={left - 6} y={y(t)} dy="0.35em" textAnchor="end" fill={axisColor}>
            {tickText(t)}
          </text>
        </g>
      ))}
      <line x1={left} x2={right} y1={base} y2={base} stroke={axisColor} />
      {rows.map((row, i) => {
        const cx = left + band * (i + 0.5)
        const top = Math.min(y(row.value), base)
        const below = row.value < 0
        return (
          <g key={row.key}>
            <rect
              x={cx - barWidth / 2}
              y={top}
              width={barWidth}
              height={Math.max(below || row.value > 0 ? 1 : 0, Math.abs(y(row.value) - base))}
              fill={row.color}
              data-row={i}
            />
            {label && (
              <text
                x={cx}
                y={below ? y(row.value) + 4 : y(row.value) - 4}
                dy={below ? '0.71em' : undefined}
                textAnchor="middle"
                fill={labelFill}
              >
                {label(row)}
              </text>
            )}
            <text
              x={cx}
              y={bottom + 6}
              dy="0.71em"
              textAnchor="middle"
              fill={font?.color ?? axisColor}
              style={{
                fontSize: nameSize,
                ...(font?.family ? { fontFamily: `${font.family}, sans-serif` } : {}),
                ...(font?.weight ? { fontWeight: font.weight } : {}),
              }}
            >
              {row.name}
            </text>
          </g>
        )
      })}
    </g>
  )
}
