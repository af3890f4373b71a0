import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { schema } from './schema.ts'

export default defineWidget({
  type: 'pie',
  version: '1.0.0',
  category: 'script',
  title: { zh: '脚本饼图', en: 'Script pie chart' },
  ...optionsOf(schema),
  defaultSize: { width: 400, height: 260 },
  bindingKinds: [],
  component: lazyView(() => import('./view.tsx'), 'PieView'),
})
