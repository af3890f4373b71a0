// The ellipse shape (designer spec §2, shapes): fills the box.
import { defineWidget, type WidgetViewProps } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { type ShapeOptions, shapeSchema } from '../shapes/schema.ts'
import { type Outline, ShapeSvg } from '../shapes/view.tsx'

export const outline: Outline = ({ width, height, inset }, paint) => (
  <ellipse
    cx={width / 2}
    cy={height / 2}
    rx={Math.max(0, width / 2 - inset)}
    ry={Math.max(0, height / 2 - inset)}
    {...paint}
  />
)

export const View = (props: WidgetViewProps<ShapeOptions>) => <ShapeSvg {...props} outline={outline} />

export default defineWidget({
  type: 'ellipse',
  version: '1.0.0',
  category: 'shape',
  title: { zh: '椭圆', en: 'Ellipse' },
  ...optionsOf(shapeSchema()),
  defaultSize: { width: 140, height: 90 },
  bindingKinds: [],
  component: View,
})
