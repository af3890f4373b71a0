import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { KINDS, schema } from './schema.ts'
import { PercentFillView } from './view.tsx'

export default defineWidget({
  type: 'UsualPercentFill',
  version: '1.0.0',
  category: 'basic',
  title: { zh: '百分比填充', en: 'Percentage fill' },
  ...optionsOf(schema),
  defaultSize: { width: 80, height: 160 },
  bindingKinds: KINDS,
  component: PercentFillView,
})
