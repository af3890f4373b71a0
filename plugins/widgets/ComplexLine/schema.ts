// Real-time curve (designer spec §3, §9): the bound signals over the last 60 minutes, time axis HH:mm,
// value range 0-100 unless adaptive, ten theme colours. Which list is drawn follows `data.type`.
import Type from 'typebox'
import { BINDING_KINDS, type BindingKind } from '../../../schemas/page.ts'
import {
  animationGroup,
  Bool,
  Choice,
  Color,
  clickEventGroup,
  Num,
  Str,
  signalList,
  TRANSPARENT,
} from '../common/schema.ts'

/** The list of bound entries each binding kind draws. */
export const LIST_OF: Readonly<Record<BindingKind, string>> = {
  signal: 'signalArray',
  scene: 'signalArray',
  report: 'reportSignalArray',
  system: 'systemArray',
  mvar: 'mvarArray',
}

export const THEME_COLORS = [
  '#5B8FF9',
  '#5AD8A6',
  '#5D7092',
  '#F6BD16',
  '#E8684A',
  '#6DC8EC',
  '#9270CA',
  '#FF9D4D',
  '#269A99',
  '#FF99C3',
]

const toggle = (show: boolean, color: string) => Type.Object({ show: Bool(show), color: Color(color) })

export const schema = Type.Object({
  data: Type.Object(
    {
      type: Type.Enum(BINDING_KINDS, { default: 'signal' }),
      reportId: Str(),
      customReportId: Str(),
      mode: Choice(['adapt', 'custom'], 'adapt'),
      minVal: Num(0),
      maxVal: Num(100),
      showXRange: Bool(false),
      /** Minutes of history the curve keeps. */
      timeRange: Num(60, { minimum: 1 }),
      timeFormat: Str('HH:mm'),
      signalArray: signalList('signal'),
      reportSignalArray: signalList('report'),
      mvarArray: signalList('mvar'),
      systemArray: signalList('system'),
      customArray: Type.Array(Type.Object({}, { additionalProperties: true }), { default: [] }),
    },
    { additionalProperties: true },
  ),
  style: Type.Object({
    themeColors: Type.Array(Color('#5B8FF9'), { default: THEME_COLORS }),
    background: Color(TRANSPARENT),
    ticks: toggle(true, '#8c8c8c'),
    grids: toggle(true, '#e8e8e8'),
    legend: Type.Object({ show: Bool(true), position: Choice(['top', 'bottom', 'left', 'right'], 'top') }),
    smooth: Bool(false),
    lineWidth: Num(2, { minimum: 1 }),
    unit: Str(),
    timeFilter: Type.Object({ show: Bool(false) }),
    dataSelect: Type.Object({ show: Bool(false) }),
  }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(),
})
