import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { schema } from './schema.ts'

export default defineWidget({
  type: 'UsualRadio',
  version: '1.0.0',
  category: 'basic',
  title: { zh: '单选框', en: 'Radio buttons' },
  ...optionsOf(schema),
  defaultSize: { width: 200, height: 32 },
  bindingKinds: ['signal'],
  // antd's controls come with the first one a page shows
  component: lazyView(() => import('./view.tsx'), 'RadioView'),
})
