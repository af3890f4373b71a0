// Equipment centre (platform spec §2 manage area): the device list, add, and edit with the tabs info,
// driver, signal, report, page and script; gateway binding, templates and sharing live in info.
import { byLang } from '../../../core/i18n/bilingual.ts'
import { defineScreen } from '../../../core/kernel/index.ts'
import { EQUIPMENT_TEXTS } from './texts.ts'

export const equipmentManifest = defineScreen({
  name: 'equipment',
  area: 'manage',
  routes: [
    { path: 'eg/equipment/list', screen: 'EquipmentList', title: { zh: '设备列表', en: 'Devices' } },
    { path: 'eg/equipment/add', screen: 'EquipmentAdd', title: { zh: '添加设备', en: 'Add device' } },
    { path: 'eg/equipment/edit/:id', screen: 'EquipmentEdit', title: { zh: '编辑设备', en: 'Edit device' } },
  ],
  menu: [
    {
      group: 'equipment',
      key: 'equipment.list',
      path: 'eg/equipment/list',
      title: { zh: '设备管理', en: 'Equipment' },
      order: 1,
    },
  ],
  permissions: [],
  i18n: byLang(EQUIPMENT_TEXTS),
  load: () => import('./screens.tsx'),
})
