// The property panel's column: resizable by dragging its left edge (or with the arrow keys on the edge),
// its width remembered in the browser for the next visit.
import { type ReactNode, useRef, useState } from 'react'
import { useDesignerTexts } from '../i18n.ts'
import { browserStorage } from '../store/preferences.ts'

export const PANEL_WIDTH_KEY = 'lfscada.designer.panelWidth'
export const PANEL_WIDTH = { initial: 340, min: 280, max: 640 } as const

const clamp = (w: number) => Math.round(Math.min(PANEL_WIDTH.max, Math.max(PANEL_WIDTH.min, w)))

function storedWidth(): number {
  const n = Number(browserStorage()?.getItem(PANEL_WIDTH_KEY))
  return Number.isFinite(n) && n > 0 ? clamp(n) : PANEL_WIDTH.initial
}

function remember(width: number) {
  try {
    browserStorage()?.setItem(PANEL_WIDTH_KEY, String(width))
  } catch {
    // storage full or refused: the width holds for this visit
  }
}

export function PanelColumn({ children }: { children: ReactNode }) {
  const { t } = useDesignerTexts()
  const [width, setWidth] = useState(storedWidth)
  const drag = useRef<{ x: number; width: number } | null>(null)
  const set = (w: number) => {
    const next = clamp(w)
    setWidth(next)
    remember(next)
  }
  return (
    <aside
      data-testid="panel-column"
      style={{
        position: 'relative',
        flex: `0 0 ${width}px`,
        width,
        background: '#fff',
        borderLeft: '1px solid #f0f0f0',
      }}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a draggable splitter has no native element */}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={t('panel.resize')}
        aria-valuenow={width}
        aria-valuemin={PANEL_WIDTH.min}
        aria-valuemax={PANEL_WIDTH.max}
        tabIndex={0}
        data-testid="panel-resizer"
        className="lf-panel-resizer"
        style={{
          position: 'absolute',
          left: -3,
          top: 0,
          bottom: 0,
          width: 6,
          cursor: 'col-resize',
          zIndex: 2,
        }}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId)
          drag.current = { x: e.clientX, width }
        }}
        onPointerMove={(e) => {
          if (drag.current) setWidth(clamp(drag.current.width + drag.current.x - e.clientX))
        }}
        onPointerUp={(e) => {
          if (!drag.current) return
          set(drag.current.width + drag.current.x - e.clientX)
          drag.current = null
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft') set(width + 16)
          if (e.key === 'ArrowRight') set(width - 16)
        }}
      />
      <div style={{ height: '100%', overflow: 'auto', padding: 12 }}>{children}</div>
    </aside>
  )
}
