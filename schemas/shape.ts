// The shape entity (designer spec §3): a drawn shape with style and signal-bound animations.
import Type, { type Static } from 'typebox'
import { Colour } from './colour.ts'
import { Animation, Position } from './page.ts'

export const SHAPE_TYPES = [
  'arrow',
  'circle',
  'ellipse',
  'line',
  'straightLine',
  'octagon',
  'rect',
  'parallelogram',
  'prism',
  'triangle',
] as const
export type ShapeType = (typeof SHAPE_TYPES)[number]

export const Shape = Type.Object({
  id: Type.String({ minLength: 1 }),
  type: Type.Enum(SHAPE_TYPES),
  name: Type.String(),
  lock: Type.Boolean({ default: false }),
  position: Position,
  style: Type.Object({
    fill: Colour('#1677ff'),
    stroke: Colour('#000000'),
    opacity: Type.Number({ default: 1, minimum: 0, maximum: 1 }),
  }),
  animations: Animation,
})
export type Shape = Static<typeof Shape>
