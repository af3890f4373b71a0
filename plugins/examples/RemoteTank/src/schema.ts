// Options of the tank: the bound level with its range and unit, and the look of vessel and liquid.
// Built from the kit's blocks, so the property panel shows the signal picker and colour pickers exactly
// as it does for the built-in widgets.
import {
  animationGroup,
  Bool,
  bindingData,
  Color,
  clickEventGroup,
  Font,
  Num,
  type Static,
  Str,
  Type,
} from '#lfscada/sdk'

export const KINDS = ['signal', 'mvar', 'system'] as const

export const schema = Type.Object({
  data: bindingData(KINDS, {
    dataAddon: Type.Object({
      minVal: Num(0, { title: 'Empty at' }),
      maxVal: Num(100, { title: 'Full at' }),
      unit: Str('m³'),
      decimals: Num(1, { minimum: 0, maximum: 6 }),
      alarmAbove: Num(90, { title: 'High level' }),
    }),
  }),
  style: Type.Object({
    liquid: Color('#1677ff'),
    alarmLiquid: Color('#ff4d4f'),
    vessel: Color('#8c8c8c'),
    showValue: Bool(true),
    font: Font({ size: 14, color: '#262626' }),
  }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(),
})

export type TankOptions = Static<typeof schema>
