// The rectangle shape (designer spec §2, shapes: rect with radius).
import type { Static } from 'typebox'
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

const schema = shapeSchema({ radius: Px(0, { minimum: 0 }) })

export const View = (props: WidgetViewProps<Static<typeof schema>>) => (
  <ShapeSvg {...props} outline={outline} radius={props.widget.style.radius} />
)

export default defineWidget({
  type: 'rect',
  version: '1.0.0',
  category: 'shape',
  title: { zh: '矩形', en: 'Rectangle' },
  ...optionsOf(schema),
  defaultSize: { width: 120, height: 80 },
  bindingKinds: [],
  component: View,
})
