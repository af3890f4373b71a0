// The Octagon shape (designer spec §2, shapes): an SVG outline with the shape entity's style.
import { defineWidget, type WidgetViewProps } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { type ShapeOptions, shapeSchema } from '../shapes/schema.ts'
import { polygon, ShapeSvg } from '../shapes/view.tsx'

/** Corners cut at 1 - 1/√2 of each side, so all eight sides are equal on a square box. */
const c = 1 - Math.SQRT1_2
export const outline = polygon([
  [c, 0],
  [1 - c, 0],
  [1, c],
  [1, 1 - c],
  [1 - c, 1],
  [c, 1],
  [0, 1 - c],
  [0, c],
])

export const View = (props: WidgetViewProps<ShapeOptions>) => <ShapeSvg {...props} outline={outline} />

export default defineWidget({
  type: 'octagon',
  version: '1.0.0',
  category: 'shape',
  title: { zh: '八边形', en: 'Octagon' },
  ...optionsOf(shapeSchema()),
  defaultSize: { width: 100, height: 100 },
  bindingKinds: [],
  component: View,
})
