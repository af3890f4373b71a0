// Script widgets (designer spec §3): report, trend, bar and pie draw the rows their `data.script` hands to
// its callback. The script is a query function taking API, param and callback; it runs in the runtime's
// sandbox (host/runtime/script-sandbox.ts), never in the app. param tells it the period to show: `length`
// periods of `timeUnit` starting `offset` periods from now (-1 date: yesterday).
import Type, { type TProperties } from 'typebox'
import { THEME_COLORS } from '../ComplexLine/schema.ts'
import { Bool, Choice, Color, Font, Num, Px, staticData } from '../common/schema.ts'

/** The script a new widget starts with: sample rows, and how to ask the platform for real ones. */
export const DEFAULT_SCRIPT = `// query(API, param, callback): ask the platform for data, then hand the rows to callback.
// API.history({ signalIds: ['…'], startTime, endTime }) resolves with [{ signalId, times, values }]
// API.live({ signalIds: ['…'] }) resolves with [{ signalId, title, unit, value, time }]
// param: { offset, timeUnit, length, startTime, endTime } (times in ms)
function query(API, param, callback) {
  callback([
    { name: 'A', value: 30 },
    { name: 'B', value: 55 },
    { name: 'C', value: 42 },
  ])
}
`

export const TIME_UNITS = ['hour', 'date', 'week', 'month', 'year'] as const
export type TimeUnit = (typeof TIME_UNITS)[number]

/** The periods a report or a bar chart shows. */
export const periodLength = () => ({ length: Num(7, { minimum: 1, maximum: 366 }) })

/** The value range of trend and bar: adaptive, or custom from minVal to maxVal. */
export const valueRange = () => ({
  mode: Choice(['adapt', 'custom'] as const, 'adapt'),
  minVal: Num(0),
  maxVal: Num(100),
})

/** The data block of every script widget, plus its own fields (`periodLength`, `valueRange`). */
export const scriptData = <E extends TProperties = Record<never, never>>(extra: E = {} as E) =>
  staticData({
    script: Type.String({ default: DEFAULT_SCRIPT, 'x-ui': { 'ui:widget': 'textarea' } }),
    offset: Num(-1),
    timeUnit: Choice(TIME_UNITS, 'date'),
    ...extra,
  })

export const chartStyle = () => ({
  themeColors: Type.Array(Color('#5B8FF9'), { default: THEME_COLORS, 'x-ui': { 'ui:widget': 'palette' } }),
  legend: Type.Object({ show: Bool(true), font: Font({ size: 12, color: '#595959' }) }),
  valueShow: Bool(true),
  font: Font({ size: 12, color: '#595959' }),
  fill: Color('#ffffff00'),
})

export const tableStyle = () => ({
  header: Type.Object({
    fill: Color('#fafafa'),
    height: Px(46, { minimum: 10 }),
    font: Font({ weight: 'bold' }),
  }),
  body: Type.Object({ fill: Color('#ffffff'), height: Px(40, { minimum: 10 }), font: Font() }),
  border: Type.Object({ color: Color('#f0f0f0'), width: Px(1, { minimum: 0 }) }),
  timeFilter: Bool(false),
  exportExcel: Bool(false),
})
