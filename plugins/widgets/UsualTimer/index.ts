import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { KINDS, schema } from './schema.ts'
import { TimerView } from './view.tsx'

export default defineWidget({
  type: 'UsualTimer',
  version: '1.0.0',
  category: 'basic',
  title: { zh: '时间', en: 'Timer' },
  ...optionsOf(schema),
  defaultSize: { width: 200, height: 40 },
  bindingKinds: KINDS,
  component: TimerView,
})
