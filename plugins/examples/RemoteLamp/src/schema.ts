// Options of the lamp: the bound value and the level from which it lights, its own on and off words, and the
// colours of the lit and the dark lamp. Built from the kit's blocks, like every widget's options.
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

export const KINDS = ['signal', 'mvar', 'system'] as const

export const schema = Type.Object({
  data: bindingData(KINDS, {
    dataAddon: Type.Object({
      onFrom: Num(1, { title: 'Lit from' }),
      // empty: the lamp says on / off in the page's language
      onText: Str(''),
      offText: Str(''),
    }),
  }),
  style: Type.Object({
    lit: Color('#52c41a'),
    dark: Color('#bfbfbf'),
    font: Font({ size: 14, color: '#262626' }),
  }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(),
})

export type LampOptions = Static<typeof schema>
