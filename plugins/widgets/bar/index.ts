import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { schema } from './schema.ts'

export default defineWidget({
  type: 'bar',
  version: '1.0.0',
  category: 'script',
  title: { zh: '脚本柱状图', en: 'Script bar chart' },
  ...optionsOf(schema),
  defaultSize: { width: 400, height: 260 },
  bindingKinds: [],
  component: lazyView(() => import('./view.tsx'), 'BarView'),
})
