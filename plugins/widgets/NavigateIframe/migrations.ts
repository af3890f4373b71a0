// Older saved iframes kept the target in the data block itself (type equip or link, pageId, mainId,
// mainPageId, mainTitle, link), where `type` clashes with the binding kind: it moves into data.iframe.
import type { Widget } from '../../../schemas/page.ts'

type Json = Record<string, unknown>
const FIELDS = ['pageId', 'mainId', 'mainPageId', 'mainTitle', 'link'] as const

export function targetIntoIframe(widget: Widget): Widget {
  const data = (widget.data ?? {}) as Json
  if (typeof data.iframe === 'object' && data.iframe !== null) return widget
  const iframe: Json = { type: data.type === 'link' ? 'link' : 'equip' }
  const rest: Json = { ...data, type: 'signal' }
  for (const f of FIELDS) {
    iframe[f] = typeof data[f] === 'string' ? data[f] : ''
    delete rest[f]
  }
  return { ...widget, data: { ...rest, iframe } as unknown as Widget['data'] }
}

export const LEGACY_IFRAME: Widget = {
  id: 'legacy-iframe',
  widgetType: 'NavigateIframe',
  widgetName: '内嵌页面',
  posLock: false,
  authRegion: '',
  position: { x: 0, y: 0, width: 400, height: 300, rotate: 0 },
  data: { type: 'link', enable: true, link: 'https://example.com/board' } as unknown as Widget['data'],
}
