import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { schema } from './schema.ts'

export default defineWidget({
  type: 'UsualInput',
  version: '1.0.0',
  category: 'basic',
  title: { zh: '输入框', en: 'Input' },
  ...optionsOf(schema),
  defaultSize: { width: 160, height: 36 },
  bindingKinds: ['signal'],
  // antd's controls come with the first one a page shows
  component: lazyView(() => import('./view.tsx'), 'InputView'),
})
