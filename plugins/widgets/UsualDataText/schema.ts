// Data display box (designer spec §3): the bound value with unit, as text, in a frame.
import Type from 'typebox'
import {
  Align,
  animationGroup,
  bindingData,
  boxStyle,
  clickEventGroup,
  Font,
  Num,
  Str,
} from '../common/schema.ts'

export const KINDS = ['signal', 'mvar', 'system'] as const

export const schema = Type.Object({
  data: bindingData(KINDS, {
    dataAddon: Type.Object({
      /** Decimal places of numeric values; -1 shows the value as it arrives. */
      decimals: Num(-1, { minimum: -1, maximum: 10 }),
      unit: Str(),
    }),
  }),
  style: Type.Object({
    font: Font({ size: 16 }),
    align: Align(),
    ...boxStyle({ strokeWidth: 1, stroke: '#d9d9d9' }),
  }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(),
})
