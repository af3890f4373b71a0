import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { schema } from './schema.ts'

export default defineWidget({
  type: 'ComplexVideo',
  version: '1.0.0',
  category: 'complex',
  title: { zh: '视频', en: 'Video' },
  ...optionsOf(schema),
  defaultSize: { width: 480, height: 270 },
  bindingKinds: [],
  component: lazyView(() => import('./view.tsx'), 'VideoView'),
})
