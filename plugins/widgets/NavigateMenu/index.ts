import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { schema } from './schema.ts'
import { MenuView } from './view.tsx'

export default defineWidget({
  type: 'NavigateMenu',
  version: '1.0.0',
  category: 'navigation',
  title: { zh: '菜单', en: 'Menu' },
  ...optionsOf(schema),
  defaultSize: { width: 200, height: 400 },
  bindingKinds: [],
  component: MenuView,
})
