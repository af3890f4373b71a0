// One tile of the palette: the widget's icon or the symbol's thumbnail over its name, whole (a Latin word
// is never split; Chinese names wrap between characters), clicked to draw or dragged onto the canvas.
import type { CSSProperties } from 'react'
import { useEffect, useState } from 'react'
import type { Localized, WidgetPlugin, WidgetVariant } from '../../../core/kernel/index.ts'
import { widgetIcon } from './icons.tsx'

export const WIDGET_DRAG_TYPE = 'application/x-lfscada-widget'
export const VARIANT_DRAG_TYPE = 'application/x-lfscada-variant'
/** The options laid over a dragged entry's (JSON): an enterprise's own symbol. */
export const OPTIONS_DRAG_TYPE = 'application/x-lfscada-options'

export interface Entry {
  /** the type, or type:variant */
  key: string
  plugin: WidgetPlugin
  variant?: WidgetVariant
  title: Localized
  fold: string
  /** options laid over the widget's (an enterprise's own symbol: which one, its kind, its size) */
  options?: Record<string, unknown>
}

export const GRID: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4 }

/** One tile: the widget's icon or the symbol's thumbnail over its name. */
export function PaletteTile({
  entry,
  lang,
  active,
  inRecent,
  onPick,
  onDrag,
}: {
  entry: Entry
  lang: 'zh' | 'en'
  active: boolean
  /** a copy in the recently used fold: not the entry tests and tools look up by type */
  inRecent: boolean
  onPick: () => void
  onDrag: () => void
}) {
  const { plugin, variant } = entry
  const title = entry.title[lang]
  const ids = inRecent
    ? { 'data-recent-type': entry.key }
    : { 'data-widget-type': plugin.type, 'data-variant': variant?.key }
  return (
    <button
      type="button"
      draggable
      {...ids}
      title={title}
      aria-pressed={active}
      onDragStart={(e) => {
        e.dataTransfer.setData(WIDGET_DRAG_TYPE, plugin.type)
        if (variant) e.dataTransfer.setData(VARIANT_DRAG_TYPE, variant.key)
        if (entry.options) e.dataTransfer.setData(OPTIONS_DRAG_TYPE, JSON.stringify(entry.options))
        onDrag()
      }}
      onClick={onPick}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        minWidth: 0,
        padding: '4px 2px',
        border: `1px solid ${active ? '#1677ff' : '#e5e5e5'}`,
        background: active ? '#e6f4ff' : '#fff',
        borderRadius: 4,
        cursor: 'pointer',
        fontSize: 11,
        lineHeight: '13px',
        color: '#333',
      }}
    >
      <span
        aria-hidden
        style={{ height: variant ? 34 : 18, fontSize: 16, display: 'grid', placeItems: 'center' }}
      >
        {variant?.thumbnail ? (
          <Thumbnail load={variant.thumbnail} />
        ) : (
          widgetIcon(plugin.type, plugin.category)
        )}
      </span>
      <span data-role="tile-name" style={LABEL}>
        {title}
      </span>
    </button>
  )
}

const LABEL: CSSProperties = {
  width: '100%',
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  textAlign: 'center',
}

/** A variant's thumbnail, loaded when its tile first shows, drawn as an image (an image runs nothing). */
function Thumbnail({ load }: { load: () => Promise<string> }) {
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    let live = true
    void load().then((markup) => {
      if (live && markup) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`)
    })
    return () => {
      live = false
    }
  }, [load])
  return src ? <img src={src} alt="" style={{ maxWidth: 52, maxHeight: 34 }} /> : null
}
