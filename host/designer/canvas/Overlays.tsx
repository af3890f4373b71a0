// What the canvas draws over the widgets: snap guide lines while dragging, the outline of selected
// widgets that cannot move (locked), which get no handles, and the page's bounds with its size (issue 30:
// what lies past them is cut at runtime).
import { memo } from 'react'
import type { Guide } from '../../../core/page/index.ts'
import type { Widget } from '../../../schemas/page.ts'

export const Guides = memo(function Guides({ guides, zoom }: { guides: readonly Guide[]; zoom: number }) {
  const line = 1 / zoom
  return (
    <>
      {guides.map((g) => (
        <div
          key={`${g.axis}${g.at}`}
          data-guide={g.axis}
          style={{
            position: 'absolute',
            pointerEvents: 'none',
            background: '#ff4d4f',
            zIndex: 2,
            ...(g.axis === 'x'
              ? { left: g.at, top: g.from, width: line, height: g.to - g.from }
              : { top: g.at, left: g.from, height: line, width: g.to - g.from }),
          }}
        />
      ))}
    </>
  )
})

export const LockedOutlines = memo(function LockedOutlines({ widgets }: { widgets: readonly Widget[] }) {
  return (
    <>
      {widgets.map(({ id, position: p }) => (
        <div
          key={id}
          data-locked-outline={id}
          style={{
            position: 'absolute',
            pointerEvents: 'none',
            left: p.x,
            top: p.y,
            width: p.width,
            height: p.height,
            transform: p.rotate ? `rotate(${p.rotate}deg)` : undefined,
            outline: '1px dashed #fa8c16',
            zIndex: 2,
          }}
        />
      ))}
    </>
  )
})

/** The page's edge drawn above the widgets (so one drawn past it shows where it is cut), with its size. */
export const PageBounds = memo(function PageBounds(props: { width: number; height: number; zoom: number }) {
  const line = 1 / props.zoom
  return (
    <div
      data-testid="page-bounds"
      style={{
        position: 'absolute',
        inset: 0,
        pointerEvents: 'none',
        outline: `${line}px dashed rgba(22,119,255,0.75)`,
        zIndex: 3,
      }}
    >
      <span
        style={{
          position: 'absolute',
          right: 0,
          bottom: '100%',
          transform: `scale(${line})`,
          transformOrigin: '100% 100%',
          font: '11px/16px sans-serif',
          color: 'rgba(0,0,0,0.45)',
          whiteSpace: 'nowrap',
        }}
      >
        {props.width} × {props.height}
      </span>
    </div>
  )
})
