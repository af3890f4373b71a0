// The straight line shape (designer spec §2, shapes): a horizontal line through the middle of its box;
// the box's rotation turns it.
import { defineWidget, type WidgetViewProps } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { Px } from '../common/schema.ts'
import { type ShapeOptions, shapeSchema } from '../shapes/schema.ts'
import { type Outline, ShapeSvg } from '../shapes/view.tsx'

export const outline: Outline = ({ width, height }, paint) => (
  <line
    x1={0}
    y1={height / 2}
    x2={width}
    y2={height / 2}
    stroke={paint.stroke}
    strokeWidth={paint.strokeWidth}
  />
)

export const View = (props: WidgetViewProps<ShapeOptions>) => <ShapeSvg {...props} outline={outline} />

export default defineWidget({
  type: 'straightLine',
  version: '1.0.0',
  category: 'shape',
  title: { zh: '直线', en: 'Straight line' },
  ...optionsOf(shapeSchema({ strokeWidth: Px(2, { minimum: 0 }) })),
  defaultSize: { width: 160, height: 10 },
  bindingKinds: [],
  component: View,
})
