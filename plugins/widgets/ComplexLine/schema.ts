// Real-time curve (designer spec §3, §9): the bound signals over the last 60 minutes, time axis HH:mm,
// filled from stored history on open and from live values after;
// value range 0-100 unless adaptive, ten theme colours. Which list is drawn follows `data.type`.
import Type from 'typebox'
import { BINDING_KINDS, type BindingKind } from '../../../schemas/page.ts'
import { THEME_COLORS } from '../common/palettes.ts'
import {
  animationGroup,
  Bool,
  Choice,
  Color,
  clickEventGroup,
  followsSignal,
  hidden,
  Minutes,
  Num,
  Px,
  Str,
  shownWhen,
  signalList,
  TRANSPARENT,
} from '../common/schema.ts'

/** The list of bound entries each binding kind draws. */
export const LIST_OF = {
  signal: 'signalArray',
  scene: 'signalArray',
  report: 'reportSignalArray',
  system: 'systemArray',
  mvar: 'mvarArray',
} as const satisfies Record<BindingKind, string>

export { THEME_COLORS }

/** The value range of the custom mode. */
const custom = <T extends object>(schema: T): T => ({
  ...schema,
  'x-ui': { 'ui:options': { showWhen: { mode: ['custom'] } } },
})

/** A part shown or not, and its colour while shown. */
const toggle = (show: boolean, color: string) =>
  Type.Object({ show: Bool(show), color: shownWhen(Color(color), { show: [true] }) })

export const schema = Type.Object({
  data: Type.Object(
    {
      // "Type" alone said nothing: it is where the curve's signals come from
      type: Type.Enum(BINDING_KINDS, { default: 'signal', 'x-title': { zh: '数据来源', en: 'Data source' } }),
      /** Which report the report signals come from: set by the picker, never typed. */
      reportId: hidden(Str()),
      customReportId: hidden(Str()),
      mode: Choice(['adapt', 'custom'], 'adapt'),
      minVal: custom(Num(0)),
      maxVal: custom(Num(100)),
      showXRange: Bool(false),
      /** Minutes of history the curve keeps. */
      timeRange: Minutes(60, { minimum: 1 }),
      timeFormat: Str('HH:mm'),
      signalArray: signalList('signal', ['signal', 'scene']),
      reportSignalArray: signalList('report'),
      mvarArray: signalList('mvar'),
      systemArray: signalList('system'),
      customArray: hidden(Type.Array(Type.Object({}, { additionalProperties: true }), { default: [] })),
    },
    { additionalProperties: true },
  ),
  style: Type.Object({
    themeColors: Type.Array(Color('#5B8FF9'), { default: THEME_COLORS, 'x-ui': { 'ui:widget': 'palette' } }),
    background: Color(TRANSPARENT),
    ticks: toggle(true, '#8c8c8c'),
    grids: toggle(true, '#e8e8e8'),
    legend: Type.Object({
      show: Bool(true),
      position: shownWhen(Choice(['top', 'bottom', 'left', 'right'], 'top'), { show: [true] }),
    }),
    smooth: Bool(false),
    lineWidth: Px(2, { minimum: 1 }),
    /** The series drawn against a second y-axis on the right, by id (series-id.ts), picked by name. */
    secondAxis: Type.Array(Str(), {
      default: [],
      'x-ui': { 'ui:widget': 'series' },
    }),
    /** the values' unit; blank follows each signal's */
    unit: followsSignal(Str()),
    /** decimal places of the tooltip and labels (the axis ticks take their own); -1 follows each signal's */
    decimals: followsSignal(Num(-1, { minimum: -1, maximum: 10 })),
    timeFilter: Type.Object({ show: Bool(false) }),
    dataSelect: Type.Object({ show: Bool(false) }),
  }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(),
})
