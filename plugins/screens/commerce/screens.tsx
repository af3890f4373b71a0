// The commerce screens (issue 33), loaded lazily by their manifests.
export { CardRecharge } from './card-recharge.tsx'
export { CardList } from './cards.tsx'
export { EnterpriseInvoices, MyInvoices } from './invoices.tsx'
export { EnterpriseOrders, MyOrders } from './orders.tsx'
export { PayQr, PaySuccess } from './pay.tsx'
export { SmsBuy, SmsSend, SmsStatistics } from './sms.tsx'
export { Wallet } from './wallet.tsx'
