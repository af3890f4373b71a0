import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { safeUrl } from '../../../core/validation/url.ts'
import { boxCss } from '../common/view.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

export function ImageView({ widget, mode, effects }: WidgetViewProps<Options>) {
  const style = widget.style
  const src = safeUrl(style.url, 'image')
  return (
    <div style={{ ...boxCss(style, effects), overflow: 'hidden' }}>
      {src ? (
        <img
          src={src}
          alt={widget.widgetName}
          draggable={false}
          style={{ width: '100%', height: '100%', objectFit: style.fit, display: 'block' }}
        />
      ) : mode === 'design' ? (
        <div
          style={{ width: '100%', height: '100%', border: '1px dashed #bfbfbf', boxSizing: 'border-box' }}
        />
      ) : null}
    </div>
  )
}
