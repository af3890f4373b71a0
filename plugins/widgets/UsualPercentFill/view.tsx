import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { fontCss, numberOf, ratio, valueText } from '../common/view.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

export function PercentFillView({ widget, mode, values, effects }: WidgetViewProps) {
  const data = widget.data as unknown as Options['data']
  const style = widget.style as unknown as Options['style']
  const { type, minVal, maxVal } = data.dataAddon
  const live = mode === 'runtime' ? values.data : undefined
  const share = ratio(numberOf(live), minVal, maxVal)
  const fill = effects.fill ?? style.fillColor
  const stroke = effects.stroke ?? style.stroke.color
  const label =
    style.textType === 'none'
      ? ''
      : style.textType === 'value'
        ? valueText(live)
        : `${Math.round(share * 100)}%`
  const text = (
    <text
      x="50"
      y="50"
      textAnchor="middle"
      dominantBaseline="middle"
      style={fontCss(style.font, effects)}
      fill={effects.color ?? style.font.color}
    >
      {label}
    </text>
  )
  if (type === 'doughnutChart') {
    const r = 40
    const round = 2 * Math.PI * r
    return (
      <svg width="100%" height="100%" viewBox="0 0 100 100" role="img" aria-label={widget.widgetName}>
        <circle cx="50" cy="50" r={r} fill="none" stroke={style.background} strokeWidth="12" />
        <circle
          cx="50"
          cy="50"
          r={r}
          fill="none"
          stroke={fill}
          strokeWidth="12"
          strokeDasharray={`${share * round} ${round}`}
          transform="rotate(-90 50 50)"
        />
        {text}
      </svg>
    )
  }
  const vertical = style.orientation === 'vertical'
  const level = share * 100
  const bar = vertical
    ? { x: 0, y: 100 - level, width: 100, height: level }
    : { x: 0, y: 0, width: level, height: 100 }
  const radius = type === 'capacityChart' ? 12 : 0
  const clipId = `pf-${widget.id}`
  return (
    <svg
      width="100%"
      height="100%"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      role="img"
      aria-label={widget.widgetName}
    >
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width="100" height="100" rx={radius} ry={radius} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect x="0" y="0" width="100" height="100" fill={style.background} />
        <rect {...bar} fill={fill} />
      </g>
      <rect
        x="0"
        y="0"
        width="100"
        height="100"
        rx={radius}
        ry={radius}
        fill="none"
        stroke={stroke}
        strokeWidth={style.stroke.width}
        vectorEffect="non-scaling-stroke"
      />
      {text}
    </svg>
  )
}
