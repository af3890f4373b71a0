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
})
