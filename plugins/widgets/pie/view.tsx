import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { ChartFrame, plotHeight, seriesOf } from '../script/chart.tsx'
import { cellText, useScriptRows } from '../script/run.tsx'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

/** The path of a slice from angle a to b (radians, clockwise from 12 o'clock). */
function slice(cx: number, cy: number, r: number, a: number, b: number): string {
  if (b - a >= Math.PI * 2 - 1e-9) return `M ${cx} ${cy - r} A ${r} ${r} 0 1 1 ${cx - 0.01} ${cy - r} Z`
  const at = (t: number) => `${cx + r * Math.sin(t)} ${cy - r * Math.cos(t)}`
  return `M ${cx} ${cy} L ${at(a)} A ${r} ${r} 0 ${b - a > Math.PI ? 1 : 0} 1 ${at(b)} Z`
}

export function PieView(props: WidgetViewProps<Options>) {
  const style = props.widget.style
  const { rows, error } = useScriptRows(props)
  const points = (seriesOf(rows)[0]?.points ?? []).filter((p) => p.value > 0)
  const total = points.reduce((sum, p) => sum + p.value, 0)
  const { width, height } = props.widget.position
  const h = plotHeight(style, height)
  const r = Math.max(10, Math.min(width, h) / 2 - 16)
  let angle = 0
  return (
    <ChartFrame
      widget={props.widget}
      style={style}
      rows={rows.length}
      legend={points.map((p) => p.name)}
      error={error}
    >
      {points.map((p, i) => {
        const a = angle
        angle += (p.value / total) * Math.PI * 2
        const mid = (a + angle) / 2
        const label =
          style.valueType === 'value' ? cellText(p.value) : `${cellText((p.value / total) * 100)}%`
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; the list is replaced whole
          <g key={`${p.name}-${i}`}>
            <path
              d={slice(width / 2, h / 2, r, a, angle)}
              fill={style.themeColors[i % style.themeColors.length]}
              stroke="#fff"
            />
            {style.valueShow && (
              <text
                x={width / 2 + r * 0.6 * Math.sin(mid)}
                y={h / 2 - r * 0.6 * Math.cos(mid) + 4}
                fontSize={11}
                textAnchor="middle"
                fill="#fff"
              >
                {label}
              </text>
            )}
          </g>
        )
      })}
    </ChartFrame>
  )
}
