import { defineWidget } from '../../../core/kernel/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { flattenEquipmentSignals } from './migrations.ts'
import { schema } from './schema.ts'

/** A map of an older page: one device with its signal under `equipments`. */
const legacy = {
  id: 'legacy-map',
  widgetType: 'ComplexMap',
  widgetName: '地图',
  posLock: false,
  authRegion: '',
  position: { x: 0, y: 0, width: 480, height: 320, rotate: 0 },
  data: {
    type: 'signal',
    equipments: [
      { equipmentId: 'e1', title: 'Pump', config: { signalArray: [{ signalId: 's1', title: 'Flow' }] } },
    ],
    totalCount: true,
  },
  style: { theme: 'light', center: { enable: false, zoom: 12 } },
} as unknown as Widget

export default defineWidget({
  type: 'ComplexMap',
  version: '1.0.0',
  category: 'complex',
  title: { zh: '地图', en: 'Map' },
  ...optionsOf(schema),
  defaultSize: { width: 480, height: 320 },
  bindingKinds: ['signal'],
  migrations: [flattenEquipmentSignals],
  legacyFixtures: [legacy],
  component: lazyView(() => import('./view.tsx'), 'MapView'),
})
