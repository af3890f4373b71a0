// Resizing and rotating several widgets as one (a multi-selection's handles). Pure plane geometry on
// positions (a box turned by `rotate` degrees about its centre), no page and no DOM: the designer's live
// preview and the commands that commit the gesture use the same functions, so what is shown is what is
// stored.
//
// Scaling: the selection's box `from` becomes `to`; every widget's centre keeps its place relative to the
// box (so the corner or edge opposite the dragged handle stays put), and its own sides are stretched by
// how much the scale lengthens them. An unturned widget (or one at a right angle) scales exactly; a
// turned widget under an uneven scale would become a parallelogram, so it stays a rectangle with its
// angle and sides lengthened by the scale along each side's direction (exact again for an even scale).
// Rotating: every centre turns about the selection's centre and each widget adds the angle to its own.
import type { Position } from '../../schemas/page.ts'
import {
  boundsOf,
  centreOf,
  normaliseAngle,
  type Point,
  type Rect,
  rotateVector,
  unionOf,
} from './geometry.ts'

/** What a selection transform changes of a widget's position. */
export type Placement = Pick<Position, 'x' | 'y' | 'width' | 'height' | 'rotate'>

/** The box a selection's handles frame: around its widgets' turned boxes. */
export const selectionBounds = (positions: readonly Placement[]): Rect | undefined =>
  unionOf(positions.map(boundsOf))

/** Factors by which a selection box scales: `to` over `from` along each axis (1 for an empty side). */
export function scaleFactors(from: Rect, to: Rect): Point {
  return {
    x: from.width > 0 ? to.width / from.width : 1,
    y: from.height > 0 ? to.height / from.height : 1,
  }
}

/**
 * A widget's placement once its selection's box `from` is scaled to `to`; sides are kept at least
 * `minSize` (about the new centre).
 */
export function scalePlacement(p: Placement, from: Rect, to: Rect, minSize = 0): Placement {
  const s = scaleFactors(from, to)
  const c = centreOf(p)
  const centre = { x: to.x + (c.x - from.x) * s.x, y: to.y + (c.y - from.y) * s.y }
  const rad = ((p.rotate ?? 0) * Math.PI) / 180
  const cos = Math.cos(rad)
  const sin = Math.sin(rad)
  // How much the scale lengthens the widget's own horizontal and vertical side directions.
  const alongWidth = Math.hypot(s.x * cos, s.y * sin)
  const alongHeight = Math.hypot(s.x * sin, s.y * cos)
  const width = Math.max(minSize, p.width * alongWidth)
  const height = Math.max(minSize, p.height * alongHeight)
  return { x: centre.x - width / 2, y: centre.y - height / 2, width, height, rotate: p.rotate }
}

/** A widget's placement once its selection turns `degrees` (clockwise on screen) about `pivot`. */
export function rotatePlacement(p: Placement, pivot: Point, degrees: number): Placement {
  const c = centreOf(p)
  const turned = rotateVector({ x: c.x - pivot.x, y: c.y - pivot.y }, degrees)
  return {
    x: pivot.x + turned.x - p.width / 2,
    y: pivot.y + turned.y - p.height / 2,
    width: p.width,
    height: p.height,
    rotate: normaliseAngle((p.rotate ?? 0) + degrees),
  }
}

/** A placement with integer box values, as the page stores them (the centre moves by at most half a pixel). */
export function roundPlacement(p: Placement, minSize = 0): Placement {
  // + 0 turns a rounded -0 into 0.
  const round = (n: number) => Math.round(n) + 0
  return {
    x: round(p.x),
    y: round(p.y),
    width: Math.max(minSize, round(p.width)),
    height: Math.max(minSize, round(p.height)),
    rotate: p.rotate,
  }
}
