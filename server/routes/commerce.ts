// The wallet, orders and payments (issue 33): the enterprise's balance and ledger, recharges, its orders and
// the caller's own, paying from the wallet, and the public payment pages' calls (an order's QR code, the
// platform's signed notification, the development provider's "pay" button). README "Wallet, orders and
// payments" has the choices.

import { createOrder, orderOrFail, orderPage, orderView, payView } from '../commerce/orders.ts'
import { devSettle, payFromWallet, qrOf, takeNotification } from '../commerce/payments.ts'
import { balanceOf, ledgerPage } from '../commerce/wallet.ts'
import { endpoint } from './endpoint.ts'

const AUTH = 'manage_wallet'

export const commerceRoutes = [
  endpoint('wallet/info', {
    summary: 'the enterprise’s wallet balance in cents',
    auth: AUTH,
    handler: async ({ caller, s }) => ({ balance: await balanceOf(s.db, caller.orgId) }),
  }),

  endpoint('wallet/ledger', {
    summary: 'a page of the wallet’s ledger, newest first: amount, reason, order and balance after',
    auth: AUTH,
    handler: ({ body, caller, s }) => ledgerPage(s.db, caller.orgId, body),
  }),

  endpoint('wallet/recharge', {
    summary: 'a recharge order of the wallet, paid through a payment platform',
    auth: AUTH,
    handler: async ({ body, caller, s, now }) => {
      const items = [{ ref: 'recharge', quantity: 1, price: body.amount }]
      const row = await createOrder(
        s.db,
        { orgId: caller.orgId, kind: 'recharge', items, accountId: caller.accountId },
        now,
      )
      return orderView(row, now)
    },
  }),

  endpoint('order/query', {
    summary: 'a page of the enterprise’s orders, newest first (filter by state, kind)',
    auth: AUTH,
    handler: ({ body, caller, s, now }) => orderPage(s.db, caller.orgId, null, body, now),
  }),

  endpoint('order/mine', {
    summary: 'a page of the caller’s own orders, newest first (filter by state, kind)',
    auth: 'user',
    handler: ({ body, caller, s, now }) => orderPage(s.db, caller.orgId, caller.accountId, body, now),
  }),

  endpoint('order/pay/wallet', {
    summary: 'pay an unpaid order from the wallet (10005 when the balance is short, 3004 when not unpaid)',
    auth: AUTH,
    idFields: { orderId: 'order' },
    handler: ({ body, caller, s, now }) => payFromWallet(s, caller, body.orderId, now),
  }),

  endpoint('order/pay/info', {
    summary: 'public: an order as the payment pages show it (number, amount, state)',
    auth: 'public',
    handler: async ({ body, s, now }) => payView(await orderOrFail(s.db, body.order), now),
  }),

  endpoint('order/pay/qrcode', {
    summary: 'public: the payment platform’s QR content for an unpaid order (default platform: dev)',
    auth: 'public',
    handler: ({ body, s, now }) => qrOf(s, body.order, body.payPlatform ?? 'dev', now),
  }),

  endpoint('order/pay/notify', {
    summary: 'public: a payment platform’s signed notification; verified, amount checked, idempotent',
    auth: 'public',
    handler: ({ body, s, now }) => takeNotification(s, body, now),
  }),

  endpoint('order/pay/dev/settle', {
    summary: 'public: the development provider’s "pay" button, a signed notification made here',
    auth: 'public',
    handler: ({ body, s, now }) => devSettle(s, body.order, now),
  }),
]
