// Plane geometry of widgets: a position is a box rotated by `rotate` degrees about its centre.
import type { Position } from '../../schemas/page.ts'

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export interface Point {
  x: number
  y: number
}

/** Drops float noise such as cos(90°) = 6e-17, so right angles give exact boxes. */
const tidy = (n: number): number => Math.round(n * 1e9) / 1e9

export const centreOf = (r: Rect): Point => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 })

export function rotateVector(v: Point, degrees: number): Point {
  const rad = (degrees * Math.PI) / 180
  const cos = Math.cos(rad)
  const sin = Math.sin(rad)
  return { x: tidy(v.x * cos - v.y * sin), y: tidy(v.x * sin + v.y * cos) }
}

/** The axis-aligned box around a position, taking its rotation into account. */
export function boundsOf(p: Pick<Position, 'x' | 'y' | 'width' | 'height'> & { rotate?: number }): Rect {
  const rad = ((p.rotate ?? 0) * Math.PI) / 180
  const cos = Math.abs(Math.cos(rad))
  const sin = Math.abs(Math.sin(rad))
  const width = tidy(p.width * cos + p.height * sin)
  const height = tidy(p.width * sin + p.height * cos)
  const c = centreOf(p)
  return { x: tidy(c.x - width / 2), y: tidy(c.y - height / 2), width, height }
}

export function unionOf(rects: readonly Rect[]): Rect | undefined {
  if (rects.length === 0) return undefined
  const left = Math.min(...rects.map((r) => r.x))
  const top = Math.min(...rects.map((r) => r.y))
  const right = Math.max(...rects.map((r) => r.x + r.width))
  const bottom = Math.max(...rects.map((r) => r.y + r.height))
  return { x: left, y: top, width: right - left, height: bottom - top }
}

/** Normalises an angle to [0, 360). */
export const normaliseAngle = (degrees: number): number => ((degrees % 360) + 360) % 360
