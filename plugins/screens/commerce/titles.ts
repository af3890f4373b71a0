// The commerce screens' route and menu titles (issue 33): the manifests are in the app's entry.
import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const COMMERCE_TITLES = {
  wallet: { zh: '钱包', en: 'Wallet' },
  orders: { zh: '订单管理', en: 'Orders' },
  invoices: { zh: '发票管理', en: 'Invoices' },
  myOrders: { zh: '我的订单', en: 'My orders' },
  myInvoices: { zh: '我的发票', en: 'My invoices' },
  smsBuy: { zh: '短信购买', en: 'Buy SMS' },
  smsStatistics: { zh: '短信统计', en: 'SMS statistics' },
  smsSend: { zh: '发送短信', en: 'Send SMS' },
  payQr: { zh: '扫码支付', en: 'Pay by QR code' },
  paySuccess: { zh: '支付成功', en: 'Payment done' },
  cards: { zh: '物联网卡', en: 'IoT cards' },
  cardRechargeTitle: { zh: '物联网卡充值', en: 'Recharge an IoT card' },
} satisfies Record<string, Bilingual>
