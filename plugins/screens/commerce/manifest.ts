// The wallet, orders, invoices and SMS packs (issue 33; platform spec §2): the enterprise's screens under
// `/manage` (menu group Extend), the account's own orders and invoices under `/account`, and the public
// payment pages `/order/pay/qrcode/{orderId}[/{payPlatform}]` and `/order/pay/success/{orderId}`.
import { defineScreen } from '../../../core/kernel/index.ts'
import type { PermissionKey } from '../../../schemas/api/permissions.ts'
import { withTexts } from '../shared/lazy-texts.ts'
import { COMMERCE_TITLES as T } from './titles.ts'

export const WALLET_AUTH = 'manage_wallet' satisfies PermissionKey
export const SMS_AUTH = 'manage_sms' satisfies PermissionKey
export const CARD_AUTH = 'manage_card' satisfies PermissionKey

const load = withTexts(
  () => import('./screens.tsx'),
  () => import('./texts.ts').then((m) => ({ commerce: m.COMMERCE_TEXTS })),
)

export const commerceManifest = defineScreen({
  name: 'commerce',
  area: 'manage',
  routes: [
    { path: 'wallet', screen: 'Wallet', auth: WALLET_AUTH, title: T.wallet },
    { path: 'card/list', screen: 'CardList', auth: CARD_AUTH, title: T.cards },
    { path: 'card/order', screen: 'EnterpriseOrders', auth: WALLET_AUTH, title: T.orders },
    { path: 'card/invoice', screen: 'EnterpriseInvoices', auth: WALLET_AUTH, title: T.invoices },
    { path: 'sms/buy', screen: 'SmsBuy', auth: SMS_AUTH, title: T.smsBuy },
    { path: 'sms/statistics', screen: 'SmsStatistics', auth: SMS_AUTH, title: T.smsStatistics },
    { path: 'sms/send', screen: 'SmsSend', auth: SMS_AUTH, title: T.smsSend },
  ],
  menu: [
    { group: 'extend', key: 'commerce.cards', path: 'card/list', title: T.cards, auth: CARD_AUTH, order: 19 },
    {
      group: 'extend',
      key: 'commerce.wallet',
      path: 'wallet',
      title: T.wallet,
      auth: WALLET_AUTH,
      order: 20,
    },
    {
      group: 'extend',
      key: 'commerce.orders',
      path: 'card/order',
      title: T.orders,
      auth: WALLET_AUTH,
      order: 21,
    },
    {
      group: 'extend',
      key: 'commerce.invoices',
      path: 'card/invoice',
      title: T.invoices,
      auth: WALLET_AUTH,
      order: 22,
    },
    { group: 'extend', key: 'commerce.smsBuy', path: 'sms/buy', title: T.smsBuy, auth: SMS_AUTH, order: 23 },
    {
      group: 'extend',
      key: 'commerce.smsStatistics',
      path: 'sms/statistics',
      title: T.smsStatistics,
      auth: SMS_AUTH,
      order: 24,
    },
    {
      group: 'extend',
      key: 'commerce.smsSend',
      path: 'sms/send',
      title: T.smsSend,
      auth: SMS_AUTH,
      order: 25,
    },
  ],
  permissions: [
    { key: WALLET_AUTH, title: { zh: '管理钱包、订单与发票', en: 'Manage the wallet, orders and invoices' } },
    { key: SMS_AUTH, title: { zh: '购买与发送短信', en: 'Buy and send SMS' } },
    { key: CARD_AUTH, title: { zh: '管理物联网卡', en: 'Manage IoT cards' } },
  ],
  load,
})

export const commerceAccountManifest = defineScreen({
  name: 'commerce-account',
  area: 'account',
  routes: [
    { path: 'order', screen: 'MyOrders', title: T.myOrders },
    { path: 'invoice', screen: 'MyInvoices', title: T.myInvoices },
  ],
  menu: [
    { group: 'account', key: 'account.order', path: 'order', title: T.myOrders, order: 20 },
    { group: 'account', key: 'account.invoice', path: 'invoice', title: T.myInvoices, order: 21 },
  ],
  permissions: [],
  load,
})

export const commercePublicManifest = defineScreen({
  name: 'commerce-public',
  area: 'public',
  routes: [
    { path: 'order/pay/qrcode/:orderId', screen: 'PayQr', title: T.payQr },
    { path: 'order/pay/qrcode/:orderId/:payPlatform', screen: 'PayQr', title: T.payQr },
    { path: 'order/pay/success/:orderId', screen: 'PaySuccess', title: T.paySuccess },
    { path: 'card/recharge/:iccid', screen: 'CardRecharge', title: T.cardRechargeTitle },
  ],
  menu: [],
  permissions: [],
  load,
})
