import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { numberOf, ratio, valueText } from '../common/view.ts'
import { CENTRE, dialArc, dialPoint, RADIUS, stages } from './geometry.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

export function DashboardView({ widget, mode, values, effects }: WidgetViewProps) {
  const data = widget.data as unknown as Options['data']
  const style = widget.style as unknown as Options['style']
  const { minVal, maxVal, type, setting } = data.dataAddon
  const live = mode === 'runtime' ? values.data : undefined
  const t = ratio(numberOf(live), minVal, maxVal)
  const width = style.dial.width
  const tip = dialPoint(t, RADIUS - width)
  const ticks = Math.max(1, Math.round(style.scale.count))
  const scaleText = (i: number) => {
    const v = minVal + ((maxVal - minVal) * i) / ticks
    return Number.isInteger(v) ? String(v) : v.toFixed(1)
  }
  return (
    <svg width="100%" height="100%" viewBox="0 0 200 200" role="img" aria-label={widget.widgetName}>
      <path d={dialArc(0, 1)} fill="none" stroke={style.dial.background} strokeWidth={width} />
      {type === 'multistage' ? (
        stages(setting, minVal, maxVal).map((s) => (
          <path
            key={`${s.from}-${s.to}`}
            d={dialArc(s.from, s.to)}
            fill="none"
            stroke={s.color}
            strokeWidth={width}
          />
        ))
      ) : t > 0 ? (
        <path d={dialArc(0, t)} fill="none" stroke={effects.fill ?? style.valueColor} strokeWidth={width} />
      ) : null}
      {style.scale.show &&
        Array.from({ length: ticks + 1 }, (_, i) => {
          const f = i / ticks
          const a = dialPoint(f, RADIUS - width / 2 - 4)
          const b = dialPoint(f, RADIUS - width / 2 - 10)
          const label = dialPoint(f, RADIUS - width / 2 - 20)
          return (
            <g key={f}>
              <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={style.scale.color} />
              <text
                x={label.x}
                y={label.y}
                fontSize={style.scaleFont.size}
                fill={style.scaleFont.color}
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {scaleText(i)}
              </text>
            </g>
          )
        })}
      {style.pointer.show && (
        <g stroke={style.pointer.color} fill={style.pointer.color}>
          <line x1={CENTRE} y1={CENTRE} x2={tip.x} y2={tip.y} strokeWidth={3} strokeLinecap="round" />
          <circle cx={CENTRE} cy={CENTRE} r={5} />
        </g>
      )}
      <text
        x={CENTRE}
        y={CENTRE + 45}
        textAnchor="middle"
        fontSize={style.valueFont.size}
        fontWeight={style.valueFont.weight}
        fontFamily={style.valueFont.family}
        fill={effects.color ?? style.valueFont.color}
        data-role="value"
      >
        {mode === 'design' ? String(minVal) : valueText(live)}
      </text>
      <text
        x={CENTRE}
        y={CENTRE + 68}
        textAnchor="middle"
        fontSize={style.titleFont.size}
        fontFamily={style.titleFont.family}
        fill={style.titleFont.color}
      >
        {data.title ?? ''}
      </text>
    </svg>
  )
}
