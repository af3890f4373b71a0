import { useRef } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { frameSource } from '../common/frame.ts'
import { boxCss } from '../common/view.ts'
import { useFrameAutoScroll } from './auto-scroll.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

const NOTHING = { zh: '未配置内嵌页面', en: 'No page or link configured' } as const

/** At runtime the target in a frame; in the designer a box naming it (no page runs inside the canvas). */
export function IframeView({ widget, mode, effects, lang }: WidgetViewProps<Options>) {
  const data = widget.data
  const style = widget.style
  const target = data.iframe ?? {}
  const source = typeof window === 'undefined' ? undefined : frameSource(target, window.location)
  const label = target.type === 'link' ? target.link : target.mainTitle || target.pageId
  const frame = useRef<HTMLIFrameElement>(null)
  const live = mode !== 'design' && source !== undefined && data.enable !== false
  // a page of the platform (no sandbox) is the only one this page may scroll
  useFrameAutoScroll(frame, style.scrollSpeed, live && !source?.sandbox && style.scrolling !== 'no')
  if (!live || !source)
    return (
      <div
        style={{
          ...boxCss(style, effects),
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: '#8c8c8c',
          border: '1px dashed #d9d9d9',
        }}
      >
        {label || NOTHING[lang]}
      </div>
    )
  return (
    <iframe
      ref={frame}
      title={label || widget.widgetName}
      src={source.url}
      sandbox={source.sandbox}
      scrolling={style.scrolling}
      style={{ ...boxCss(style, effects), display: 'block' }}
    />
  )
}
