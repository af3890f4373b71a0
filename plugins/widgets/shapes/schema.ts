// The options of the drawn shapes (designer spec §3, shape entity): fill, stroke and opacity with the
// shape entity's defaults, plus the animations and click event every widget has.
import Type, { type Static, type TProperties } from 'typebox'
import { Shape } from '../../../schemas/shape.ts'
import { animationGroup, clickEventGroup, Px } from '../common/schema.ts'

const entity = Shape.properties.style.properties
const colour = <T extends object>(schema: T) => ({ ...schema, 'x-ui': { 'ui:widget': 'colour' } }) as T

export const shapeStyle = <E extends TProperties = Record<never, never>>(extra: E = {} as E) =>
  Type.Object({
    fill: colour(entity.fill),
    stroke: colour(entity.stroke),
    strokeWidth: Px(1, { minimum: 0 }),
    opacity: {
      ...entity.opacity,
      multipleOf: 0.01,
      'x-ui': { 'ui:widget': 'range' },
    } as typeof entity.opacity,
    ...extra,
  })

export const shapeSchema = <E extends TProperties = Record<never, never>>(extra: E = {} as E) =>
  Type.Object({ style: shapeStyle(extra), animation: animationGroup(), clickEvent: clickEventGroup() })

/** The options every shape has, which the shared shape view reads. */
export type ShapeOptions = Static<ReturnType<typeof shapeSchema<Record<never, never>>>>
