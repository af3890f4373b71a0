// Equipment centre (platform spec §2 manage area): devices (list, add, edit with the tabs info, driver,
// signal, report, page and script; gateway binding, templates, sharing and users in info; sync, export,
// import and copy of the configuration) and templates (list, add, edit with the same six tabs).
import { defineScreen } from '../../../core/kernel/index.ts'
import { withTexts } from '../shared/lazy-texts.ts'

/** The server's keys for device and template management (schemas/api/permissions.ts). */
/** The equipment screens' texts (list, configuration, Sparkplug, page table), in one namespace. */
const equipmentTexts = async () => {
  const [own, config, sparkplug, page] = await Promise.all([
    import('./texts.ts'),
    import('./config-texts.ts'),
    import('./sparkplug-texts.ts'),
    import('../shared/page-texts.ts'),
  ])
  return {
    equipment: {
      ...own.EQUIPMENT_TEXTS,
      ...config.CONFIG_TEXTS,
      ...page.PAGE_TABLE_TEXTS,
      ...page.SHARE_LINK_TEXTS,
      ...sparkplug.SPARKPLUG_TEXTS,
    },
  }
}

export const EQUIPMENT_KEYS = { device: 'manage_eg_equipment', template: 'manage_eg_template' } as const
const device = EQUIPMENT_KEYS.device
const template = EQUIPMENT_KEYS.template

export const equipmentManifest = defineScreen({
  name: 'equipment',
  area: 'manage',
  routes: [
    {
      path: 'eg/equipment/list',
      screen: 'EquipmentList',
      title: { zh: '设备列表', en: 'Devices' },
      auth: device,
    },
    {
      path: 'eg/equipment/add',
      screen: 'EquipmentAdd',
      title: { zh: '添加设备', en: 'Add device' },
      auth: device,
    },
    {
      path: 'eg/equipment/edit/:id',
      screen: 'EquipmentEdit',
      title: { zh: '编辑设备', en: 'Edit device' },
      auth: device,
    },
    {
      path: 'eg/equipment/discovered/:id',
      screen: 'DiscoveredMetrics',
      title: { zh: '待采纳的指标', en: 'Announced metrics' },
      auth: device,
    },
    {
      path: 'eg/template/list',
      screen: 'TemplateList',
      title: { zh: '模板列表', en: 'Templates' },
      auth: template,
    },
    {
      path: 'eg/template/add',
      screen: 'TemplateAdd',
      title: { zh: '新建模板', en: 'New template' },
      auth: template,
    },
    {
      path: 'eg/template/edit/:id',
      screen: 'TemplateEdit',
      title: { zh: '编辑模板', en: 'Edit template' },
      auth: template,
    },
  ],
  menu: [
    {
      group: 'equipment',
      key: 'equipment.list',
      path: 'eg/equipment/list',
      title: { zh: '设备管理', en: 'Equipment' },
      auth: device,
      order: 1,
    },
    {
      group: 'equipment',
      key: 'equipment.templates',
      path: 'eg/template/list',
      title: { zh: '模板管理', en: 'Templates' },
      auth: template,
      order: 3,
    },
  ],
  permissions: [
    { key: device, title: { zh: '管理设备', en: 'Manage devices' } },
    { key: template, title: { zh: '管理模板', en: 'Manage templates' } },
  ],
  load: withTexts(() => import('./screens.tsx'), equipmentTexts),
})
