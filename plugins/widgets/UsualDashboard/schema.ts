// Gauge (designer spec §3, §9): monochrome or multistage, range 0-100, multistage thresholds 25, 50, 75
// and 100 with four colours; pointer, scale, dial, value colour and three fonts.
import Type from 'typebox'
import {
  animationGroup,
  Bool,
  bindingData,
  Color,
  clickEventGroup,
  Font,
  Num,
  Px,
  shownWhen,
} from '../common/schema.ts'
import { valueDisplay } from '../common/value-display.ts'

export const KINDS = ['signal', 'mvar', 'system'] as const
export const GAUGE_TYPES = ['monochrome', 'multistage'] as const

export const Threshold = Type.Object({ value: Num(100), color: Color('#1677ff') })

export const schema = Type.Object({
  data: bindingData(KINDS, {
    dataAddon: Type.Object({
      // the gauge's look (monochrome, stages…), titled as such rather than "Type"
      type: Type.Enum(GAUGE_TYPES, {
        default: 'monochrome',
        'x-title': { zh: '表盘样式', en: 'Gauge style' },
      }),
      ...valueDisplay(),
      minVal: Num(0),
      maxVal: Num(100),
      setting: Type.Array(Threshold, {
        default: [
          { value: 25, color: '#52c41a' },
          { value: 50, color: '#1677ff' },
          { value: 75, color: '#faad14' },
          { value: 100, color: '#ff4d4f' },
        ],
      }),
    }),
  }),
  style: Type.Object({
    pointer: Type.Object({ show: Bool(true), color: shownWhen(Color('#1677ff'), { show: [true] }) }),
    scale: Type.Object({
      show: Bool(true),
      count: shownWhen(Num(10, { minimum: 1, maximum: 50 }), { show: [true] }),
      color: shownWhen(Color('#8c8c8c'), { show: [true] }),
    }),
    dial: Type.Object({ width: Px(12, { minimum: 1 }), background: Color('#e6ebf8') }),
    /** The value arc of a monochrome gauge. */
    valueColor: Color('#1677ff'),
    titleFont: Font({ size: 12, color: '#595959' }),
    valueFont: Font({ size: 20, weight: 'bold' }),
    scaleFont: Font({ size: 10, color: '#8c8c8c' }),
  }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(),
})
