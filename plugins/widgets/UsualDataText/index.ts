import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { KINDS, schema } from './schema.ts'
import { DataTextView } from './view.tsx'

export default defineWidget({
  type: 'UsualDataText',
  version: '1.0.0',
  category: 'basic',
  title: { zh: '数据显示框', en: 'Data display' },
  ...optionsOf(schema),
  defaultSize: { width: 140, height: 40 },
  bindingKinds: KINDS,
  component: DataTextView,
})
