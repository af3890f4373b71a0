import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { historyWindow } from '../common/history-window.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { LEGACY_LINE, secondAxisByIds } from './migrations.ts'
import { schema } from './schema.ts'

export default defineWidget({
  type: 'ComplexLine',
  version: '1.1.0',
  category: 'chart',
  title: { zh: '实时曲线', en: 'Real-time curve' },
  ...optionsOf(schema),
  defaultSize: { width: 480, height: 280 },
  bindingKinds: ['signal', 'mvar', 'system', 'report'],
  migrations: [{ id: '1.1.0', up: secondAxisByIds }],
  legacyFixtures: [LEGACY_LINE],
  component: lazyView(() => import('./view.tsx'), 'LineView'),
  // at runtime the curve opens with its time range filled from stored history
  historyWindowMs: historyWindow(60),
})
