// The line shape (designer spec §2, shapes): a line across the box's diagonal, from bottom-left to
// top-right; rotating or flipping the box gives any direction. Lines are stroked, never filled.
import { defineWidget, type WidgetViewProps } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { Px } from '../common/schema.ts'
import { type ShapeOptions, shapeSchema } from '../shapes/schema.ts'
import { type Outline, ShapeSvg } from '../shapes/view.tsx'

export const outline: Outline = ({ width, height }, paint) => (
  <line
    x1={0}
    y1={height}
    x2={width}
    y2={0}
    stroke={paint.stroke}
    strokeWidth={paint.strokeWidth}
    strokeLinecap="round"
  />
)

export const View = (props: WidgetViewProps<ShapeOptions>) => <ShapeSvg {...props} outline={outline} />

export default defineWidget({
  type: 'line',
  version: '1.0.0',
  category: 'shape',
  title: { zh: '线条', en: 'Line' },
  ...optionsOf(shapeSchema({ strokeWidth: Px(2, { minimum: 0 }) })),
  defaultSize: { width: 120, height: 80 },
  bindingKinds: [],
  component: View,
})
