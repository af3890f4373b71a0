import { defineWidget } from '../../../core/kernel/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { schema } from './schema.ts'

/** A history table of an older page: a custom report by signals, spec §9 defaults, no page size. */
const legacy = {
  id: 'legacy-history',
  widgetType: 'ComplexHistory',
  widgetName: '历史报表',
  posLock: false,
  authRegion: '',
  position: { x: 0, y: 0, width: 720, height: 360, rotate: 0 },
  data: {
    type: 'signal',
    reportId: '',
    customReportId: '',
    dimensionType: 'time',
    show: true,
    filterTime: true,
    exportExcel: true,
    timeRange: 720,
    rollTime: 30,
    timeUnit: 'minute',
    interval: 5,
    format: 'YYYY-MM-DD HH:mm:ss',
    signalArray: [{ signalId: 's1', equipId: 'e1', title: 'Flow' }],
  },
  style: { headerHeight: 46, rowHeight: 40 },
} as unknown as Widget

/** Older tables had no page size, aggregation or report-signal list: filled with their defaults. */
function fillHistory(widget: Widget): Widget {
  const data = { ...((widget.data ?? {}) as Record<string, unknown>) }
  const missing = { pageSize: 10, aggregation: 'average', reportSignalArray: [], signalArray: [] }
  const add = Object.entries(missing).filter(([k]) => data[k] === undefined)
  if (add.length === 0) return widget
  return { ...widget, data: { ...data, ...Object.fromEntries(add) } as Widget['data'] }
}

export default defineWidget({
  type: 'ComplexHistory',
  version: '1.1.0',
  category: 'chart',
  title: { zh: '历史报表', en: 'History table' },
  ...optionsOf(schema),
  defaultSize: { width: 720, height: 360 },
  // the bound signals' meta (decimals, unit) titles and formats the columns
  bindingKinds: ['signal', 'report'],
  migrations: [{ id: '1.1.0', up: fillHistory }],
  legacyFixtures: [legacy],
  // antd's table comes with the first history table, not with every runtime page
  component: lazyView(() => import('./view.tsx'), 'HistoryView'),
})
