// A third-party widget plugin: the module's default export is the widget plugin, the same contract as a
// built-in widget; the host loads it at runtime.
import { defineWidget, optionsOf } from '#lfscada/sdk'
import { KINDS, schema } from './schema.ts'
import { RemoteTankView } from './view.tsx'

export default defineWidget({
  type: 'RemoteTank',
  version: '1.0.0',
  category: 'custom',
  title: { zh: '液位罐', en: 'Level tank' },
  ...optionsOf(schema),
  defaultSize: { width: 90, height: 150 },
  bindingKinds: KINDS,
  component: RemoteTankView,
})
