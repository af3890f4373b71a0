import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { alignCss, boxCss, fontCss } from '../common/view.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

export function TextView({ widget, effects }: WidgetViewProps<Options>) {
  const data = widget.data
  const style = widget.style
  return (
    <div
      style={{
        ...boxCss(style, effects),
        ...alignCss(style.align),
        ...fontCss(style.font, effects),
        whiteSpace: 'pre-wrap',
      }}
    >
      {data.text}
    </div>
  )
}
