// Options of TemplateWidget, grouped as the property panel shows them: data (the binding and its extras),
// style, animation rules and the click event. Every `default` here is what a new widget starts with.
import {
  animationGroup,
  bindingData,
  Color,
  clickEventGroup,
  Font,
  Num,
  type Static,
  Str,
  Type,
} from '#lfscada/sdk'

/** Binding kinds the widget accepts: the signal picker offers these. */
export const KINDS = ['signal', 'mvar', 'system'] as const

export const schema = Type.Object({
  data: bindingData(KINDS, {
    dataAddon: Type.Object({ label: Str('Value'), decimals: Num(1, { minimum: 0, maximum: 6 }) }),
  }),
  style: Type.Object({
    background: Color('#f0f5ff'),
    accent: Color('#1677ff'),
    font: Font({ size: 16 }),
  }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(),
})

export type TemplateWidgetOptions = Static<typeof schema>
