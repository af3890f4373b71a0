import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { ChartFrame, PAD, plotHeight, rangeOf, seriesOf, YAxis, yScale } from '../script/chart.tsx'
import { useScriptRows } from '../script/run.tsx'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

export function TrendView(props: WidgetViewProps<Options>) {
  const { data, style } = props.widget
  const { rows, error } = useScriptRows(props)
  const series = seriesOf(rows)
  const [min, max] = rangeOf(series, data)
  const { width, height } = props.widget.position
  const h = plotHeight(style, height)
  const x = (i: number, n: number) => PAD.left + (n > 1 ? (i / (n - 1)) * (width - PAD.left - PAD.right) : 0)
  const y = yScale(min, max, h)
  const names = series[0]?.points.map((p) => p.name) ?? []
  return (
    <ChartFrame
      widget={props.widget}
      style={style}
      rows={rows.length}
      legend={series.map((s) => s.name)}
      error={error}
    >
      <YAxis min={min} max={max} width={width} height={h} color={style.font.color} />
      {series.map((s, si) => (
        <polyline
          key={s.name}
          fill="none"
          stroke={style.themeColors[si % style.themeColors.length]}
          strokeWidth={2}
          points={s.points
            .map((p, i) => `${x(i, s.points.length)},${y(Math.min(max, Math.max(min, p.value)))}`)
            .join(' ')}
        />
      ))}
      {names.map((n, i) =>
        i % Math.ceil(names.length / 8) === 0 ? (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; the list is replaced whole
            key={`${n}-${i}`}
            x={x(i, names.length)}
            y={h - 8}
            fontSize={11}
            textAnchor="middle"
            fill={style.font.color}
          >
            {n}
          </text>
        ) : null,
      )}
    </ChartFrame>
  )
}
