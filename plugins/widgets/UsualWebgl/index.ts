import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { MAX_WEBGL, schema } from './schema.ts'

export default defineWidget({
  type: 'UsualWebgl',
  version: '1.0.0',
  category: 'basic',
  title: { zh: '3D 场景', en: '3D scene' },
  ...optionsOf(schema),
  defaultSize: { width: 480, height: 320 },
  bindingKinds: ['scene'],
  maxPerPage: MAX_WEBGL,
  component: lazyView(() => import('./view.tsx'), 'WebglView'),
})
