import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { schema } from './schema.ts'
import { LineView } from './view.tsx'

export default defineWidget({
  type: 'ComplexLine',
  version: '1.0.0',
  category: 'chart',
  title: { zh: '实时曲线', en: 'Real-time curve' },
  ...optionsOf(schema),
  defaultSize: { width: 480, height: 280 },
  bindingKinds: ['signal', 'mvar', 'system', 'report'],
  component: LineView,
  // at runtime the curve opens with its time range filled from stored history
  historyWindowMs: (widget) =>
    Math.max(1, Number((widget.data as { timeRange?: unknown } | undefined)?.timeRange) || 60) * 60_000,
})
