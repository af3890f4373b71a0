import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { KINDS, schema } from './schema.ts'
import { ScrollbarView } from './view.tsx'

export default defineWidget({
  type: 'UsualScrollbar',
  version: '1.0.0',
  category: 'basic',
  title: { zh: '流动条', en: 'Flow strip' },
  ...optionsOf(schema),
  defaultSize: { width: 240, height: 16 },
  bindingKinds: KINDS,
  component: ScrollbarView,
})
