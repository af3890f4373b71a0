// Data display box (designer spec §3): the bound value with unit, as text, in a frame.
import Type from 'typebox'
import { Align, animationGroup, bindingData, boxStyle, clickEventGroup, Font } from '../common/schema.ts'
import { valueDisplay } from '../common/value-display.ts'

export const KINDS = ['signal', 'mvar', 'system'] as const

export const schema = Type.Object({
  data: bindingData(KINDS, {
    /** How the value shows: the signal's decimals and unit unless the widget sets its own. */
    dataAddon: Type.Object(valueDisplay()),
  }),
  style: Type.Object({
    font: Font({ size: 16 }),
    align: Align(),
    ...boxStyle({ strokeWidth: 1, stroke: '#d9d9d9' }),
  }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(),
})
