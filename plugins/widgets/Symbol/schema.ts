// The symbol widget's options: which symbol (set by the palette's entry), how its bound value reads
// (the fields of its kind only) and the high-performance colours: greys for normal states, colour only
// for a fault or a limit passed.
import Type from 'typebox'
import {
  animationGroup,
  bindingData,
  Choice,
  Color,
  clickEventGroup,
  hidden,
  Num,
  Px,
  Str,
  shownWhen,
} from '../common/schema.ts'
import { valueDisplay } from '../common/value-display.ts'
import { SYMBOL_KINDS, type SymbolKind } from './kinds.ts'

export const KINDS = ['signal', 'mvar', 'system'] as const

/** A field that means something for symbols of these kinds only. */
const forKinds = <T extends object>(schema: T, kinds: readonly SymbolKind[]): T =>
  shownWhen(schema, { kind: kinds })
const SWITCHED = ['run', 'open', 'flow', 'custom'] as const
const MEASURED = ['level', 'value'] as const
const FILLED = ['level', 'custom'] as const
const SHOWN = ['level', 'value', 'custom'] as const
const DISPLAY = valueDisplay()

export const schema = Type.Object({
  data: bindingData(KINDS, {
    dataAddon: Type.Object({
      kind: hidden(Choice(SYMBOL_KINDS, 'run')),
      /** the value that means running, open or flowing; anything else but the fault value means off */
      onValue: forKinds(Str('1'), SWITCHED),
      faultValue: forKinds(Str('2'), SWITCHED),
      minVal: forKinds(Num(0), FILLED),
      maxVal: forKinds(Num(100), FILLED),
      lowLimit: forKinds(Num(10), MEASURED),
      highLimit: forKinds(Num(90), MEASURED),
      decimals: forKinds(DISPLAY.decimals, SHOWN),
      unitShow: forKinds(DISPLAY.unitShow, SHOWN),
      unit: forKinds(DISPLAY.unit, SHOWN),
    }),
  }),
  style: Type.Object({
    /** a symbol of the library, or `user:<id>` for one of the enterprise's own (symbol/get) */
    symbol: hidden(Str('pump-centrifugal')),
    /** a polyline pipe's joints, in the widget's pixels (none: the symbol's own drawing) */
    points: hidden(Type.Array(Type.Object({ x: Type.Number(), y: Type.Number() }), { default: [] })),
    stroke: Color('#4d4d4d'),
    strokeWidth: Px(1.5, { minimum: 0 }),
    offFill: Color('#e6e6e6'),
    onFill: Color('#8a8a8a'),
    faultFill: Color('#e0301e'),
    levelFill: Color('#a3b3c4'),
    alarmFill: Color('#f2b600'),
    flowColor: Color('#ffffff'),
  }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(),
})
