// Animation widget (designer spec §3, §4): shows the image or text of the first state whose condition
// the bound value meets; with cycle on, it steps through all states every `speed` ms while the value
// meets the cycle condition.
import Type from 'typebox'
import { Comparison } from '../../../schemas/page.ts'
import {
  Align,
  animationGroup,
  Bool,
  bindingData,
  boxStyle,
  Choice,
  clickEventGroup,
  condition,
  Font,
  Image,
  inEnglish,
  Ms,
  Str,
  shownWhen,
} from '../common/schema.ts'
import { FITS } from '../UsualImage/schema.ts'

export const KINDS = ['signal', 'mvar', 'system'] as const

export const State = Type.Object({ ...condition(), url: Image(), text: Str() })

export const schema = Type.Object({
  data: bindingData(KINDS, {
    dataAddon: Type.Object({
      displayType: Choice(['image', 'text'], 'image'),
      items: inEnglish(
        Type.Array(State, {
          default: [
            { symbol: '==', value: '0', url: '', text: '状态0' },
            { symbol: '==', value: '1', url: '', text: '状态1' },
          ],
        }),
        [
          { symbol: '==', value: '0', url: '', text: 'State 0' },
          { symbol: '==', value: '1', url: '', text: 'State 1' },
        ],
      ),
      cycle: Type.Object({
        enable: Bool(false),
        judgCondition: shownWhen(Comparison, { enable: [true] }),
        judgVal: shownWhen(Str('1'), { enable: [true] }),
        speed: shownWhen(Ms(1000, { minimum: 50 }), { enable: [true] }),
      }),
    }),
  }),
  style: Type.Object({ fit: Choice(FITS, 'contain'), font: Font(), align: Align(), ...boxStyle() }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(),
})
