import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { KINDS, schema } from './schema.ts'
import { DashboardView } from './view.tsx'

export default defineWidget({
  type: 'UsualDashboard',
  version: '1.0.0',
  category: 'basic',
  title: { zh: '仪表盘', en: 'Gauge' },
  ...optionsOf(schema),
  defaultSize: { width: 200, height: 200 },
  bindingKinds: KINDS,
  component: DashboardView,
})
