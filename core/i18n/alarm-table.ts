// The alarm table's words in both languages (designer spec §3 Alarm: the default columns), shared by the
// ComplexAlarm widget and the server's Excel export so a file's headers read as the table's do.
import type { Bilingual } from './bilingual.ts'

/** The columns of an alarm table, in the spec's default order (`opration` is the operation column). */
export const ALARM_COLUMNS = [
  'equipTitle',
  'type',
  'alarmLevelId',
  'gmtTrigger',
  'gmtRelease',
  'value',
  'msg',
  'opration',
] as const
export type AlarmColumn = (typeof ALARM_COLUMNS)[number]

export const ALARM_TABLE_TEXTS = {
  'col.equipTitle': { zh: '设备', en: 'Device' },
  'col.type': { zh: '报警类型', en: 'Type' },
  'col.alarmLevelId': { zh: '报警级别', en: 'Level' },
  'col.gmtTrigger': { zh: '触发时间', en: 'Triggered' },
  'col.gmtRelease': { zh: '恢复时间', en: 'Released' },
  'col.value': { zh: '报警值', en: 'Value' },
  'col.msg': { zh: '报警信息', en: 'Message' },
  'col.opration': { zh: '操作', en: 'Operation' },
  /** the export's column for the operation: who acknowledged and when */
  'col.confirm': { zh: '确认', en: 'Acknowledged' },
  'type.variable': { zh: '变量报警', en: 'Variable' },
  'type.offline': { zh: '离线报警', en: 'Offline' },
  'type.power': { zh: '断电报警', en: 'Power off' },
  'level.severe': { zh: '严重', en: 'Severe' },
  'level.important': { zh: '重要', en: 'Important' },
  'level.normal': { zh: '一般', en: 'Normal' },
  alarming: { zh: '报警中', en: 'Alarming' },
  acknowledge: { zh: '确认', en: 'Acknowledge' },
  acknowledged: { zh: '{{who}} 于 {{when}} 确认', en: 'By {{who}} at {{when}}' },
  sheet: { zh: '报警记录', en: 'Alarm records' },
} as const satisfies Record<string, Bilingual>
