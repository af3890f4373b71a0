import { defineWidget } from '../../../core/kernel/index.ts'
import { flattenEquipmentSignals, legacyMap } from '../ComplexMap/migrations.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { schema } from './schema.ts'

export default defineWidget({
  type: 'ComplexGisMap',
  version: '1.1.0',
  category: 'complex',
  title: { zh: 'GIS 地图', en: 'GIS map' },
  ...optionsOf(schema),
  defaultSize: { width: 480, height: 320 },
  bindingKinds: ['signal'],
  migrations: [{ id: '1.1.0', up: flattenEquipmentSignals }],
  legacyFixtures: [legacyMap('ComplexGisMap')],
  component: lazyView(() => import('./view.tsx'), 'GisMapView'),
})
