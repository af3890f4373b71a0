// A widget plugin built as a vite-plugin-federation remote: the module exposed as `./widgets` has the
// same default export as a native ES module plugin. React and the kit are the host's (shared, never
// bundled here).
import { defineWidget, optionsOf } from '#lfscada/sdk'
import { KINDS, schema } from './schema.ts'
import { RemoteLampView } from './view.tsx'

export default defineWidget({
  type: 'RemoteLamp',
  version: '1.0.0',
  category: 'custom',
  title: { zh: '信号灯', en: 'Signal lamp' },
  ...optionsOf(schema),
  defaultSize: { width: 80, height: 90 },
  bindingKinds: KINDS,
  component: RemoteLampView,
})
