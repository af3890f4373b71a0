import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { schema } from './schema.ts'
import { TextView } from './view.tsx'

export default defineWidget({
  type: 'UsualText',
  version: '1.0.0',
  category: 'basic',
  title: { zh: '文本', en: 'Text' },
  ...optionsOf(schema),
  defaultSize: { width: 120, height: 40 },
  bindingKinds: [],
  component: TextView,
})
