// Commands that move widgets on the page: move, resize, rotate, resizing and rotating a selection as one,
// align, even spacing. Locked widgets (or widgets in a locked group) never move, resize or rotate; the
// commands return the ids they changed.
import type { Page, Widget } from '../../schemas/page.ts'
import { type AlignMode, type Axis, alignDeltas, distributeDeltas } from './align.ts'
import { GROUP_MIN_SIZE, MIN_ALIGN_MEMBERS, MIN_DISTRIBUTE_MEMBERS, MIN_WIDGET_SIZE } from './constants.ts'
import { boundsOf, centreOf, normaliseAngle, type Point, type Rect } from './geometry.ts'
import { fitGroup, scaleGroup } from './group-bounds.ts'
import { done, type Outcome, refused } from './refusal.ts'
import {
  type Placement,
  rotatePlacement,
  roundPlacement,
  scalePlacement,
  selectionBounds,
} from './selection-transform.ts'
import { isGroup, isLocked, type Located, locate, locateSelection, sameParent } from './tree.ts'

/** Refits every group around the changed widgets once, innermost first. */
export function refitGroups(changed: readonly Located[]): void {
  const depth = new Map<Widget, number>()
  for (const at of changed) for (const [i, group] of at.ancestors.entries()) depth.set(group, i)
  for (const [group] of [...depth].sort((a, b) => b[1] - a[1])) fitGroup(group)
}

function moveBy(at: Located, d: Point): void {
  at.widget.position.x += d.x
  at.widget.position.y += d.y
}

export function moveWidgets(page: Page, ids: readonly string[], dx: number, dy: number): Outcome<string[]> {
  const moving = locateSelection(page.widgets, ids).filter((at) => !isLocked(at))
  for (const at of moving) moveBy(at, { x: dx, y: dy })
  refitGroups(moving)
  return done(moving.map((at) => at.widget.id))
}

/** Sets a widget's unrotated box in its parent's frame; a group scales its children (or refuses). */
export function resizeWidget(page: Page, id: string, box: Rect): Outcome<string[]> {
  const at = locate(page.widgets, id)
  if (!at) return refused('notFound')
  if (isLocked(at)) return done([])
  if (!(Number.isFinite(box.width) && Number.isFinite(box.height) && box.width >= 0 && box.height >= 0)) {
    return refused('invalidSize')
  }
  if (isGroup(at.widget)) {
    const refusal = scaleGroup(at.widget, box)
    if (refusal) return { ok: false, refusal }
  } else Object.assign(at.widget.position, box)
  refitGroups([at])
  return done([id])
}

/** Sets the rotation (degrees, normalised to [0, 360)) of the selected widgets. */
export function rotateWidgets(page: Page, ids: readonly string[], degrees: number): Outcome<string[]> {
  const turning = locateSelection(page.widgets, ids).filter((at) => !isLocked(at))
  for (const at of turning) at.widget.position.rotate = normaliseAngle(degrees)
  refitGroups(turning)
  return done(turning.map((at) => at.widget.id))
}

/** The unlocked members of a selection, which must share one parent (their positions share a frame). */
function transformable(page: Page, ids: readonly string[]): Outcome<Located[]> {
  const members = locateSelection(page.widgets, ids).filter((at) => !isLocked(at))
  return sameParent(members) ? done(members) : refused('notSiblings')
}

/** Places a widget (a group scales its children into the new box, or refuses). */
function place(at: Located, next: Placement): Outcome<void> {
  if (!isGroup(at.widget)) {
    Object.assign(at.widget.position, next)
    return done(undefined)
  }
  const refusal = scaleGroup(at.widget, next)
  return refusal ? { ok: false, refusal } : done(undefined)
}

/**
 * Resizes a selection as one: the box around its unlocked widgets becomes `to` (in their parent's frame),
 * each widget scaled with it (see selection-transform.ts), sides kept at least MIN_WIDGET_SIZE, values
 * rounded to integers. Refused when `to` is not wider and taller than GROUP_MIN_SIZE, like a group's resize.
 */
export function scaleSelection(page: Page, ids: readonly string[], to: Rect): Outcome<string[]> {
  const found = transformable(page, ids)
  if (!found.ok) return found
  if (![to.x, to.y, to.width, to.height].every(Number.isFinite)) return refused('invalidSize')
  if (to.width <= GROUP_MIN_SIZE || to.height <= GROUP_MIN_SIZE) {
    return refused('groupTooSmall', { min: GROUP_MIN_SIZE })
  }
  const members = found.value
  const from = selectionBounds(members.map((at) => at.widget.position))
  if (!from) return done([])
  for (const at of members) {
    const next = scalePlacement(at.widget.position, from, to, MIN_WIDGET_SIZE)
    const placed = place(at, roundPlacement(next, MIN_WIDGET_SIZE))
    if (!placed.ok) return placed
  }
  refitGroups(members)
  return done(members.map((at) => at.widget.id))
}

/**
 * Turns a selection as one by `degrees` about the centre of the box around its unlocked widgets: each
 * centre turns about it and each widget adds `degrees` to its rotation; boxes rounded to integers.
 */
export function rotateSelection(page: Page, ids: readonly string[], degrees: number): Outcome<string[]> {
  const found = transformable(page, ids)
  if (!found.ok) return found
  const members = found.value
  const from = selectionBounds(members.map((at) => at.widget.position))
  if (!from || !Number.isFinite(degrees)) return done([])
  const pivot = centreOf(from)
  for (const at of members) {
    const next = roundPlacement(rotatePlacement(at.widget.position, pivot, degrees))
    Object.assign(at.widget.position, { x: next.x, y: next.y, rotate: next.rotate })
  }
  refitGroups(members)
  return done(members.map((at) => at.widget.id))
}

/** Applies per-box moves from a layout function to the unlocked members of a sibling selection. */
function arrange(
  page: Page,
  ids: readonly string[],
  min: number,
  tooFew: 'alignNeedsTwo' | 'distributeNeedsThree',
  layout: (boxes: Rect[]) => Point[],
): Outcome<string[]> {
  const members = locateSelection(page.widgets, ids)
  if (members.length < min) return refused(tooFew, { min })
  if (!sameParent(members)) return refused('notSiblings')
  const deltas = layout(members.map((at) => boundsOf(at.widget.position)))
  const moved = members.filter((at, i) => {
    const d = deltas[i]
    if (!d || isLocked(at) || (d.x === 0 && d.y === 0)) return false
    moveBy(at, d)
    return true
  })
  refitGroups(moved)
  return done(moved.map((at) => at.widget.id))
}

export const alignWidgets = (page: Page, ids: readonly string[], mode: AlignMode): Outcome<string[]> =>
  arrange(page, ids, MIN_ALIGN_MEMBERS, 'alignNeedsTwo', (boxes) => alignDeltas(boxes, mode))

export const distributeWidgets = (page: Page, ids: readonly string[], axis: Axis): Outcome<string[]> =>
  arrange(page, ids, MIN_DISTRIBUTE_MEMBERS, 'distributeNeedsThree', (boxes) => distributeDeltas(boxes, axis))
