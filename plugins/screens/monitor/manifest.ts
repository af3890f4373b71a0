// Monitor area (platform spec §2 `/monitor`): device list and groups (follow, map view), the device
// detail with its tabs, the `gm/vuedetail` tabs and the gateway alarms; permission keys of §6.
import { defineScreen } from '../../../core/kernel/index.ts'
import { withTexts } from '../shared/lazy-texts.ts'
import { MONITOR_KEYS } from './keys.ts'

const detail = { zh: '设备详情', en: 'Device detail' }

/** The monitor screens' texts with the shared operation, delivery and alarm history texts, in one namespace. */
const monitorTexts = async () => {
  const [own, ops, deliveries, history] = await Promise.all([
    import('./texts.ts'),
    import('../shared/maintenance/texts.ts'),
    import('../shared/delivery-texts.ts'),
    import('../shared/alarm-history-texts.ts'),
  ])
  return {
    monitor: {
      ...own.MONITOR_TEXTS,
      ...ops.OPS_TEXTS,
      ...deliveries.DELIVERY_TEXTS,
      ...history.ALARM_HISTORY_TEXTS,
    },
  }
}

export const monitorManifest = defineScreen({
  name: 'monitor',
  area: 'monitor',
  routes: [
    { path: 'eg/list', screen: 'DeviceList', title: { zh: '设备列表', en: 'Devices' } },
    { path: 'eg/group', screen: 'DeviceGroups', title: { zh: '设备分组', en: 'Device groups' } },
    {
      path: 'alarm/overview',
      screen: 'AlarmOverviewScreen',
      auth: MONITOR_KEYS.alarm,
      title: { zh: '报警概览', en: 'Alarm overview' },
    },
    { path: 'eg/group/list/:groupId/:id', screen: 'DeviceDetail', title: detail },
    { path: 'eg/detail/list/:id/:alarm', screen: 'DeviceDetail', title: detail },
    { path: 'eg/detail/list/:id/:orderType/:orderId', screen: 'DeviceDetail', title: detail },
    { path: 'gm/vuedetail/:equipId', screen: 'GmDetail', title: detail },
    {
      path: 'gm/detail/:id/:ruleType/:openType',
      screen: 'GatewayAlarms',
      title: { zh: '网关报警', en: 'Gateway alarms' },
    },
  ],
  menu: [
    {
      group: 'monitor',
      key: 'monitor.list',
      path: 'eg/list',
      title: { zh: '设备监控', en: 'Devices' },
      order: 1,
    },
    {
      group: 'monitor',
      key: 'monitor.group',
      path: 'eg/group',
      title: { zh: '设备分组', en: 'Groups' },
      order: 2,
    },
    {
      group: 'monitor',
      key: 'monitor.alarms',
      path: 'alarm/overview',
      auth: MONITOR_KEYS.alarm,
      title: { zh: '报警概览', en: 'Alarm overview' },
      order: 3,
    },
  ],
  permissions: [
    { key: MONITOR_KEYS.alarm, title: { zh: '查看设备报警记录', en: "View a device's alarm records" } },
    { key: MONITOR_KEYS.repair, title: { zh: '查看维修工单', en: 'View repair work orders' } },
    {
      key: MONITOR_KEYS.gatewayAlarm00,
      title: { zh: '网关报警（设备信息）', en: 'Gateway alarms (device info)' },
    },
    {
      key: MONITOR_KEYS.gatewayAlarm01,
      title: { zh: '网关报警（组态）', en: 'Gateway alarms (configuration)' },
    },
    { key: MONITOR_KEYS.write, title: { zh: '向设备写入数据', en: 'Write values to devices' } },
  ],
  load: withTexts(() => import('./screens.tsx'), monitorTexts),
})
