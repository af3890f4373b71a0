import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { schema } from './schema.ts'
import { NavView } from './view.tsx'

export default defineWidget({
  type: 'NavigateNav',
  version: '1.0.0',
  category: 'navigation',
  title: { zh: '导航栏', en: 'Navigation bar' },
  ...optionsOf(schema),
  defaultSize: { width: 600, height: 40 },
  bindingKinds: [],
  component: NavView,
})
