// The option groups the data charts share (designer spec §3 "Line, bar, area, pie, ring, rose", §9): the
// real-time curve's data block (binding kind, report, mode adapt or fixed min/max, time range 60 min,
// format HH:mm, the lists of signals, report signals, memory variables, custom items and system keys)
// and its theme colours, ticks, grids, legend, time filter and data select; each chart adds its own.
import Type, { type Static, type TObject, type TProperties } from 'typebox'
import { schema as lineSchema } from '../ComplexLine/schema.ts'
import { Bool, Choice, Font, Px, shownWhen, titled } from '../common/schema.ts'

const line = lineSchema.properties
const SHARED_STYLE = [
  'themeColors',
  'background',
  'ticks',
  'grids',
  'legend',
  'unit',
  'decimals',
  'timeFilter',
  'dataSelect',
] as const

export function chartSchema<S extends TProperties>(style: S) {
  const shared = Object.fromEntries(SHARED_STYLE.map((k) => [k, line.style.properties[k]])) as {
    [K in (typeof SHARED_STYLE)[number]]: (typeof line.style.properties)[K]
  }
  return Type.Object({
    data: line.data,
    style: Type.Object({ ...shared, ...style }),
    animation: line.animation,
    clickEvent: line.clickEvent,
  })
}

/** Pie and rose: labels show each value or its share of the total. */
export const valueType = () =>
  titled(Choice(['value', 'percent', 'none'], 'value'), { zh: '标签内容', en: 'Labels' })

/** Ring: its thickness (§9: 20). */
export const ringWidth = () => titled(Px(20, { minimum: 1 }), { zh: '环宽', en: 'Ring width' })

/** Bar: bar width 40 and space 35 (§9) when enabled, values over the bars, the signal names' font. */
export const barStyle = () => ({
  // objects carry their titles as options: a spread copy (`titled`) would lose typebox's kind
  bar: Type.Object(
    {
      enable: Bool(true),
      width: shownWhen(Px(40, { minimum: 1 }), { enable: [true] }),
      space: shownWhen(titled(Px(35, { minimum: 0 }), { zh: '间距', en: 'Space' }), { enable: [true] }),
    },
    { 'x-title': { zh: '柱子', en: 'Bars' } },
  ),
  valueShow: titled(Bool(true), { zh: '显示数值', en: 'Show values' }),
  signalFont: Type.Object(Font({ size: 12, color: '#595959' }).properties, {
    'x-ui': { 'ui:field': 'font' },
    'x-title': { zh: '信号名字体', en: 'Signal name font' },
  }),
})

type StyleOf<P extends TProperties> = Static<TObject<P>>

/**
 * What the shared view of bar, pie, ring and rose reads: the options every data chart has, and each
 * chart's own style options where that chart has them.
 */
export type CategoryOptions = Static<ReturnType<typeof chartSchema<Record<never, never>>>> & {
  style: Partial<
    StyleOf<ReturnType<typeof barStyle>> &
      StyleOf<{ valueType: ReturnType<typeof valueType>; width: ReturnType<typeof ringWidth> }>
  >
}
