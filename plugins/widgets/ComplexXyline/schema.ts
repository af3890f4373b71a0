// The xy charts (designer spec §3 Xyline, Diagram): signals drawn against other signals over a time
// range, filled from stored history on open and from live values after. Xyline: Y signals against one X
// signal, each axis adaptive or fixed (modeX, modeY), a line type and a clear button. Diagram (an
// indicator diagram): the i-th X signal against the i-th Y signal, over 120 minutes (§9).
import Type, { type TProperties } from 'typebox'
import { schema as lineSchema } from '../ComplexLine/schema.ts'
import {
  animationGroup,
  Bool,
  Choice,
  Color,
  clickEventGroup,
  filledLists,
  hidden,
  Minutes,
  Num,
  Px,
  signalList,
  TRANSPARENT,
  titled,
} from '../common/schema.ts'

export const LINE_TYPES = ['solid', 'dashed', 'dotted', 'points'] as const

/** An axis: adaptive, or fixed from minVal to maxVal. */
export const axisMode = (title: { zh: string; en: string }) =>
  Type.Object(
    { type: Choice(['adapt', 'custom'], 'adapt'), minVal: Num(0), maxVal: Num(100) },
    { 'x-title': title },
  )

const line = lineSchema.properties.style.properties

export function xySchema<D extends TProperties>(spec: {
  data: D
  timeRange: number
  xTitle: { zh: string; en: string }
  yTitle: { zh: string; en: string }
}) {
  return Type.Object({
    data: Type.Object(
      {
        type: Type.Enum(['signal'], { default: 'signal', 'x-ui': { 'ui:widget': 'hidden' } }),
        ...filledLists(),
        signalArrayX: titled(signalList('signal'), spec.xTitle),
        signalArrayY: titled(signalList('signal'), spec.yTitle),
        /** Minutes of history drawn. */
        timeRange: Minutes(spec.timeRange, { minimum: 1 }),
        ...spec.data,
      },
      { additionalProperties: true },
    ),
    style: Type.Object({
      themeColors: line.themeColors,
      background: Color(TRANSPARENT),
      ticks: line.ticks,
      grids: line.grids,
      legend: titled(Bool(true), { zh: '图例', en: 'Legend' }),
      lineType: titled(Choice(LINE_TYPES, 'solid'), { zh: '线型', en: 'Line type' }),
      lineWidth: Px(2, { minimum: 1 }),
    }),
    animation: animationGroup(),
    clickEvent: clickEventGroup(),
  })
}

export const schema = xySchema({
  data: {
    modeX: axisMode({ zh: 'X 轴范围', en: 'X axis' }),
    modeY: axisMode({ zh: 'Y 轴范围', en: 'Y axis' }),
    /** a button that clears the drawn trace and starts again from now */
    button: titled(Bool(true), { zh: '清除按钮', en: 'Clear button' }),
  },
  timeRange: 60,
  xTitle: { zh: 'X 轴信号', en: 'X-axis signal' },
  yTitle: { zh: 'Y 轴信号', en: 'Y-axis signals' },
})

/** Diagram: its reports by axis as older pages saved them (kept; the signals carry what is drawn). */
export const diagramSchema = xySchema({
  data: { reportIdX: hidden(Type.String({ default: '' })), reportIdY: hidden(Type.String({ default: '' })) },
  timeRange: 120,
  xTitle: { zh: '位移信号 (X)', en: 'Displacement signals (X)' },
  yTitle: { zh: '载荷信号 (Y)', en: 'Load signals (Y)' },
})
