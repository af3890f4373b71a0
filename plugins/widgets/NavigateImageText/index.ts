import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { schema } from './schema.ts'

export default defineWidget({
  type: 'NavigateImageText',
  version: '1.0.0',
  category: 'navigation',
  title: { zh: '图文', en: 'Image and text' },
  ...optionsOf(schema),
  defaultSize: { width: 300, height: 200 },
  bindingKinds: [],
  component: lazyView(() => import('./view.tsx'), 'ImageTextView'),
})
