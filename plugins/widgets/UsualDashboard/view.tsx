import { type CSSProperties, useMemo } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { valueText } from '../common/value-display.ts'
import { numberOf, ratio } from '../common/view.ts'
import { dialImage } from './dial.ts'
import { CENTRE, dialPoint, RADIUS, SWEEP_DEG, stages } from './geometry.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>
type Font = Options['style']['valueFont']

/** The pointer's hub radius in the 200 box. */
const HUB = 5
/** How wide the pointer is at its tip, in degrees of the dial. */
const POINTER_DEG = 4
/**
 * The whole circle of the dial, drawn clockwise from where the dial starts: the value arc is its first
 * stretch (a dash). A path rather than a rotated circle: an SVG transform is a paint property, and
 * Chromium re-layers the whole page when one is touched.
 */
const VALUE_TRACK = (() => {
  const from = dialPoint(0, RADIUS)
  const across = { x: 2 * CENTRE - from.x, y: 2 * CENTRE - from.y }
  const half = (to: { x: number; y: number }) =>
    `A ${RADIUS} ${RADIUS} 0 1 1 ${to.x.toFixed(2)} ${to.y.toFixed(2)}`
  return `M ${from.x.toFixed(2)} ${from.y.toFixed(2)} ${half(across)} ${half(from)}`
})()

/**
 * What every gauge shares, as one stylesheet (React hoists it into the document once) instead of inline
 * on each of its boxes: the children are laid over each other in one grid cell and placed by margins,
 * with no positioned boxes for the page to walk; text lines are centred.
 */
const CSS = `.lf-gauge { display: grid; width: 100%; height: 100%; background-position: center;
  background-size: contain; background-repeat: no-repeat; text-align: center; line-height: 1;
  white-space: nowrap; }
.lf-gauge-hand { grid-area: 1 / 1; align-self: start; justify-self: start; overflow: visible; }
.lf-gauge-line { grid-area: 1 / 1; align-self: start; justify-self: stretch; }`

/**
 * The gauge. What never changes with the value (dial, stages, ticks, scale labels) is one SVG image
 * behind it, fitted into the widget as a 200 x 200 box; what does (value arc, pointer, value text) is
 * drawn over it as one small SVG, the value arc a circle dashed as far as the value and the pointer a
 * wedge, with the value as a line of text: no gradients or masks, which made a gauge's repaint about
 * three times that of a text box.
 */
/** Dial units between the scale's end labels that the value line may fill. */
const VALUE_WIDTH = 76
/** A font size at most `size` at which `text` fits VALUE_WIDTH (a character about 0.6 em wide). */
const fittedSize = (size: number, text: string) =>
  Math.min(size, VALUE_WIDTH / (0.6 * Math.max(text.length, 1)))

export function DashboardView({ widget, mode, values, meta, effects, lang }: WidgetViewProps<Options>) {
  const data = widget.data
  const style = widget.style
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
  const shown = mode === 'design' ? String(minVal) : valueText(live, meta?.data, data.dataAddon, lang)
  const line = (y: number, font: Font, color: string, size = font.size): CSSProperties => ({
    marginTop: top + y * unit,
    fontSize: size * unit,
    fontFamily: font.family,
    fontWeight: font.weight,
    color,
  })
  const monochrome = type !== 'multistage'
  const needle = RADIUS - width
  /** The pointer: a thin wedge from the hub out to the needle's tip, POINTER_DEG wide there. */
  const tip = (side: number) => dialPoint(t + (side * POINTER_DEG) / 2 / SWEEP_DEG, needle)
  const pointer = [{ x: CENTRE, y: CENTRE }, tip(-1), tip(1)]
    .map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`)
    .join(' ')
  return (
    <div className="lf-gauge" style={{ backgroundImage: dial }}>
      <style href="lf-gauge" precedence="lf-widgets">
        {CSS}
      </style>
      {(monochrome || style.pointer.show) && (
        <svg
          className="lf-gauge-hand"
          viewBox="0 0 200 200"
          aria-hidden="true"
          style={{ marginLeft: left, marginTop: top, width: 200 * unit, height: 200 * unit }}
        >
          {monochrome && (
            <path
              data-role="value-arc"
              d={VALUE_TRACK}
              fill="none"
              stroke={effects.fill ?? style.valueColor}
              strokeWidth={width}
              pathLength={360}
              strokeDasharray={`${SWEEP_DEG * t} 360`}
            />
          )}
          {style.pointer.show && (
            <g data-role="pointer" fill={style.pointer.color}>
              <polygon points={pointer} />
              <circle cx={CENTRE} cy={CENTRE} r={HUB} />
            </g>
          )}
        </svg>
      )}
      <div
        data-role="value"
        className="lf-gauge-line"
        style={line(
          CENTRE + 32,
          style.valueFont,
          effects.color ?? style.valueFont.color,
          fittedSize(style.valueFont.size, shown),
        )}
      >
        {shown}
      </div>
      <div className="lf-gauge-line" style={line(CENTRE + 58, style.titleFont, style.titleFont.color)}>
        {data.title ?? ''}
      </div>
    </div>
  )
}
