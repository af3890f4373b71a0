import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { valueText } from '../common/value-display.ts'
import { alignCss, boxCss, fontCss } from '../common/view.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

/** In the designer the box shows what it is bound to (the signal name); at runtime the value. */
export function DataTextView({ widget, mode, values, meta, effects, lang }: WidgetViewProps<Options>) {
  const data = widget.data
  const style = widget.style
  const text =
    mode === 'design'
      ? data.title || data.systemKey || '--'
      : valueText(values.data, meta?.data, data.dataAddon, lang)
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
