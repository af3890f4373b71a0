import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { KINDS, schema } from './schema.ts'
import { AnimationView } from './view.tsx'

export default defineWidget({
  type: 'UsualAnimation',
  version: '1.0.0',
  category: 'basic',
  title: { zh: '动画', en: 'Animation' },
  ...optionsOf(schema),
  defaultSize: { width: 100, height: 100 },
  bindingKinds: KINDS,
  component: AnimationView,
})
