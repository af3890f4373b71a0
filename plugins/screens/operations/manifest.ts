// Operations (the running of an enterprise's gateways and alarms): the notification outbox (extend group,
// beside statistics and usage records), alarm groups (equipment centre), the gateways and their settings,
// device groups, share links, and the public page of an alarm's reply link. The system
// parameters' screen (system-params.tsx) is shown by the platform menu (platform/manifest.ts).
import { defineScreen } from '../../../core/kernel/index.ts'
import { withTexts } from '../shared/lazy-texts.ts'

const load = withTexts(
  () => import('./screens.tsx'),
  () => import('./texts.ts').then((m) => ({ operations: m.OPERATIONS_TEXTS })),
)
const outbox = { zh: '通知发送记录', en: 'Notification outbox' }
const gateways = { zh: '网关管理', en: 'Gateways' }
const groups = { zh: '设备分组', en: 'Device groups' }
const alarmGroups = { zh: '报警分组', en: 'Alarm groups' }

export const operationsManifest = defineScreen({
  name: 'operations',
  area: 'manage',
  routes: [
    { path: 'notify/outbox', screen: 'Outbox', title: outbox, auth: 'manage_notify_outbox' },
    { path: 'eg/gateway', screen: 'Gateways', title: gateways, auth: 'manage_eg_equipment' },
    { path: 'eg/group', screen: 'Groups', title: groups, auth: 'manage_eg_group' },
    { path: 'eg/alarm-group', screen: 'AlarmGroups', title: alarmGroups, auth: 'manage_eg_equipment' },
  ],
  menu: [
    {
      group: 'equipment',
      key: 'operations.gateways',
      path: 'eg/gateway',
      title: gateways,
      auth: 'manage_eg_equipment',
      order: 20,
    },
    {
      group: 'equipment',
      key: 'operations.groups',
      path: 'eg/group',
      title: groups,
      auth: 'manage_eg_group',
      order: 40,
    },
    {
      group: 'extend',
      key: 'operations.outbox',
      path: 'notify/outbox',
      title: outbox,
      auth: 'manage_notify_outbox',
      order: 50,
    },
    {
      group: 'equipment',
      key: 'operations.alarmGroups',
      path: 'eg/alarm-group',
      title: alarmGroups,
      auth: 'manage_eg_equipment',
      order: 50,
    },
  ],
  permissions: [
    {
      key: 'manage_notify_outbox',
      title: { zh: '查看通知发送记录并重发', en: 'View and retry notifications' },
    },
    // the device groups screen here (`monitor/group/add|edit|delete|assign`)
    { key: 'manage_eg_group', title: { zh: '管理设备分组', en: 'Manage device groups' } },
  ],
  load,
})

/** Public pages: an alarm's reply link, a share link. */
export const operationsPublicManifest = defineScreen({
  name: 'operations-public',
  area: 'public',
  routes: [
    { path: 'alarm/ack/:token', screen: 'AlarmAck', title: { zh: '确认报警', en: 'Acknowledge alarm' } },
    { path: 'share/:token', screen: 'ShareView', title: { zh: '分享', en: 'Shared view' } },
  ],
  menu: [],
  permissions: [],
  load,
})
