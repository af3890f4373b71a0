import { type CSSProperties, useMemo } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { numberOf, ratio, valueText } from '../common/view.ts'
import { dialImage } from './dial.ts'
import { CENTRE, RADIUS, START_DEG, SWEEP_DEG, stages } from './geometry.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>
type Font = Options['style']['valueFont']

/** The pointer's hub radius in the 200 box. */
const HUB = 5

/**
 * What every gauge shares, as one stylesheet (React hoists it into the document once) instead of inline
 * on each of its boxes: the children are laid over each other in one grid cell and placed by margins,
 * with no positioned boxes for the page to walk; text lines are centred.
 */
const CSS = `.lf-gauge { display: grid; width: 100%; height: 100%; background-position: center;
  background-size: contain; background-repeat: no-repeat; text-align: center; line-height: 1;
  white-space: nowrap; }
.lf-gauge-disc { grid-area: 1 / 1; align-self: start; justify-self: start; border-radius: 50%; }
.lf-gauge-line { grid-area: 1 / 1; align-self: start; justify-self: stretch; }`

/**
 * The gauge. What never changes with the value (dial, stages, ticks, scale labels) is one SVG image
 * behind it, fitted into the widget as a 200 x 200 box; what does (value arc, pointer, value text) is
 * HTML over it: conic gradients and a line of text, so a new value is a local repaint rather than new
 * drawing geometry.
 */
export function DashboardView({ widget, mode, values, effects }: WidgetViewProps) {
  const data = widget.data as unknown as Options['data']
  const style = widget.style as unknown as Options['style']
  const { minVal, maxVal, type, setting } = data.dataAddon
  const dial = useMemo(
    () =>
      dialImage({
        min: minVal,
        max: maxVal,
        stages: type === 'multistage' ? stages(setting, minVal, maxVal) : [],
        dial: style.dial,
        scale: style.scale,
        scaleFont: style.scaleFont,
      }),
    [minVal, maxVal, type, setting, style.dial, style.scale, style.scaleFont],
  )
  const live = mode === 'runtime' ? values.data : undefined
  const t = ratio(numberOf(live), minVal, maxVal)
  const width = style.dial.width
  const { width: w, height: h } = widget.position
  const unit = Math.min(w, h) / 200
  const left = (w - 200 * unit) / 2
  const top = (h - 200 * unit) / 2
  /** A square over the dial's centre, `r` (in the 200 box) from it. */
  const disc = (r: number): CSSProperties => ({
    marginLeft: left + (CENTRE - r) * unit,
    marginTop: top + (CENTRE - r) * unit,
    width: 2 * r * unit,
    height: 2 * r * unit,
  })
  const line = (y: number, font: Font, color: string): CSSProperties => ({
    marginTop: top + y * unit,
    fontSize: font.size * unit,
    fontFamily: font.family,
    fontWeight: font.weight,
    color,
  })
  const outer = RADIUS + width / 2
  const ring = ((RADIUS - width / 2) / outer) * 100
  const sweep = SWEEP_DEG * t
  const needle = RADIUS - width
  /** The pointer's hub, as a share of the pointer disc's radius. */
  const hub = (HUB / needle) * 100
  return (
    <div className="lf-gauge" style={{ backgroundImage: dial }}>
      <style href="lf-gauge" precedence="lf-widgets">
        {CSS}
      </style>
      {type !== 'multistage' && (
        <div
          data-role="value-arc"
          className="lf-gauge-disc"
          style={{
            ...disc(outer),
            background: `conic-gradient(from ${START_DEG}deg, ${effects.fill ?? style.valueColor} 0 ${sweep}deg, transparent ${sweep}deg)`,
            mask: `radial-gradient(closest-side, transparent ${ring}%, #000 ${ring + 0.5}%)`,
          }}
        />
      )}
      {style.pointer.show && (
        <div
          data-role="pointer"
          className="lf-gauge-disc"
          style={{
            ...disc(needle),
            background: `radial-gradient(closest-side, ${style.pointer.color} ${hub}%, transparent ${hub + 1}%), conic-gradient(from ${START_DEG + sweep - 2}deg, ${style.pointer.color} 0 4deg, transparent 4deg)`,
          }}
        />
      )}
      <div
        data-role="value"
        className="lf-gauge-line"
        style={line(CENTRE + 32, style.valueFont, effects.color ?? style.valueFont.color)}
      >
        {mode === 'design' ? String(minVal) : valueText(live)}
      </div>
      <div className="lf-gauge-line" style={line(CENTRE + 58, style.titleFont, style.titleFont.color)}>
        {data.title ?? ''}
      </div>
    </div>
  )
}
