// Paying an order (issue 33): through a payment platform's QR code and its signed notification, or from the
// wallet. A platform is one `PaymentProvider` (the QR content for an order, the key its notifications are
// signed with); the development provider settles inside the platform, so everything runs offline. A
// notification is verified (HMAC-SHA256, constant time), its amount checked against the order, and is
// idempotent: the order is paid by one conditional update, a repeat answers 'duplicate' and changes nothing.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import type { PayNotifyBody, PayPlatform, QrView } from '../../schemas/api/commerce.ts'
import { fail } from '../http/api-error.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from '../tenancy/caller.ts'
import { tellWallet } from './notices.ts'
import {
  type AfterCommit,
  markPaid,
  type OrderRow,
  onPaid,
  orderOrFail,
  orderView,
  payView,
  stateOf,
} from './orders.ts'
import { moveMoney } from './wallet.ts'

export interface PaymentProvider {
  readonly platform: PayPlatform
  /** what the QR code carries for an unpaid order: the platform's payment URL */
  qrContent(order: OrderRow, db: Db): Promise<string>
  /** the key its notifications are signed with (HMAC-SHA256) */
  key(db: Db): Promise<string>
  /** the development provider: its QR page has a "pay" button that settles the order here */
  readonly settlesHere?: boolean
}

const providers = new Map<PayPlatform, PaymentProvider>()

export function registerPaymentProvider(provider: PaymentProvider): void {
  providers.set(provider.platform, provider)
}

const providerOf = (platform: PayPlatform): PaymentProvider =>
  providers.get(platform) ?? fail(Code.unsupportedRequest, { payPlatform: platform })

/** The fields a notification signs, in one fixed order. */
const signedText = (n: Omit<PayNotifyBody, 'sign'>) =>
  `${n.payPlatform}|${n.outTradeNo}|${n.amount}|${n.tradeNo}`

export const signNotification = (key: string, n: Omit<PayNotifyBody, 'sign'>): string =>
  createHmac('sha256', key).update(signedText(n)).digest('hex')

function signatureHolds(key: string, n: PayNotifyBody): boolean {
  const expected = Buffer.from(signNotification(key, n), 'hex')
  const given = Buffer.from(n.sign, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A secret of this platform kept in the database (one per name, made on first use). */
async function storedSecret(db: Db, name: string, now: number): Promise<string> {
  const read = () =>
    db.selectFrom('serverSecrets').select('value').where('name', '=', name).executeTakeFirst()
  const existing = await read()
  if (existing) return existing.value
  await db
    .insertInto('serverSecrets')
    .values({ name, value: randomBytes(32).toString('hex'), createdAt: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  return (await read())!.value
}

/** The development provider: its QR leads to our own QR page, its key is a secret of the database. */
export const devProvider: PaymentProvider = {
  platform: 'dev',
  settlesHere: true,
  qrContent: async (order) => `lfscada-dev-pay://order/${order.id}?amount=${order.amount}`,
  key: (db) => storedSecret(db, 'payment-dev-hmac', 0),
}
registerPaymentProvider(devProvider)

/** Runs what a paid order's delivery left for after its commit; a failed message never undoes a payment. */
async function afterCommit(s: Services, after: AfterCommit[]) {
  for (const run of after) await run(s).catch((e: unknown) => console.warn('after payment:', e))
}

export async function qrOf(
  s: Services,
  orderId: string,
  platform: PayPlatform,
  now: number,
): Promise<QrView> {
  const provider = providerOf(platform)
  const order = await orderOrFail(s.db, orderId)
  if (stateOf(order, now) !== 'unpaid') fail(Code.alreadyHandled, { state: stateOf(order, now) })
  return {
    order: payView(order, now),
    payPlatform: platform,
    content: await provider.qrContent(order, s.db),
    devSettle: provider.settlesHere === true,
  }
}

/** A platform's notification: verified, amount checked, paid once. */
export async function takeNotification(s: Services, n: PayNotifyBody, now: number) {
  const provider = providerOf(n.payPlatform)
  if (!signatureHolds(await provider.key(s.db), n)) fail(Code.paramInvalid, { rule: 'sign' })
  const order = await orderOrFail(s.db, n.outTradeNo)
  if (n.amount !== Number(order.amount))
    fail(Code.paramInvalid, { rule: 'amount', expected: Number(order.amount) })
  const after: AfterCommit[] = []
  const paid = await s.db
    .transaction()
    .execute((trx) => markPaid(trx, order, { method: n.payPlatform, tradeNo: n.tradeNo }, now, after))
  await afterCommit(s, after)
  const current = await orderOrFail(s.db, n.outTradeNo)
  return { result: paid ? ('paid' as const) : ('duplicate' as const), order: payView(current, now) }
}

/** The development provider's "pay" button: a notification signed with its key, taken as any other. */
export async function devSettle(s: Services, orderId: string, now: number) {
  const provider = providerOf('dev')
  const order = await orderOrFail(s.db, orderId)
  const fields = {
    payPlatform: 'dev' as const,
    outTradeNo: orderId,
    amount: Number(order.amount),
    tradeNo: `DEV${now}`,
  }
  return takeNotification(s, { ...fields, sign: signNotification(await provider.key(s.db), fields) }, now)
}

/** Pays an order of the caller's enterprise from its wallet: 10005 (reason 'balance') when it is short. */
export async function payFromWallet(s: Services, caller: Caller, orderId: string, now: number) {
  const order = await orderOrFail(s.db, orderId)
  if (order.orgId !== caller.orgId) fail(Code.noDataOrPermission)
  if (order.kind === 'recharge') fail(Code.paramInvalid, { rule: 'rechargeFromWallet' })
  const after: AfterCommit[] = []
  await s.db.transaction().execute(async (trx) => {
    if (!(await markPaid(trx, order, { method: 'wallet', tradeNo: '' }, now, after)))
      fail(Code.alreadyHandled, { state: 'paid' })
    const moved = await moveMoney(
      trx,
      {
        orgId: order.orgId,
        amount: -Number(order.amount),
        reason: 'pay',
        orderId,
        accountId: caller.accountId,
      },
      now,
    )
    if (!moved) fail(Code.balanceShort, { reason: 'balance', amount: Number(order.amount) })
    after.push((sv) =>
      tellWallet(
        sv,
        { ...ledgerNotice(order, caller.accountId), ...moved, amount: -Number(order.amount), reason: 'pay' },
        now,
      ),
    )
  })
  await afterCommit(s, after)
  return orderView(await orderOrFail(s.db, orderId), now)
}

const ledgerNotice = (order: OrderRow, accountId: string | null) => ({
  orgId: order.orgId,
  accountId,
  orderNumber: order.number,
})

// A paid recharge order credits the wallet.
onPaid('recharge', async (trx, order, now, after) => {
  const amount = Number(order.amount)
  const moved = await moveMoney(
    trx,
    { orgId: order.orgId, amount, reason: 'recharge', orderId: order.id, accountId: order.accountId },
    now,
  )
  if (!moved) return
  after.push((s) =>
    tellWallet(s, { ...ledgerNotice(order, order.accountId), ...moved, amount, reason: 'recharge' }, now),
  )
})
