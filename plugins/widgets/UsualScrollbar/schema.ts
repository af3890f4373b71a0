// Flow strip (designer spec §3, §9): a dashed line that flows while the bound value meets the addon's
// comparison (always, when unbound). One cycle moves the dashes `direction` px (negative flows backwards)
// in `speed` ms: defaults 3000 px in 30000 ms.
import Type from 'typebox'
import {
  animationGroup,
  bindingData,
  Color,
  clickEventGroup,
  condition,
  Ms,
  Opacity,
  Px,
  Str,
  TRANSPARENT,
} from '../common/schema.ts'

export const KINDS = ['signal', 'mvar', 'system'] as const

export const schema = Type.Object({
  data: bindingData(KINDS, { dataAddon: Type.Object({ ...condition(), value: Str('1') }) }),
  style: Type.Object({
    background: Color(TRANSPARENT),
    opacity: Opacity(),
    line: Type.Object({
      stroke: Color('#1677ff'),
      width: Px(6, { minimum: 1 }),
      /** Gap between dashes. */
      distance: Px(10, { minimum: 0 }),
      /** Dash length pattern (SVG stroke-dasharray without the gap), e.g. "20". */
      dashArray: Str('20'),
      direction: Px(3000),
      speed: Ms(30000, { minimum: 1 }),
      offset: Px(0),
    }),
  }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(),
})
