// The rectangle shape (designer spec §2, shapes: rect with radius).
import { defineWidget, type WidgetViewProps } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { Px } from '../common/schema.ts'
import { shapeSchema } from '../shapes/schema.ts'
import { type Outline, ShapeSvg } from '../shapes/view.tsx'

export const outline: Outline = ({ width, height, inset, radius }, paint) => (
  <rect
    x={inset}
    y={inset}
    width={Math.max(0, width - 2 * inset)}
    height={Math.max(0, height - 2 * inset)}
    rx={radius}
    ry={radius}
    {...paint}
  />
)

export const View = (props: WidgetViewProps) => <ShapeSvg {...props} outline={outline} />

export default defineWidget({
  type: 'rect',
  version: '1.0.0',
  category: 'shape',
  title: { zh: '矩形', en: 'Rectangle' },
  ...optionsOf(shapeSchema({ radius: Px(0, { minimum: 0 }) })),
  defaultSize: { width: 120, height: 80 },
  bindingKinds: [],
  component: View,
})
