// Drawing a widget point by point (a pipe's joints): each click adds a joint, the line follows the
// pointer to the next one; a double-click or Enter finishes (two joints at least), Escape gives up.
// Coordinates are page pixels.
import { useEffect, useRef, useState } from 'react'

type Point = { x: number; y: number }

export interface PolylineLayerProps {
  toPage: (clientX: number, clientY: number) => Point
  onDone: (points: Point[]) => void
  onCancel: () => void
}

/** Done with two joints at least, else given up. */
function complete(all: Point[], { onDone, onCancel }: Pick<PolylineLayerProps, 'onDone' | 'onCancel'>) {
  if (all.length >= 2) onDone(all)
  else onCancel()
}

export function PolylineLayer({ toPage, onDone, onCancel }: PolylineLayerProps) {
  const [points, setPoints] = useState<Point[]>([])
  const [hover, setHover] = useState<Point>()
  const latest = useRef({ points, onDone, onCancel })
  latest.current = { points, onDone, onCancel }

  // keys reach the layer wherever the focus is; the designer's own shortcuts do not see them
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== 'Escape') return
      e.preventDefault()
      e.stopImmediatePropagation()
      if (e.key === 'Escape') latest.current.onCancel()
      else complete(latest.current.points, latest.current)
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [])

  const shown = hover ? [...points, hover] : points
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: joints are pointed at; Enter and Escape are the keys
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are listened to on the window (above)
    <div
      data-testid="polyline-layer"
      data-points={points.length}
      style={{ position: 'absolute', inset: 0, cursor: 'crosshair', zIndex: 3 }}
      onPointerMove={(e) => setHover(toPage(e.clientX, e.clientY))}
      onClick={(e) => setPoints((all) => [...all, toPage(e.clientX, e.clientY)])}
      onDoubleClick={(e) => complete([...points, toPage(e.clientX, e.clientY)], latest.current)}
    >
      <svg
        aria-hidden
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' }}
      >
        <polyline
          points={shown.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          stroke="#1677ff"
          strokeWidth={2}
          strokeDasharray="6 4"
          vectorEffect="non-scaling-stroke"
        />
        {points.map((p) => (
          <circle key={`${p.x},${p.y}`} cx={p.x} cy={p.y} r={4} fill="#fff" stroke="#1677ff" />
        ))}
      </svg>
    </div>
  )
}
