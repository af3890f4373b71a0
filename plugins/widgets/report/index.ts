import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { schema } from './schema.ts'

export default defineWidget({
  type: 'report',
  version: '1.0.0',
  category: 'script',
  title: { zh: '脚本报表', en: 'Script report' },
  ...optionsOf(schema),
  defaultSize: { width: 400, height: 240 },
  bindingKinds: [],
  component: lazyView(() => import('./view.tsx'), 'ReportView'),
})
