import type { ReactElement } from 'react'
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
  // The label is HTML over the drawing, so a new value relays out one line of text only.
  const withLabel = (drawing: ReactElement) => (
    <div style={{ position: 'relative', width: '100%', height: '100%' }}>
      {drawing}
      <div
        data-role="value"
        style={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          ...fontCss(style.font, effects),
        }}
      >
        {label}
      </div>
    </div>
  )
  if (type === 'doughnutChart') {
    // A ring of a conic gradient: a new value changes the gradient only (a repaint, no new geometry).
    const turn = `${(share * 360).toFixed(1)}deg`
    return withLabel(
      <div
        style={{
          position: 'absolute',
          inset: 0,
          margin: 'auto',
          aspectRatio: '1',
          maxWidth: '100%',
          maxHeight: '100%',
          borderRadius: '50%',
          background: `conic-gradient(${fill} 0 ${turn}, ${style.background} ${turn} 360deg)`,
          mask: 'radial-gradient(closest-side, transparent 68%, #000 69%)',
        }}
      />,
    )
  }
  const vertical = style.orientation === 'vertical'
  const radius = type === 'capacityChart' ? '12%' : 0
  const level = `${(share * 100).toFixed(2)}%`
  // Plain boxes, not SVG and not clipped: a new value changes one box's size, a local relayout and repaint.
  return withLabel(
    <div
      style={{
        position: 'absolute',
        inset: 0,
        background: style.background,
        border: `${style.stroke.width}px solid ${stroke}`,
        borderRadius: radius,
        boxSizing: 'border-box',
      }}
    >
      <div
        style={{
          position: 'absolute',
          left: 0,
          bottom: 0,
          background: fill,
          borderRadius: radius,
          width: vertical ? '100%' : level,
          height: vertical ? level : '100%',
        }}
      />
    </div>,
  )
}
