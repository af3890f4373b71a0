import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { schema } from './schema.ts'

export default defineWidget({
  type: 'NavigateSlide',
  version: '1.0.0',
  category: 'navigation',
  title: { zh: '轮播图', en: 'Carousel' },
  ...optionsOf(schema),
  defaultSize: { width: 400, height: 240 },
  bindingKinds: [],
  component: lazyView(() => import('./view.tsx'), 'SlideView'),
})
