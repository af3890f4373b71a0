import { defineWidget } from '../../../core/kernel/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { columnObjects } from './migrations.ts'
import { schema } from './schema.ts'

/** An alarm table of an older page: columns as keys, the operation column spelled out. */
const legacy = {
  id: 'legacy-alarm',
  widgetType: 'ComplexAlarm',
  widgetName: '报警表格',
  posLock: false,
  authRegion: '',
  position: { x: 0, y: 0, width: 640, height: 320, rotate: 0 },
  data: {
    type: 'signal',
    equips: [{ equipmentId: 'e1', title: 'Pump' }],
    show: true,
    filterTime: true,
    exportExcel: false,
    timeRange: 720,
    rollTime: 30,
    columns: ['equipTitle', 'type', 'alarmLevelId', 'gmtTrigger', 'gmtRelease', 'value', 'msg', 'operation'],
  },
  style: {},
} as unknown as Widget

export default defineWidget({
  type: 'ComplexAlarm',
  version: '1.1.0',
  category: 'chart',
  title: { zh: '报警表格', en: 'Alarm table' },
  ...optionsOf(schema),
  defaultSize: { width: 720, height: 360 },
  bindingKinds: [],
  migrations: [{ id: '1.1.0', up: columnObjects }],
  legacyFixtures: [legacy],
  // antd's table comes with the first alarm table, not with every runtime page
  component: lazyView(() => import('./view.tsx'), 'AlarmView'),
})
