// Indicator diagram (designer spec §3 Diagram, §9 time range 120): each displacement signal (X) against
// its load signal (Y) over the last two hours; the xy line's view and chart.
import { defineWidget } from '../../../core/kernel/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { diagramSchema } from '../ComplexXyline/schema.ts'
import { optionsOf } from '../common/define.ts'
import { historyWindow } from '../common/history-window.ts'
import { lazyView } from '../common/lazy-view.tsx'

/** A diagram of an older page: reports by axis and a signal per axis. */
const legacy = {
  id: 'legacy-diagram',
  widgetType: 'ComplexDiagram',
  widgetName: '示功图',
  posLock: false,
  authRegion: '',
  position: { x: 0, y: 0, width: 400, height: 300, rotate: 0 },
  data: {
    type: 'signal',
    reportIdX: 'r1',
    reportIdY: 'r1',
    timeRange: 120,
    signalArrayX: [{ signalId: 's1', equipId: 'e1', title: 'Displacement' }],
    signalArrayY: [{ signalId: 's2', equipId: 'e1', title: 'Load' }],
  },
  style: {},
} as unknown as Widget

export default defineWidget({
  type: 'ComplexDiagram',
  version: '1.0.0',
  category: 'chart',
  title: { zh: '示功图', en: 'Indicator diagram' },
  ...optionsOf(diagramSchema),
  defaultSize: { width: 400, height: 300 },
  bindingKinds: ['signal'],
  legacyFixtures: [legacy],
  component: lazyView(() => import('../ComplexXyline/view.tsx'), 'DiagramView'),
  historyWindowMs: historyWindow(120),
})
