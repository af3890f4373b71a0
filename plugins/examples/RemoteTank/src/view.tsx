// The tank: a vessel filled to where the bound value lies between the empty and full levels; the liquid
// turns to the alarm colour above the high level. The designer shows it half full as a preview.

import { useId } from 'react'
import { fontCss, numberOf, ratio, valueText, type WidgetViewProps } from '#lfscada/sdk'
import type { TankOptions } from './schema.ts'
import './style.css'

const PREVIEW_SHARE = 0.5

export function RemoteTankView({ widget, mode, values, meta, effects, lang }: WidgetViewProps<TankOptions>) {
  const { data, style } = widget
  const { minVal, maxVal, unit, decimals, alarmAbove } = data.dataAddon
  const clip = useId()
  const live = mode === 'runtime' ? values.data : undefined
  const level = numberOf(live)
  const share = mode === 'runtime' ? ratio(level, minVal, maxVal) : PREVIEW_SHARE
  const alarm = level !== undefined && level > alarmAbove
  const top = 10 + 80 * (1 - share)
  return (
    <div className="remote-tank" data-level={level ?? ''} data-alarm={alarm || undefined}>
      <svg viewBox="0 0 60 100" preserveAspectRatio="none" role="img" aria-label={widget.widgetName}>
        <defs>
          <clipPath id={clip}>
            <rect x="4" y="10" width="52" height="80" rx="8" />
          </clipPath>
        </defs>
        <rect
          className="remote-tank-liquid"
          clipPath={`url(#${clip})`}
          x="4"
          y={top}
          width="52"
          height={90 - top}
          fill={effects.fill ?? (alarm ? style.alarmLiquid : style.liquid)}
        />
        <rect
          x="4"
          y="10"
          width="52"
          height="80"
          rx="8"
          fill="none"
          stroke={effects.stroke ?? style.vessel}
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      {style.showValue && (
        <span className="remote-tank-value" style={fontCss(style.font, effects)}>
          {mode === 'runtime' ? valueText(live, meta?.data, { decimals, unit }, lang) : unit}
        </span>
      )}
    </div>
  )
}
