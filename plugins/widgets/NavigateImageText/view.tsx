import { useEffect, useState } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { cleanRichText, loadPurify } from '../common/rich-text.ts'
import { boxCss } from '../common/view.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

/** The rich text, cleaned before it reaches the DOM (nothing shows until the sanitiser has loaded). */
export function ImageTextView({ widget, effects }: WidgetViewProps<Options>) {
  const data = widget.data
  const style = widget.style
  const [clean, setClean] = useState<string | undefined>()
  useEffect(() => {
    let live = true
    void loadPurify().then((p) => live && setClean(cleanRichText(p, data.richText ?? '')))
    return () => {
      live = false
    }
  }, [data.richText])
  return (
    <div
      data-rich-text
      style={{ ...boxCss(style, effects), overflow: 'auto', padding: 8 }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
    />
  )
}
