import type { CSSProperties } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { numberOf, ratio, valueText } from '../common/view.ts'
import { CENTRE, dialArc, dialPoint, RADIUS, START_DEG, SWEEP_DEG, stages } from './geometry.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>
type Font = Options['style']['valueFont']

/** Children laid over each other in one grid cell, placed by margins: no positioned boxes to repaint apart. */
const STACKED: CSSProperties = { gridArea: '1 / 1', alignSelf: 'start', justifySelf: 'start' }

/**
 * The gauge. The dial, its stages and scale are SVG in a 200 x 200 box fitted into the widget and never
 * change with the value; what does (value arc, pointer, value text) is HTML over it: conic gradients and
 * a line of text, so a new value is a local repaint rather than new drawing geometry.
 */
export function DashboardView({ widget, mode, values, effects }: WidgetViewProps) {
  const data = widget.data as unknown as Options['data']
  const style = widget.style as unknown as Options['style']
  const { minVal, maxVal, type, setting } = data.dataAddon
  const live = mode === 'runtime' ? values.data : undefined
  const t = ratio(numberOf(live), minVal, maxVal)
  const width = style.dial.width
  const ticks = Math.max(1, Math.round(style.scale.count))
  const scaleText = (i: number) => {
    const v = minVal + ((maxVal - minVal) * i) / ticks
    return Number.isInteger(v) ? String(v) : v.toFixed(1)
  }
  // All ticks are one path: a page of gauges holds far fewer elements.
  const steps = Array.from({ length: ticks + 1 }, (_, i) => i / ticks)
  const tickPath = steps
    .map((f) => {
      const a = dialPoint(f, RADIUS - width / 2 - 4)
      const b = dialPoint(f, RADIUS - width / 2 - 10)
      return `M${a.x.toFixed(1)} ${a.y.toFixed(1)}L${b.x.toFixed(1)} ${b.y.toFixed(1)}`
    })
    .join('')
  const tickLabels = steps.map((f) => ({ f, at: dialPoint(f, RADIUS - width / 2 - 20) }))
  const { width: w, height: h } = widget.position
  const unit = Math.min(w, h) / 200
  const left = (w - 200 * unit) / 2
  const top = (h - 200 * unit) / 2
  /** A square over the dial's centre, `r` (in the 200 box) from it. */
  const disc = (r: number): CSSProperties => ({
    ...STACKED,
    marginLeft: left + (CENTRE - r) * unit,
    marginTop: top + (CENTRE - r) * unit,
    width: 2 * r * unit,
    height: 2 * r * unit,
    borderRadius: '50%',
  })
  const line = (y: number, font: Font, color: string): CSSProperties => ({
    ...STACKED,
    justifySelf: 'stretch',
    marginTop: top + y * unit,
    textAlign: 'center',
    lineHeight: 1,
    whiteSpace: 'nowrap',
    fontSize: font.size * unit,
    fontFamily: font.family,
    fontWeight: font.weight,
    color,
  })
  const outer = RADIUS + width / 2
  const ring = ((RADIUS - width / 2) / outer) * 100
  const sweep = SWEEP_DEG * t
  const needle = RADIUS - width
  return (
    <div style={{ display: 'grid', width: '100%', height: '100%' }}>
      <svg
        width="100%"
        height="100%"
        viewBox="0 0 200 200"
        role="img"
        aria-label={widget.widgetName}
        style={{ ...STACKED, display: 'block' }}
      >
        <path d={dialArc(0, 1)} fill="none" stroke={style.dial.background} strokeWidth={width} />
        {type === 'multistage' &&
          stages(setting, minVal, maxVal).map((s) => (
            <path
              key={`${s.from}-${s.to}`}
              d={dialArc(s.from, s.to)}
              fill="none"
              stroke={s.color}
              strokeWidth={width}
            />
          ))}
        {style.scale.show && (
          <>
            <path d={tickPath} stroke={style.scale.color} fill="none" />
            {tickLabels.map(({ f, at }, i) => (
              <text
                key={f}
                x={at.x}
                y={at.y}
                fontSize={style.scaleFont.size}
                fill={style.scaleFont.color}
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {scaleText(i)}
              </text>
            ))}
          </>
        )}
      </svg>
      {type !== 'multistage' && (
        <div
          data-role="value-arc"
          style={{
            ...disc(outer),
            background: `conic-gradient(from ${START_DEG}deg, ${effects.fill ?? style.valueColor} 0 ${sweep}deg, transparent ${sweep}deg)`,
            mask: `radial-gradient(closest-side, transparent ${ring}%, #000 ${ring + 0.5}%)`,
          }}
        />
      )}
      {style.pointer.show && (
        <>
          <div
            data-role="pointer"
            style={{
              ...disc(needle),
              background: `conic-gradient(from ${START_DEG + sweep - 2}deg, ${style.pointer.color} 0 4deg, transparent 4deg)`,
            }}
          />
          <div style={{ ...disc(5), background: style.pointer.color }} />
        </>
      )}
      <div
        data-role="value"
        style={line(CENTRE + 32, style.valueFont, effects.color ?? style.valueFont.color)}
      >
        {mode === 'design' ? String(minVal) : valueText(live)}
      </div>
      <div style={line(CENTRE + 58, style.titleFont, style.titleFont.color)}>{data.title ?? ''}</div>
    </div>
  )
}
