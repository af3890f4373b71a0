// The Parallelogram shape (designer spec §2, shapes): an SVG outline with the shape entity's style.
import { defineWidget, type WidgetViewProps } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { type ShapeOptions, shapeSchema } from '../shapes/schema.ts'
import { polygon, ShapeSvg } from '../shapes/view.tsx'

export const outline = polygon([
  [0.25, 0],
  [1, 0],
  [0.75, 1],
  [0, 1],
])

export const View = (props: WidgetViewProps<ShapeOptions>) => <ShapeSvg {...props} outline={outline} />

export default defineWidget({
  type: 'parallelogram',
  version: '1.0.0',
  category: 'shape',
  title: { zh: '平行四边形', en: 'Parallelogram' },
  ...optionsOf(shapeSchema()),
  defaultSize: { width: 140, height: 80 },
  bindingKinds: [],
  component: View,
})
