import { defineWidget } from '../../../core/kernel/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { optionsOf } from '../common/define.ts'
import { historyWindow } from '../common/history-window.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { schema } from './schema.ts'

/** An xy line of an older page: the axes' modes and a line type, no time range or legend. */
const legacy = {
  id: 'legacy-xyline',
  widgetType: 'ComplexXyline',
  widgetName: 'XY曲线',
  posLock: false,
  authRegion: '',
  position: { x: 0, y: 0, width: 400, height: 300, rotate: 0 },
  data: {
    type: 'signal',
    modeX: { type: 'adapt', minVal: 0, maxVal: 100 },
    modeY: { type: 'custom', minVal: 0, maxVal: 50 },
    button: true,
    signalArrayX: [{ signalId: 's1', equipId: 'e1', title: 'Stroke' }],
    signalArrayY: [{ signalId: 's2', equipId: 'e1', title: 'Load' }],
  },
  style: { lineType: 'solid' },
} as unknown as Widget

export default defineWidget({
  type: 'ComplexXyline',
  version: '1.0.0',
  category: 'chart',
  title: { zh: 'XY 曲线', en: 'XY line' },
  ...optionsOf(schema),
  defaultSize: { width: 400, height: 300 },
  bindingKinds: ['signal'],
  legacyFixtures: [legacy],
  // uPlot and the view come with the first xy chart a page shows
  component: lazyView(() => import('./view.tsx'), 'XylineView'),
  historyWindowMs: historyWindow(60),
})
