// Alarm table (designer spec §3 Alarm, §9): the alarm records of a list of devices, active and released
// in one table with a state filter and a time filter (the last 720 minutes unless changed), refreshed
// every roll time (30 s) and at once when an alarm rises or clears, the default columns with the
// operation column to acknowledge, an optional sound on a new alarm, Excel export.
import Type from 'typebox'
import { ALARM_COLUMNS, ALARM_TABLE_TEXTS } from '../../../core/i18n/alarm-table.ts'
import type { Bilingual } from '../../../core/i18n/bilingual.ts'
import { Bool, Choice, hidden, Minutes, Num, Px, Str, staticData, titled } from '../common/schema.ts'
import { tableStyle } from '../common/table-schema.ts'
import { STATE_TEXTS } from './texts.ts'

export const ALARM_STATES = ['all', 'active', 'history'] as const

/** Each choice's label in the panel, in the table's own words (`x-choices`, host/designer/panel/localize.ts). */
const labelled = <T extends object>(schema: T, labels: Record<string, Bilingual>): T => ({
  ...schema,
  'x-choices': labels,
})

const Column = Type.Object({
  key: labelled(
    titled(Choice(ALARM_COLUMNS, 'equipTitle'), { zh: '列内容', en: 'Column' }),
    Object.fromEntries(ALARM_COLUMNS.map((c) => [c, ALARM_TABLE_TEXTS[`col.${c}`]])),
  ),
  /** blank: the column's own title in the reader's language */
  title: Str(),
  show: Bool(true),
  width: Px(0, { minimum: 0 }),
})

export const schema = Type.Object({
  data: staticData({
    /** The devices whose records show (the designer's device picker; unmatched ones show as unbound). */
    equips: titled(
      Type.Array(Type.Object({ equipmentId: Str(), title: Str() }, { additionalProperties: true }), {
        default: [],
        'x-ui': { 'ui:field': 'devices' },
      }),
      { zh: '设备', en: 'Devices' },
    ),
    show: titled(Bool(true), { zh: '分页', en: 'Paging' }),
    filterTime: titled(Bool(true), { zh: '时间筛选', en: 'Time filter' }),
    exportExcel: titled(Bool(true), { zh: '导出 Excel', en: 'Excel export' }),
    state: labelled(
      titled(Choice(ALARM_STATES, 'all'), { zh: '报警状态', en: 'Alarm state' }),
      Object.fromEntries(ALARM_STATES.map((s) => [s, STATE_TEXTS[`state.${s}`]])),
    ),
    /** Minutes back from now the table starts with. */
    timeRange: Minutes(720, { minimum: 1 }),
    /** Seconds between refreshes (live alarms also refresh it at once). */
    rollTime: titled(Num(30, { minimum: 5, 'x-ui': { 'ui:options': { unit: 's' } } }), {
      zh: '刷新间隔',
      en: 'Refresh interval',
    }),
    sound: titled(Bool(false), { zh: '新报警提示音', en: 'Sound on a new alarm' }),
    pageSize: titled(Num(10, { minimum: 1, maximum: 100 }), { zh: '每页条数', en: 'Rows per page' }),
    columns: titled(
      Type.Array(Column, { default: ALARM_COLUMNS.map((key) => ({ key, title: '', show: true, width: 0 })) }),
      {
        zh: '列',
        en: 'Columns',
      },
    ),
    timeFormat: hidden(Str('YYYY-MM-DD HH:mm:ss')),
  }),
  style: tableStyle(),
})
