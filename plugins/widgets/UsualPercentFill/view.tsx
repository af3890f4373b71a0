import type { CSSProperties } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { valueText } from '../common/value-display.ts'
import { fontCss, numberOf, ratio } from '../common/view.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

/** Children laid over each other in one grid cell, centred: no positioned boxes for the page to walk. */
const STACKED: CSSProperties = { gridArea: '1 / 1' }

/**
 * The fill and its label. The level is a gradient's stop and the label a line of text, so a new value
 * repaints the widget's own box and lays out one line, with no new geometry and no positioned layers.
 */
export function PercentFillView({ widget, mode, values, meta, effects, lang }: WidgetViewProps<Options>) {
  const data = widget.data
  const style = widget.style
  const { type, minVal, maxVal } = data.dataAddon
  const live = mode === 'runtime' ? values.data : undefined
  const share = ratio(numberOf(live), minVal, maxVal)
  const fill = effects.fill ?? style.fillColor
  const stroke = effects.stroke ?? style.stroke.color
  const label =
    style.textType === 'none'
      ? ''
      : style.textType === 'value'
        ? valueText(live, meta?.data, data.dataAddon, lang)
        : `${Math.round(share * 100)}%`
  const box: CSSProperties = {
    display: 'grid',
    placeItems: 'center',
    width: '100%',
    height: '100%',
    whiteSpace: 'nowrap',
    ...fontCss(style.font, effects),
  }
  if (type === 'doughnutChart') {
    // A ring of a conic gradient as large as the widget's shorter side.
    const turn = `${(share * 360).toFixed(1)}deg`
    const size = Math.min(widget.position.width, widget.position.height)
    return (
      <div style={box}>
        <div
          style={{
            ...STACKED,
            width: size,
            height: size,
            borderRadius: '50%',
            background: `conic-gradient(${fill} 0 ${turn}, ${style.background} ${turn} 360deg)`,
            mask: 'radial-gradient(closest-side, transparent 68%, #000 69%)',
          }}
        />
        <div data-role="value" style={STACKED}>
          {label}
        </div>
      </div>
    )
  }
  const level = `${(share * 100).toFixed(2)}%`
  const towards = style.orientation === 'vertical' ? 'to top' : 'to right'
  return (
    <div
      data-role="value"
      style={{
        ...box,
        boxSizing: 'border-box',
        border: `${style.stroke.width}px solid ${stroke}`,
        borderRadius: type === 'capacityChart' ? '12%' : 0,
        background: `linear-gradient(${towards}, ${fill} ${level}, ${style.background} ${level})`,
      }}
    >
      {label}
    </div>
  )
}
