// The Arrow shape (designer spec §2, shapes): an SVG outline with the shape entity's style.
import { defineWidget, type WidgetViewProps } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { type ShapeOptions, shapeSchema } from '../shapes/schema.ts'
import { polygon, ShapeSvg } from '../shapes/view.tsx'

export const outline = polygon([
  [0, 0.3],
  [0.6, 0.3],
  [0.6, 0],
  [1, 0.5],
  [0.6, 1],
  [0.6, 0.7],
  [0, 0.7],
])

export const View = (props: WidgetViewProps<ShapeOptions>) => <ShapeSvg {...props} outline={outline} />

export default defineWidget({
  type: 'arrow',
  version: '1.0.0',
  category: 'shape',
  title: { zh: '箭头', en: 'Arrow' },
  ...optionsOf(shapeSchema()),
  defaultSize: { width: 120, height: 60 },
  bindingKinds: [],
  component: View,
})
