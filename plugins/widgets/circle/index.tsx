// The circle shape (designer spec §2, shapes): the largest circle that fits the box, centred.
import { defineWidget, type WidgetViewProps } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { type ShapeOptions, shapeSchema } from '../shapes/schema.ts'
import { type Outline, ShapeSvg } from '../shapes/view.tsx'

export const outline: Outline = ({ width, height, inset }, paint) => (
  <circle cx={width / 2} cy={height / 2} r={Math.max(0, Math.min(width, height) / 2 - inset)} {...paint} />
)

export const View = (props: WidgetViewProps<ShapeOptions>) => <ShapeSvg {...props} outline={outline} />

export default defineWidget({
  type: 'circle',
  version: '1.0.0',
  category: 'shape',
  title: { zh: '圆形', en: 'Circle' },
  ...optionsOf(shapeSchema()),
  defaultSize: { width: 100, height: 100 },
  bindingKinds: [],
  component: View,
})
