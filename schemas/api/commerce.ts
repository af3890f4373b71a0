// The enterprise's wallet, orders and payments (issue 33; platform spec §1, §2 `/manage/wallet`,
// `/order/pay/qrcode/{orderId}[/{payPlatform}]`, `/order/pay/success/{orderId}`). Money is integer cents
// (fen) everywhere: never a float. An order is paid once, by a provider's signed notification or from the
// wallet; what it buys (a wallet recharge, an SMS pack) is delivered in the same transaction.
import Type, { type Static } from 'typebox'
import { Id, PageOf, Paging, Text } from './common.ts'

/** A recharge of at most 1 000 000 yuan in one order. */
export const MAX_ORDER_CENTS = 100_000_000

export const ORDER_STATES = ['unpaid', 'paid', 'closed', 'refunded'] as const
export const OrderState = Type.Enum(ORDER_STATES)
export type OrderState = Static<typeof OrderState>

/** What an order buys: a wallet recharge, an SMS pack, an IoT card's recharge. */
export const ORDER_KINDS = ['recharge', 'sms', 'card'] as const
export const OrderKind = Type.Enum(ORDER_KINDS)
export type OrderKind = Static<typeof OrderKind>

/** How an order was paid: the wallet or a payment platform (`dev`: the development provider). */
export const PAY_PLATFORMS = ['dev', 'wechat', 'alipay'] as const
export const PayPlatform = Type.Enum(PAY_PLATFORMS)
export type PayPlatform = Static<typeof PayPlatform>

export const Cents = Type.Integer({ minimum: 1, maximum: MAX_ORDER_CENTS })

export const OrderItem = Type.Object({
  /** what the line is (`recharge`, an SMS pack's id, an ICCID) */
  ref: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  /** cents per unit */
  price: Type.Integer({ minimum: 0 }),
})
export type OrderItem = Static<typeof OrderItem>

export const OrderView = Type.Object({
  id: Type.String(),
  number: Type.String(),
  kind: OrderKind,
  items: Type.Array(OrderItem),
  /** cents */
  amount: Type.Integer(),
  state: OrderState,
  /** '' while unpaid; 'wallet' or the payment platform */
  payMethod: Type.String(),
  createdAt: Type.Integer(),
  paidAt: Type.Union([Type.Integer(), Type.Null()]),
  /** an unpaid order closes by itself at this time */
  expiresAt: Type.Integer(),
  /** the invoice application it is in, if any */
  invoiceId: Type.Union([Type.String(), Type.Null()]),
  /** the account that ordered it; null for a public card recharge */
  accountId: Type.Union([Type.String(), Type.Null()]),
})
export type OrderView = Static<typeof OrderView>

export const LedgerView = Type.Object({
  id: Type.String(),
  /** cents: positive in, negative out */
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  /** `recharge`, `pay`, `refund`, `adjust` */
  reason: Type.String(),
  orderId: Type.Union([Type.String(), Type.Null()]),
  orderNumber: Type.String(),
  createdAt: Type.Integer(),
})
export type LedgerView = Static<typeof LedgerView>

export const WalletView = Type.Object({ balance: Type.Integer() })
export type WalletView = Static<typeof WalletView>

export const OrderQueryBody = Type.Object({
  ...Paging,
  state: Type.Optional(OrderState),
  kind: Type.Optional(OrderKind),
  /** only paid orders not yet in an invoice application */
  invoiceable: Type.Optional(Type.Boolean()),
})
export type OrderQueryBody = Static<typeof OrderQueryBody>

export const OrderIdBody = Type.Object({ orderId: Id })
export type OrderIdBody = Static<typeof OrderIdBody>

/** What the public payment pages show of an order (no enterprise data). */
export const PayView = Type.Object({
  orderId: Type.String(),
  number: Type.String(),
  kind: OrderKind,
  amount: Type.Integer(),
  state: OrderState,
  paidAt: Type.Union([Type.Integer(), Type.Null()]),
  expiresAt: Type.Integer(),
})
export type PayView = Static<typeof PayView>

/**
 * The public payment pages name an order by `order` (its id: 24 random hex digits, so knowing it is the
 * right to pay it), not `orderId`, which is scoped to the caller's enterprise like every id field.
 */
export const PublicOrderBody = Type.Object({ order: Id })
export type PublicOrderBody = Static<typeof PublicOrderBody>

export const QrBody = Type.Object({ order: Id, payPlatform: Type.Optional(PayPlatform) })
export type QrBody = Static<typeof QrBody>

export const QrView = Type.Object({
  order: PayView,
  payPlatform: PayPlatform,
  /** what the QR code carries (the provider's payment URL) */
  content: Type.String(),
  /** whether the development provider's "pay" button settles this order here */
  devSettle: Type.Boolean(),
})
export type QrView = Static<typeof QrView>

/**
 * A payment platform's notification, as our providers pass it on: the order, the amount paid in cents, the
 * platform's trade number and the HMAC-SHA256 signature (hex) of the other fields under the platform's key.
 */
export const PayNotifyBody = Type.Object({
  payPlatform: PayPlatform,
  /** our order's id, as payment platforms call the merchant's order reference */
  outTradeNo: Id,
  amount: Type.Integer({ minimum: 0 }),
  tradeNo: Text(64, 1),
  sign: Type.String({ pattern: '^[0-9a-f]{64}$' }),
})
export type PayNotifyBody = Static<typeof PayNotifyBody>

export const PayNotifyAnswer = Type.Object({
  /** 'paid': this notification paid it; 'duplicate': it was already paid (nothing changed) */
  result: Type.Enum(['paid', 'duplicate']),
  order: PayView,
})

export const RechargeBody = Type.Object({ amount: Cents })
export type RechargeBody = Static<typeof RechargeBody>

export const COMMERCE_ENDPOINTS = {
  'wallet/info': { body: Type.Object({}), answer: WalletView },
  'wallet/ledger': { body: Type.Object({ ...Paging }), answer: PageOf(LedgerView) },
  /** a recharge order (kind `recharge`), paid through a payment platform */
  'wallet/recharge': { body: RechargeBody, answer: OrderView },
  /** the enterprise's orders */
  'order/query': { body: OrderQueryBody, answer: PageOf(OrderView) },
  /** the caller's own orders (`/account/order`) */
  'order/mine': { body: OrderQueryBody, answer: PageOf(OrderView) },
  /** pay an unpaid order from the wallet: 10005 (`reason` 'balance') when the balance is short */
  'order/pay/wallet': { body: OrderIdBody, answer: OrderView },
  /** public: an order as the payment pages show it */
  'order/pay/info': { body: PublicOrderBody, answer: PayView },
  /** public: the payment platform's QR content for an unpaid order */
  'order/pay/qrcode': { body: QrBody, answer: QrView },
  /** public: a payment platform's signed notification */
  'order/pay/notify': { body: PayNotifyBody, answer: PayNotifyAnswer },
  /** public, development provider only: settle the order as if paid by a phone (signs and notifies) */
  'order/pay/dev/settle': { body: PublicOrderBody, answer: PayNotifyAnswer },
} as const
