// Panel labels of the history table and the xy and indicator-diagram charts (namespace `widgets`,
// spread into texts.ts): their aggregation, time-unit and axis choices.
import type { Bilingual } from '../../core/i18n/bilingual.ts'

export const CHART_WIDGET_TEXTS = {
  'enum.delta': { zh: '差值', en: 'Delta' },
  'enum.first': { zh: '首值', en: 'First' },
  'enum.last': { zh: '末值', en: 'Last' },
  'enum.max': { zh: '最大值', en: 'Maximum' },
  'enum.min': { zh: '最小值', en: 'Minimum' },
  'enum.average': { zh: '平均值', en: 'Average' },
  'enum.minute': { zh: '分钟', en: 'Minute' },
  'enum.day': { zh: '天', en: 'Day' },
  'enum.points': { zh: '散点', en: 'Points' },
  'field.modeX': { zh: 'X 轴范围', en: 'X axis' },
  'field.modeY': { zh: 'Y 轴范围', en: 'Y axis' },
  'field.lineType': { zh: '线型', en: 'Line type' },
  'field.pageSize': { zh: '每页条数', en: 'Rows per page' },
} as const satisfies Record<string, Bilingual>
