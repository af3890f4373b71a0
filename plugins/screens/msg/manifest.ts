// Message centre (platform spec §2 "Message area"): tabs All, Alarm, Work order, System notice; read
// and unread filters by route; the detail routes by kind.

import { defineScreen } from '../../../core/kernel/index.ts'
import { withTexts } from '../shared/lazy-texts.ts'

const load = withTexts(
  () => import('./screens.tsx'),
  () => import('./texts.ts').then((m) => ({ msg: m.MSG_TEXTS })),
)

export const msgManifest = defineScreen({
  name: 'msg',
  area: 'msg',
  routes: [
    { path: 'messageAll', screen: 'MessageCentre', title: { zh: '全部消息', en: 'All messages' } },
    { path: 'messageReaden', screen: 'MessageCentre', title: { zh: '已读消息', en: 'Read messages' } },
    { path: 'messageUnReaden', screen: 'MessageCentre', title: { zh: '未读消息', en: 'Unread messages' } },
    {
      path: 'detail/:menuType/:msgType/:equipType/:dataId',
      screen: 'MessageDetail',
      title: { zh: '消息详情', en: 'Message detail' },
    },
  ],
  menu: [
    {
      group: 'msg',
      key: 'msg.all',
      path: 'messageAll',
      title: { zh: '全部消息', en: 'All messages' },
      order: 1,
    },
    {
      group: 'msg',
      key: 'msg.unread',
      path: 'messageUnReaden',
      title: { zh: '未读消息', en: 'Unread' },
      order: 2,
    },
    { group: 'msg', key: 'msg.read', path: 'messageReaden', title: { zh: '已读消息', en: 'Read' }, order: 3 },
  ],
  permissions: [],
  load,
})

/** The public detail of a system message or a wallet payment: `/system/msg/detail/{id}/{type}`. */
export const msgPublicManifest = defineScreen({
  name: 'msg-public',
  area: 'public',
  routes: [
    {
      path: 'system/msg/detail/:dataId/:msgType',
      screen: 'SystemMessageDetail',
      title: { zh: '系统消息', en: 'System message' },
    },
  ],
  menu: [],
  permissions: [],
  load,
})
