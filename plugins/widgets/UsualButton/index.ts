import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { schema } from './schema.ts'
import { ButtonView } from './view.tsx'

export default defineWidget({
  type: 'UsualButton',
  version: '1.0.0',
  category: 'basic',
  title: { zh: '按钮', en: 'Button' },
  ...optionsOf(schema),
  defaultSize: { width: 100, height: 36 },
  bindingKinds: [],
  component: ButtonView,
})
