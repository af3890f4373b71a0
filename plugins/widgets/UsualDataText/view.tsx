import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { alignCss, boxCss, fontCss, valueText } from '../common/view.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

/** In the designer the box shows what it is bound to (the signal name); at runtime the value. */
export function DataTextView({ widget, mode, values, effects }: WidgetViewProps) {
  const data = widget.data as unknown as Options['data']
  const style = widget.style as unknown as Options['style']
  const addon = data.dataAddon
  const decimals = addon.decimals >= 0 ? addon.decimals : undefined
  const text =
    mode === 'design'
      ? data.title || data.systemKey || '--'
      : `${valueText(values.data, decimals)}${addon.unit ? ` ${addon.unit}` : ''}`
  return (
    <div
      style={{
        ...boxCss(style, effects),
        ...alignCss(style.align),
        ...fontCss(style.font, effects),
        whiteSpace: 'nowrap',
      }}
    >
      {text}
    </div>
  )
}
