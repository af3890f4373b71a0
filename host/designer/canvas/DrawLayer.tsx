// Drawing a new widget: with a palette widget chosen, drag a box on the page (or click for the default
// size). Coordinates are page pixels.
import { useRef, useState } from 'react'
import type { Rect } from '../../../core/page/index.ts'

export interface DrawLayerProps {
  /** Page coordinates of a pointer position. */
  toPage: (clientX: number, clientY: number) => { x: number; y: number }
  onDraw: (box: Rect) => void
}

export function DrawLayer({ toPage, onDraw }: DrawLayerProps) {
  const start = useRef<{ x: number; y: number } | null>(null)
  const [box, setBox] = useState<Rect | null>(null)
  const boxTo = (clientX: number, clientY: number): Rect | null => {
    const from = start.current
    if (!from) return null
    const to = toPage(clientX, clientY)
    return {
      x: Math.min(from.x, to.x),
      y: Math.min(from.y, to.y),
      width: Math.abs(to.x - from.x),
      height: Math.abs(to.y - from.y),
    }
  }
  return (
    <div
      data-testid="draw-layer"
      style={{ position: 'absolute', inset: 0, cursor: 'crosshair', zIndex: 3 }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId)
        start.current = toPage(e.clientX, e.clientY)
        setBox({ ...start.current, width: 0, height: 0 })
      }}
      onPointerMove={(e) => start.current && setBox(boxTo(e.clientX, e.clientY))}
      onPointerUp={(e) => {
        const drawn = boxTo(e.clientX, e.clientY)
        start.current = null
        setBox(null)
        if (drawn) onDraw(drawn)
      }}
    >
      {box && (
        <div
          style={{
            position: 'absolute',
            left: box.x,
            top: box.y,
            width: box.width,
            height: box.height,
            border: '1px dashed #1677ff',
            background: 'rgba(22,119,255,0.08)',
          }}
        />
      )}
    </div>
  )
}
