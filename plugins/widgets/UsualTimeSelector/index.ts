import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { schema } from './schema.ts'

export default defineWidget({
  type: 'UsualTimeSelector',
  version: '1.0.0',
  category: 'basic',
  title: { zh: '时间选择器', en: 'Time selector' },
  ...optionsOf(schema),
  defaultSize: { width: 200, height: 36 },
  bindingKinds: ['signal'],
  // antd's controls come with the first one a page shows
  component: lazyView(() => import('./view.tsx'), 'TimeSelectorView'),
})
