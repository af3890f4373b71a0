import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { flattenEquipmentSignals, legacyMap } from './migrations.ts'
import { schema } from './schema.ts'

export default defineWidget({
  type: 'ComplexMap',
  version: '1.1.0',
  category: 'complex',
  title: { zh: '地图', en: 'Map' },
  ...optionsOf(schema),
  defaultSize: { width: 480, height: 320 },
  bindingKinds: ['signal'],
  migrations: [{ id: '1.1.0', up: flattenEquipmentSignals }],
  legacyFixtures: [legacyMap('ComplexMap')],
  component: lazyView(() => import('./view.tsx'), 'MapView'),
})
