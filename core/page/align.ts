// Align and even spacing over boxes (rotation-aware boxes of the selected widgets). Pure: each
// function returns how far every box must move, in the order given.
import type { Point, Rect } from './geometry.ts'
import { unionOf } from './geometry.ts'

export const ALIGN_MODES = ['left', 'hcenter', 'right', 'top', 'vmiddle', 'bottom'] as const
export type AlignMode = (typeof ALIGN_MODES)[number]

const right = (r: Rect) => r.x + r.width
const bottom = (r: Rect) => r.y + r.height
const hcentre = (r: Rect) => r.x + r.width / 2
const vmiddle = (r: Rect) => r.y + r.height / 2

/** The move of box `b` that aligns it to the selection's box `all`, per mode. */
const ALIGN: Record<AlignMode, (b: Rect, all: Rect) => Point> = {
  left: (b, all) => ({ x: all.x - b.x, y: 0 }),
  hcenter: (b, all) => ({ x: hcentre(all) - hcentre(b), y: 0 }),
  right: (b, all) => ({ x: right(all) - right(b), y: 0 }),
  top: (b, all) => ({ x: 0, y: all.y - b.y }),
  vmiddle: (b, all) => ({ x: 0, y: vmiddle(all) - vmiddle(b) }),
  bottom: (b, all) => ({ x: 0, y: bottom(all) - bottom(b) }),
}

/** Moves aligning every box to the selection's box: its left edge, centre line, right edge, ... */
export function alignDeltas(boxes: readonly Rect[], mode: AlignMode): Point[] {
  const all = unionOf(boxes)
  return all ? boxes.map((b) => ALIGN[mode](b, all)) : []
}

export type Axis = 'horizontal' | 'vertical'

/**
 * Moves giving equal gaps between neighbours along an axis: the first and last box (by leading edge)
 * stay, the others are placed in order with the free space shared evenly (gaps may be negative when
 * boxes overlap more than the span allows).
 */
export function distributeDeltas(boxes: readonly Rect[], axis: Axis): Point[] {
  const start = (b: Rect) => (axis === 'horizontal' ? b.x : b.y)
  const size = (b: Rect) => (axis === 'horizontal' ? b.width : b.height)
  const order = boxes.map((b, i) => ({ b, i })).sort((p, q) => start(p.b) - start(q.b))
  const first = order[0]
  const last = order[order.length - 1]
  const deltas: Point[] = boxes.map(() => ({ x: 0, y: 0 }))
  if (!first || !last || order.length < 3) return deltas
  const span = start(last.b) + size(last.b) - start(first.b)
  const gap = (span - order.reduce((sum, o) => sum + size(o.b), 0)) / (order.length - 1)
  let cursor = start(first.b)
  for (const { b, i } of order) {
    const move = Math.round((cursor - start(b)) * 1e6) / 1e6
    deltas[i] = axis === 'horizontal' ? { x: move, y: 0 } : { x: 0, y: move }
    cursor += size(b) + gap
  }
  return deltas
}
