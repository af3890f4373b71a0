import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { LEGACY_SELECT, liftPressDisabled } from './migrations.ts'
import { schema } from './schema.ts'

export default defineWidget({
  type: 'UsualSelect',
  version: '1.1.0',
  category: 'basic',
  title: { zh: '下拉框', en: 'Select' },
  ...optionsOf(schema),
  defaultSize: { width: 160, height: 36 },
  bindingKinds: ['signal'],
  migrations: [{ id: '1.1.0', up: liftPressDisabled }],
  legacyFixtures: [LEGACY_SELECT],
  // antd's controls come with the first one a page shows
  component: lazyView(() => import('./view.tsx'), 'SelectView'),
})
