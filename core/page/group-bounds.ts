// Group geometry. A group's children are positioned in the group's own frame: origin at the group's
// top-left, before the group's rotation, which turns the whole group about its centre (`origin`).
// Bounds are recomputed after every move or resize and rounded to integers (designer spec §4).
import { GROUP_NAME, GROUP_TYPE, type Position, type Widget } from '../../schemas/page.ts'
import { GROUP_MAX_EDGE_DRIFT, GROUP_MIN_SIZE } from './constants.ts'
import {
  boundsOf,
  centreOf,
  normaliseAngle,
  type Point,
  type Rect,
  rotateVector,
  unionOf,
} from './geometry.ts'
import { type Refusal, refusal } from './refusal.ts'

const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y })
const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y })
const half = (r: { width: number; height: number }): Point => ({ x: r.width / 2, y: r.height / 2 })
const tidy = (n: number): number => Math.round(n * 1e6) / 1e6

/** The axis-aligned box of a group's children, in the group's frame. */
export const childrenBounds = (group: Widget): Rect | undefined =>
  unionOf((group.children ?? []).map((c) => boundsOf(c.position)))

/**
 * Fits a group's box to its children, rounded to integers, and re-bases the children so that
 * nothing moves on the page. Mutates the group (an immer draft or a plain object).
 */
export function fitGroup(group: Widget): void {
  const bounds = childrenBounds(group)
  if (!bounds) return
  const p = group.position
  const turn = p.rotate ?? 0
  const corner = { x: p.x, y: p.y }
  const oldCentre = half(p)
  // Where the children's box sits on the page (its rotated centre), then its top-left before rotation.
  const exact = sub(
    add(add(corner, oldCentre), rotateVector(sub(centreOf(bounds), oldCentre), turn)),
    half(bounds),
  )
  const next = {
    x: Math.round(exact.x),
    y: Math.round(exact.y),
    width: Math.round(bounds.width),
    height: Math.round(bounds.height),
  }
  const newCentre = half(next)
  // The one translation of the children that keeps their page positions in the new frame.
  const shift = sub(
    add(newCentre, rotateVector(sub(add(corner, oldCentre), add(next, newCentre)), -turn)),
    oldCentre,
  )
  for (const child of group.children ?? []) {
    child.position.x = tidy(child.position.x + shift.x)
    child.position.y = tidy(child.position.y + shift.y)
  }
  Object.assign(p, next)
  group.origin = newCentre
}

/** Refits enclosing groups, innermost first, after one of their children changed. */
export function fitAncestors(ancestors: readonly Widget[]): void {
  for (const group of [...ancestors].reverse()) fitGroup(group)
}

/**
 * Edge drift: the largest distance between an edge of the box the group was scaled to ([0, width] by
 * [0, height] in its frame) and the same edge of the box its scaled children actually cover. Scaling
 * rotated children moves their corners unevenly, so the two boxes part.
 */
export function edgeDrift(children: Rect, width: number, height: number): number {
  return Math.max(
    Math.abs(children.x),
    Math.abs(children.y),
    Math.abs(children.x + children.width - width),
    Math.abs(children.y + children.height - height),
  )
}

function scaleChildren(children: Widget[], sx: number, sy: number): void {
  for (const child of children) {
    const p = child.position
    Object.assign(p, { x: p.x * sx, y: p.y * sy, width: p.width * sx, height: p.height * sy })
    if (child.children) {
      scaleChildren(child.children, sx, sy)
      fitGroup(child)
    }
  }
}

/**
 * Resizes a group to `target` (its unrotated box in the parent's frame), scaling its children.
 * Refused when the new width or height is not above 2 or the edge drift reaches 3. Mutates the
 * group even when refusing; callers drop the draft on refusal.
 */
export function scaleGroup(group: Widget, target: Rect): Refusal | undefined {
  if (target.width <= GROUP_MIN_SIZE || target.height <= GROUP_MIN_SIZE) {
    return refusal('groupTooSmall', { min: GROUP_MIN_SIZE })
  }
  const p = group.position
  if (!(p.width > 0 && p.height > 0)) return refusal('invalidSize')
  scaleChildren(group.children ?? [], target.width / p.width, target.height / p.height)
  const covered = childrenBounds(group)
  if (covered && edgeDrift(covered, target.width, target.height) >= GROUP_MAX_EDGE_DRIFT) {
    return refusal('groupEdgeDrift', { max: GROUP_MAX_EDGE_DRIFT })
  }
  Object.assign(p, { x: target.x, y: target.y, width: target.width, height: target.height })
  fitGroup(group)
  return undefined
}

/** A group around widgets given in their parent's frame; the widgets become its children. */
export function makeGroup(id: string, members: Widget[]): Widget {
  const box = unionOf(members.map((m) => boundsOf(m.position))) ?? { x: 0, y: 0, width: 0, height: 0 }
  for (const m of members) {
    m.position.x -= box.x
    m.position.y -= box.y
  }
  const group: Widget = {
    id,
    widgetType: GROUP_TYPE,
    widgetName: GROUP_NAME,
    posLock: false,
    authRegion: '',
    position: { ...box, rotate: 0 },
    origin: half(box),
    children: members,
  }
  fitGroup(group)
  return group
}

/** A position given in a group's frame, expressed in the group's parent frame. */
export function toParentFrame(group: Widget, c: Position): Position {
  const p = group.position
  const turn = p.rotate ?? 0
  const centre = half(p)
  const onParent = add(add(p, centre), rotateVector(sub(centreOf(c), centre), turn))
  return {
    ...c,
    x: tidy(onParent.x - c.width / 2),
    y: tidy(onParent.y - c.height / 2),
    rotate: normaliseAngle((c.rotate ?? 0) + turn),
  }
}

/** A widget's position on the page, through every enclosing group (outermost first). */
export const positionOnPage = (position: Position, ancestors: readonly Widget[]): Position =>
  [...ancestors].reverse().reduce((pos, group) => toParentFrame(group, pos), position)

/** Moves a group's children into the group's parent frame, as ungrouping leaves them; returns them. */
export function releaseChildren(group: Widget): Widget[] {
  const children = group.children ?? []
  for (const child of children) Object.assign(child.position, toParentFrame(group, child.position))
  return children
}
