// The plugin module: its default export is the widget plugin (or a list of them). `type` is stored in
// saved pages: choose it once, with your own prefix, and never change it.
import { defineWidget, optionsOf } from '#lfscada/sdk'
import { KINDS, schema } from './schema.ts'
import { TemplateWidgetView } from './view.tsx'

export default defineWidget({
  type: 'TemplateWidget',
  version: '1.0.0',
  category: 'custom',
  title: { zh: 'TemplateWidget', en: 'TemplateWidget' },
  ...optionsOf(schema),
  defaultSize: { width: 120, height: 80 },
  bindingKinds: KINDS,
  component: TemplateWidgetView,
})
