// Snapping a moving box to other widgets' edges and centres and to the grid, within 5 px with
// snapping (adsorb) on and 1 px with it off, plus the guide lines the canvas draws for the matches.
import { SNAP_THRESHOLD, SNAP_THRESHOLD_OFF } from './constants.ts'
import type { Rect } from './geometry.ts'

/** A guide line: axis 'x' is a vertical line at x = `at` from y = `from` to `to`; 'y' is horizontal. */
export interface Guide {
  axis: 'x' | 'y'
  at: number
  from: number
  to: number
}

export interface SnapOptions {
  /** The designer's snap (adsorb) switch. */
  enabled: boolean
  /** Grid spacing in px when the grid takes part in snapping. */
  grid?: number
}

export interface SnapResult {
  dx: number
  dy: number
  guides: Guide[]
}

export const snapThreshold = (enabled: boolean): number => (enabled ? SNAP_THRESHOLD : SNAP_THRESHOLD_OFF)

type Axis = 'x' | 'y'
const EPSILON = 1e-6

/** Leading edge, centre and trailing edge of a box along an axis. */
function linesOf(r: Rect, axis: Axis): number[] {
  const start = axis === 'x' ? r.x : r.y
  const size = axis === 'x' ? r.width : r.height
  return [start, start + size / 2, start + size]
}

/** The extent of a box across an axis (where a guide along that axis spans). */
function across(r: Rect, axis: Axis): [number, number] {
  return axis === 'x' ? [r.y, r.y + r.height] : [r.x, r.x + r.width]
}

function nearestOffset(moving: Rect, others: readonly Rect[], axis: Axis, threshold: number, grid?: number) {
  const own = linesOf(moving, axis)
  const targets = others.flatMap((o) => linesOf(o, axis))
  let best: number | undefined
  const consider = (offset: number) => {
    if (Math.abs(offset) <= threshold && (best === undefined || Math.abs(offset) < Math.abs(best)))
      best = offset
  }
  for (const line of own) for (const target of targets) consider(target - line)
  if (grid && grid > 0) {
    for (const edge of [own[0], own[2]] as number[]) consider(Math.round(edge / grid) * grid - edge)
  }
  return best ?? 0
}

function guidesOf(moved: Rect, others: readonly Rect[], axis: Axis): Guide[] {
  const byLine = new Map<number, Guide>()
  const own = linesOf(moved, axis)
  for (const other of others) {
    for (const target of linesOf(other, axis)) {
      if (!own.some((line) => Math.abs(line - target) < EPSILON)) continue
      const [a0, a1] = across(moved, axis)
      const [b0, b1] = across(other, axis)
      const guide = byLine.get(target) ?? { axis, at: target, from: Math.min(a0, b0), to: Math.max(a1, b1) }
      guide.from = Math.min(guide.from, b0)
      guide.to = Math.max(guide.to, b1)
      byLine.set(target, guide)
    }
  }
  return [...byLine.values()]
}

/** How far to nudge `moving` so its nearest edge or centre meets another's, and the guides to draw. */
export function snapBox(moving: Rect, others: readonly Rect[], options: SnapOptions): SnapResult {
  const threshold = snapThreshold(options.enabled)
  const dx = nearestOffset(moving, others, 'x', threshold, options.grid)
  const dy = nearestOffset(moving, others, 'y', threshold, options.grid)
  const moved = { ...moving, x: moving.x + dx, y: moving.y + dy }
  return { dx, dy, guides: [...guidesOf(moved, others, 'x'), ...guidesOf(moved, others, 'y')] }
}
