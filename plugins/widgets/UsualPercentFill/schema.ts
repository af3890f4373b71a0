// Percentage fill (designer spec §3): a rectangle, capacity (tank) or doughnut filled to where the bound
// value lies between minVal and maxVal; vertical or horizontal; the text shows the percentage by default.
import Type from 'typebox'
import {
  animationGroup,
  bindingData,
  Choice,
  Color,
  clickEventGroup,
  Font,
  Num,
  Stroke,
} from '../common/schema.ts'
import { valueDisplay } from '../common/value-display.ts'

export const KINDS = ['signal', 'mvar', 'system'] as const
export const FILL_TYPES = ['rectangleChart', 'capacityChart', 'doughnutChart'] as const

export const schema = Type.Object({
  data: bindingData(KINDS, {
    dataAddon: Type.Object({
      type: Choice(FILL_TYPES, 'rectangleChart'),
      minVal: Num(0),
      maxVal: Num(100),
      /** how the value label (textType value) shows */
      ...valueDisplay(),
    }),
  }),
  style: Type.Object({
    orientation: Choice(['vertical', 'horizontal'], 'vertical'),
    textType: Choice(['percentage', 'value', 'none'], 'percentage'),
    fillColor: Color('#1677ff'),
    background: Color('#e6f4ff'),
    stroke: Stroke({ color: '#1677ff', width: 1 }),
    font: Font({ size: 14 }),
  }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(),
})
