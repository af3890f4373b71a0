// History report table (designer spec §3 History, §9): the rows of a custom report (signals picked
// here, one of the six aggregations every `interval` time units) or of a stored history report (its
// report signals picked here), newest first over the last `timeRange` minutes (720) or a chosen period,
// paged, refreshed every roll time (30 s), times as YYYY-MM-DD HH:mm:ss, exported to Excel as shown.
import Type from 'typebox'
import { REPORT_AGGREGATIONS } from '../../../schemas/api/custom-report.ts'
import { Bool, Choice, hidden, Minutes, Num, Str, signalList, staticData, titled } from '../common/schema.ts'
import { tableStyle } from '../common/table-schema.ts'

export const TIME_UNITS = ['minute', 'hour', 'day'] as const
export const UNIT_MINUTES: Record<(typeof TIME_UNITS)[number], number> = { minute: 1, hour: 60, day: 1440 }

const customOnly = <T extends object>(schema: T): T => ({
  ...schema,
  'x-ui': { 'ui:options': { showWhen: { type: ['signal'] } } },
})

export const schema = Type.Object({
  data: staticData({
    type: Type.Enum(['signal', 'report'], {
      default: 'signal',
      'x-title': { zh: '报表来源', en: 'Report source' },
    }),
    reportId: hidden(Str()),
    customReportId: hidden(Str()),
    signalArray: signalList('signal'),
    reportSignalArray: signalList('report'),
    aggregation: customOnly(
      titled(Choice(REPORT_AGGREGATIONS, 'average'), { zh: '统计方式', en: 'Aggregation' }),
    ),
    interval: customOnly(titled(Num(5, { minimum: 1 }), { zh: '统计间隔', en: 'Interval' })),
    timeUnit: customOnly(titled(Choice(TIME_UNITS, 'minute'), { zh: '间隔单位', en: 'Interval unit' })),
    dimensionType: hidden(Str('time')),
    show: titled(Bool(true), { zh: '分页', en: 'Paging' }),
    pageSize: titled(Num(10, { minimum: 1, maximum: 100 }), { zh: '每页条数', en: 'Rows per page' }),
    filterTime: titled(Bool(true), { zh: '时间筛选', en: 'Time filter' }),
    exportExcel: titled(Bool(true), { zh: '导出 Excel', en: 'Excel export' }),
    /** Minutes back from now the table starts with. */
    timeRange: Minutes(720, { minimum: 1 }),
    rollTime: titled(Num(30, { minimum: 5, 'x-ui': { 'ui:options': { unit: 's' } } }), {
      zh: '刷新间隔',
      en: 'Refresh interval',
    }),
    format: titled(Str('YYYY-MM-DD HH:mm:ss'), { zh: '时间格式', en: 'Time format' }),
  }),
  style: tableStyle(),
})
