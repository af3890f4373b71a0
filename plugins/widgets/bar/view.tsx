import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { ChartFrame, PAD, plotHeight, rangeOf, seriesOf, YAxis, yScale } from '../script/chart.tsx'
import { cellText, useScriptRows } from '../script/run.tsx'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

/** Bars side by side per name; their width and space are the configured ones when `bar.enable`. */
export function BarView(props: WidgetViewProps<Options>) {
  const { data, style } = props.widget
  const { rows, error } = useScriptRows(props)
  const series = seriesOf(rows)
  const [min, max] = rangeOf(series, data, true)
  const { width, height } = props.widget.position
  const h = plotHeight(style, height)
  const names = [...new Set(series.flatMap((s) => s.points.map((p) => p.name)))]
  const slot = (width - PAD.left - PAD.right) / Math.max(1, names.length)
  const groupWidth = style.bar.enable ? Math.min(slot, style.bar.width * series.length) : slot * 0.6
  const barWidth = groupWidth / Math.max(1, series.length)
  const y = yScale(min, max, h)
  const base = y(Math.max(min, Math.min(max, 0)))
  return (
    <ChartFrame
      widget={props.widget}
      style={style}
      rows={rows.length}
      legend={series.map((s) => s.name)}
      error={error}
    >
      <YAxis min={min} max={max} width={width} height={h} color={style.font.color} />
      {names.map((n, ni) => {
        const left = PAD.left + ni * slot + (slot - groupWidth) / 2
        return (
          <g key={n}>
            {series.map((s, si) => {
              const p = s.points.find((q) => q.name === n)
              if (!p) return null
              const top = y(Math.max(min, Math.min(max, p.value)))
              return (
                <g key={s.name}>
                  <rect
                    x={left + si * barWidth}
                    y={Math.min(top, base)}
                    width={Math.max(1, barWidth - 2)}
                    height={Math.abs(base - top)}
                    fill={style.themeColors[si % style.themeColors.length]}
                  />
                  {style.valueShow && (
                    <text
                      x={left + (si + 0.5) * barWidth}
                      y={Math.min(top, base) - 3}
                      fontSize={11}
                      textAnchor="middle"
                      fill={style.font.color}
                    >
                      {cellText(p.value)}
                    </text>
                  )}
                </g>
              )
            })}
            <text
              x={left + groupWidth / 2}
              y={h - 8}
              fontSize={11}
              textAnchor="middle"
              fill={style.font.color}
            >
              {n}
            </text>
          </g>
        )
      })}
    </ChartFrame>
  )
}
