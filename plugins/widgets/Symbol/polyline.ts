// Pipes drawn as polylines (issue 30): the designer clicks a pipe's joints on the page, and the pipe is
// a symbol of the `flow` kind whose drawing is made from them: a body outlined around the polyline with
// mitred joints (painted for its state like every pipe) and a flow line along it.
import type { SvgNode } from './svg-tree.ts'

export interface Point {
  x: number
  y: number
}

/** Half the pipe's bore, as the library's straight pipe (14 units across). */
export const HALF_BORE = 7
/** The widget's margin around the pipe's centre line: a half-bore and a pixel (a straight run has a height). */
const PAD = HALF_BORE + 1
/** A joint's mitre reaches at most this many half-bores from it (a near-reversal is cut short). */
const MITRE_LIMIT = 4

const round = (n: number) => Math.round(n * 10) / 10

/** Consecutive points closer than 2 px (a double-click's two clicks) count once. */
export function distinctPoints(points: readonly Point[]): Point[] {
  const out: Point[] = []
  for (const p of points) {
    const last = out[out.length - 1]
    if (!last || Math.hypot(p.x - last.x, p.y - last.y) >= 2) out.push(p)
  }
  return out
}

/** The unit normal (to the left) of the segment a→b. */
function normal(a: Point, b: Point): Point {
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1
  return { x: -(b.y - a.y) / length, y: (b.x - a.x) / length }
}

/** The offset of each point at `half` to the left: mitred at the joints, square at the ends. */
function side(points: readonly Point[], half: number): Point[] {
  return points.map((p, i) => {
    const before = i > 0 ? normal(points[i - 1]!, p) : undefined
    const after = i < points.length - 1 ? normal(p, points[i + 1]!) : undefined
    const n1 = before ?? after!
    const n2 = after ?? before!
    const mx = n1.x + n2.x
    const my = n1.y + n2.y
    const ml = Math.hypot(mx, my) || 1
    const cos = (mx / ml) * n1.x + (my / ml) * n1.y
    const reach = Math.min(half / Math.max(cos, 1e-6), half * MITRE_LIMIT)
    return { x: round(p.x + (mx / ml) * reach), y: round(p.y + (my / ml) * reach) }
  })
}

const pathOf = (points: readonly Point[]) =>
  points.map((p, i) => `${i ? 'L' : 'M'}${round(p.x)} ${round(p.y)}`).join(' ')

/** The pipe's outline around the polyline: one side out, the other back, closed. */
export function pipeOutline(points: readonly Point[], half = HALF_BORE): string {
  const left = side(points, half)
  const right = side([...points].reverse(), half)
  return `${pathOf([...left, ...right])} Z`
}

/**
 * A polyline pipe as a symbol's drawing: `points` in the widget's pixels, the viewBox up to the farthest
 * point and the margin beyond, as the widget's box (polylineWidget).
 */
export function polylineTree(points: readonly Point[]): SvgNode {
  const width = Math.max(...points.map((p) => p.x)) + PAD
  const height = Math.max(...points.map((p) => p.y)) + PAD
  return {
    tag: 'svg',
    attrs: { viewBox: `0 0 ${round(width)} ${round(height)}` },
    children: [
      {
        tag: 'g',
        attrs: { id: 'body' },
        children: [{ tag: 'path', attrs: { d: pipeOutline(points) }, children: [] }],
      },
      { tag: 'path', attrs: { id: 'flow', d: pathOf(points) }, children: [] },
    ],
  }
}

/**
 * The widget for joints clicked on the page: its box the points' bounds grown by the margin, its points
 * relative to that box.
 */
export function polylineWidget(pagePoints: readonly Point[]): {
  box: { x: number; y: number; width: number; height: number }
  points: Point[]
} {
  const x = Math.round(Math.min(...pagePoints.map((p) => p.x)) - PAD)
  const y = Math.round(Math.min(...pagePoints.map((p) => p.y)) - PAD)
  const points = pagePoints.map((p) => ({ x: round(p.x - x), y: round(p.y - y) }))
  return {
    box: {
      x,
      y,
      width: Math.round(Math.max(...points.map((p) => p.x)) + PAD),
      height: Math.round(Math.max(...points.map((p) => p.y)) + PAD),
    },
    points,
  }
}

/**
 * A drawn pipe's joints on the page (for editing them): its points scaled as its drawing is to the
 * widget's box (a pipe stretches to its box), then moved to the box's corner.
 */
export function jointsOnPage(
  box: { x: number; y: number; width: number; height: number },
  points: readonly Point[],
): Point[] {
  const sx = box.width / (Math.max(...points.map((p) => p.x)) + PAD)
  const sy = box.height / (Math.max(...points.map((p) => p.y)) + PAD)
  return points.map((p) => ({ x: round(box.x + p.x * sx), y: round(box.y + p.y * sy) }))
}
