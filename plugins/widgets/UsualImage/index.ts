import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { schema } from './schema.ts'
import { ImageView } from './view.tsx'

export default defineWidget({
  type: 'UsualImage',
  version: '1.0.0',
  category: 'basic',
  title: { zh: '图片', en: 'Image' },
  ...optionsOf(schema),
  defaultSize: { width: 120, height: 120 },
  bindingKinds: [],
  component: ImageView,
})
