import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { LEGACY_IFRAME, targetIntoIframe } from './migrations.ts'
import { schema } from './schema.ts'

export default defineWidget({
  type: 'NavigateIframe',
  version: '1.1.0',
  category: 'navigation',
  title: { zh: '内嵌页面', en: 'Embedded page' },
  ...optionsOf(schema),
  defaultSize: { width: 480, height: 320 },
  bindingKinds: [],
  migrations: [{ id: '1.1.0', up: targetIntoIframe }],
  legacyFixtures: [LEGACY_IFRAME],
  component: lazyView(() => import('./view.tsx'), 'IframeView'),
})
