// Editing a drawn pipe's joints (issue 30): with one polyline pipe selected, each joint shows a handle;
// drag one to move it, double-click a segment to add a joint there, double-click a joint to take it
// away (two stay at least). Each change is one edit of the widget (its box and points), so one undo.
import { type PointerEvent, useState } from 'react'
import {
  distinctPoints,
  jointsOnPage,
  type Point,
  polylineWidget,
} from '../../../plugins/widgets/Symbol/polyline.ts'
import type { Widget } from '../../../schemas/page.ts'

export interface JointEditorProps {
  widget: Widget
  points: readonly Point[]
  zoom: number
  toPage: (clientX: number, clientY: number) => Point
  /** the pipe's new box and points, for the page's joints given */
  onChange: (change: { position: Widget['position']; style: { points: Point[] } }) => void
}

/** The widget's points of a pipe drawn joint by joint (none for other widgets). */
export function pipePoints(widget: Widget | undefined): readonly Point[] | undefined {
  if (widget?.widgetType !== 'Symbol' || widget.position.rotate) return undefined
  const points = (widget.style as { points?: unknown } | undefined)?.points
  return Array.isArray(points) && points.length >= 2 ? (points as Point[]) : undefined
}

/** The attribute that marks the editor: the canvas's selection starts no gesture on it. */
export const JOINT_EDITOR = 'data-joint-editor'

/** Events on a handle are the editor's: the canvas's selection and move gestures never see them. */
const own = (e: { stopPropagation(): void }) => e.stopPropagation()

export function JointEditor({ widget, points, zoom, toPage, onChange }: JointEditorProps) {
  const joints = jointsOnPage(widget.position, points)
  const [drag, setDrag] = useState<{ index: number; at: Point }>()
  const shown = drag ? joints.map((p, i) => (i === drag.index ? drag.at : p)) : joints
  const commit = (page: Point[]) => {
    const drawn = polylineWidget(distinctPoints(page))
    if (drawn.points.length < 2) return
    onChange({ position: { ...widget.position, ...drawn.box }, style: { points: drawn.points } })
  }
  const r = 5 / zoom
  const stroke = 1.5 / zoom
  return (
    <svg
      data-testid="joint-editor"
      {...{ [JOINT_EDITOR]: '' }}
      aria-hidden
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        overflow: 'visible',
        pointerEvents: 'none',
        zIndex: 3,
      }}
    >
      <polyline
        points={shown.map((p) => `${p.x},${p.y}`).join(' ')}
        fill="none"
        stroke="#1677ff"
        strokeWidth={stroke}
        strokeDasharray={`${4 / zoom} ${3 / zoom}`}
      />
      {shown.slice(1).map((b, i) => {
        const a = shown[i]!
        return (
          // a wide invisible line over each segment: double-click adds a joint where it is clicked
          // biome-ignore lint/a11y/noStaticElementInteractions: joints are edited by pointer (the undo keys stay)
          <line
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are their positions
            key={`s${i}`}
            data-segment={i}
            x1={a.x}
            y1={a.y}
            x2={b.x}
            y2={b.y}
            stroke="transparent"
            strokeWidth={12 / zoom}
            style={{ pointerEvents: 'stroke', cursor: 'copy' }}
            onPointerDown={own}
            onMouseDown={own}
            onDoubleClick={(e) => {
              own(e)
              const at = toPage(e.clientX, e.clientY)
              commit([...joints.slice(0, i + 1), at, ...joints.slice(i + 1)])
            }}
          />
        )
      })}
      {shown.map((p, i) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: joints are edited by pointer (the undo keys stay)
        <circle
          // biome-ignore lint/suspicious/noArrayIndexKey: joints are their order
          key={`j${i}`}
          data-joint={i}
          cx={p.x}
          cy={p.y}
          r={r}
          fill="#fff"
          stroke="#1677ff"
          strokeWidth={stroke}
          style={{ pointerEvents: 'all', cursor: 'move' }}
          onMouseDown={own}
          onPointerDown={(e: PointerEvent<SVGCircleElement>) => {
            own(e)
            e.currentTarget.setPointerCapture(e.pointerId)
            setDrag({ index: i, at: p })
          }}
          onPointerMove={(e) => {
            if (drag?.index === i) setDrag({ index: i, at: toPage(e.clientX, e.clientY) })
          }}
          onPointerUp={(e) => {
            own(e)
            if (drag?.index !== i) return
            setDrag(undefined)
            const moved = drag.at
            const from = joints[i]!
            if (moved.x !== from.x || moved.y !== from.y) commit(joints.map((q, k) => (k === i ? moved : q)))
          }}
          onDoubleClick={(e) => {
            own(e)
            if (joints.length > 2) commit(joints.filter((_, k) => k !== i))
          }}
        />
      ))}
    </svg>
  )
}
