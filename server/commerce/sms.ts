// SMS packs (issue 33): bought as orders (payable from the wallet), added to the enterprise's count when
// paid; every SMS the platform sends for the enterprise takes one (`takeSms`, the notifier's gate, in the
// notification's own transaction); at zero the SMS is held (`smsQuota`) and the administrators are told
// once until the next pack. An enterprise that never bought a pack is not metered.
import { sql } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import type { SmsBuyBody, SmsMonth, SmsPack, SmsSendBody, SmsStatistics } from '../../schemas/api/sms.ts'
import { SMS_PACKS } from '../../schemas/api/sms.ts'
import { fail } from '../http/api-error.ts'
import type { MessageHub } from '../live-state/hub.ts'
import { sendMessages } from '../messages/messages.ts'
import { dictInteger } from '../params/dictionary.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from '../tenancy/caller.ts'
import { createOrder, onPaid, orderView } from './orders.ts'
import { payFromWallet } from './payments.ts'

export async function takeSms(db: Db, hub: () => MessageHub, orgId: string, now: number): Promise<boolean> {
  const account = await db
    .selectFrom('smsAccounts')
    .select('orgId')
    .where('orgId', '=', orgId)
    .executeTakeFirst()
  if (!account) return true
  const taken = await db
    .updateTable('smsAccounts')
    .set({ remaining: sql<number>`remaining - 1`, updatedAt: now })
    .where('orgId', '=', orgId)
    .where('remaining', '>', 0)
    .executeTakeFirst()
  if (Number(taken.numUpdatedRows) === 1) return true
  const told = await db
    .updateTable('smsAccounts')
    .set({ exhaustedToldAt: now })
    .where('orgId', '=', orgId)
    .where('exhaustedToldAt', 'is', null)
    .executeTakeFirst()
  if (Number(told.numUpdatedRows) === 1) await tellEmpty(db, hub(), orgId, now)
  return false
}

async function tellEmpty(db: Db, hub: MessageHub, orgId: string, now: number) {
  const admins = await db
    .selectFrom('accounts')
    .select('id')
    .where('orgId', '=', orgId)
    .where('roleType', '=', 'admin')
    .where('disabled', '=', 0)
    .execute()
  await sendMessages(
    db,
    hub,
    admins.map((a) => a.id),
    {
      orgId,
      type: 'payment',
      equipType: 'sms',
      dataId: orgId,
      dataStatus: 'smsEmpty',
      title: '短信余量已用完 · No SMS left',
      note: '告警短信不再发送，请购买短信包。Alarm SMS are no longer sent: buy an SMS pack.',
      alarmBroadcastTimes: 0,
    },
    now,
  )
}

// A paid SMS pack order adds its SMS to the count (and makes the enterprise metered).
onPaid('sms', async (trx, order, now) => {
  const items: { ref: string; quantity: number }[] = JSON.parse(order.items)
  const count = items.reduce(
    (sum, i) => sum + (SMS_PACKS.find((p) => p.id === i.ref)?.count ?? 0) * i.quantity,
    0,
  )
  await trx
    .insertInto('smsAccounts')
    .values({ orgId: order.orgId, remaining: 0, purchased: 0, updatedAt: now })
    .onConflict((oc) => oc.column('orgId').doNothing())
    .execute()
  await trx
    .updateTable('smsAccounts')
    .set({
      remaining: sql<number>`remaining + ${count}`,
      purchased: sql<number>`purchased + ${count}`,
      exhaustedToldAt: null,
      updatedAt: now,
    })
    .where('orgId', '=', order.orgId)
    .execute()
})

/** The packs with their prices in cents at the SMS price in force (changed without a restart). */
export async function smsPacks(db: Db): Promise<SmsPack[]> {
  const priceCents = await dictInteger(db, 'sms.priceCents')
  return SMS_PACKS.map(({ id, count, percent }) => ({
    id,
    count,
    price: Math.round((count * priceCents * percent) / 100),
  }))
}

export async function buySms(s: Services, caller: Caller, body: SmsBuyBody, now: number) {
  const pack = (await smsPacks(s.db)).find((p) => p.id === body.pack)!
  const items = [{ ref: pack.id, quantity: body.quantity ?? 1, price: pack.price }]
  const order = await createOrder(
    s.db,
    { orgId: caller.orgId, kind: 'sms', items, accountId: caller.accountId },
    now,
  )
  return body.fromWallet ? payFromWallet(s, caller, order.id, now) : orderView(order, now)
}

const PHONE = /^\+?[0-9][0-9-]{5,19}$/

export async function sendSms(s: Services, caller: Caller, body: SmsSendBody, now: number) {
  const typed = (body.numbers ?? '').split(/[\s,;，]+/).filter(Boolean)
  const invalid = typed.filter((n) => !PHONE.test(n))
  const accounts = body.accountIds?.length
    ? await s.db
        .selectFrom('accounts')
        .select(['id', 'tel'])
        .where('orgId', '=', caller.orgId)
        .where('id', 'in', body.accountIds)
        .execute()
    : []
  const targets = [
    ...accounts.filter((a) => a.tel).map((a) => ({ accountId: a.id, recipient: a.tel! })),
    ...typed.filter((n) => PHONE.test(n)).map((recipient) => ({ accountId: null, recipient })),
  ]
  if (targets.length === 0)
    fail(Code.paramMissing, { errors: [{ path: '/numbers', rule: 'required' }], invalid })
  const notifications = targets.map((t) => ({
    orgId: caller.orgId,
    accountId: t.accountId,
    channel: 'sms' as const,
    recipient: t.recipient,
    subject: '',
    body: body.text,
  }))
  const stored = await s.db.transaction().execute((trx) => s.notifier.store(trx, notifications, now))
  void s.notifier.deliver(s.db, stored)
  const held = await s.db
    .selectFrom('notificationOutbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('orgId', '=', caller.orgId)
    .where('heldReason', '=', 'smsQuota')
    .where('createdAt', '=', now)
    .executeTakeFirst()
  const heldCount = Number(held?.n ?? 0)
  return { queued: targets.length - heldCount, held: heldCount, invalid }
}

const monthOf = (at: number) => new Date(at).toISOString().slice(0, 7)

function lastMonths(now: number): SmsMonth[] {
  const d = new Date(now)
  return Array.from({ length: 12 }, (_, i) => {
    const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 11 + i, 1))
    return { month: monthOf(m.getTime()), sent: 0, failed: 0, held: 0 }
  })
}

export async function smsStatistics(db: Db, orgId: string, now: number): Promise<SmsStatistics> {
  const account = await db.selectFrom('smsAccounts').selectAll().where('orgId', '=', orgId).executeTakeFirst()
  const months = lastMonths(now)
  const since = Date.parse(`${months[0]!.month}-01T00:00:00Z`)
  const rows = await db
    .selectFrom('notificationOutbox')
    .select(['status', 'createdAt'])
    .where('orgId', '=', orgId)
    .where('channel', '=', 'sms')
    .where('createdAt', '>=', since)
    .execute()
  const byMonth = new Map(months.map((m) => [m.month, m]))
  for (const row of rows) {
    const m = byMonth.get(monthOf(Number(row.createdAt)))
    if (!m) continue
    if (row.status === 'failed') m.failed++
    else if (row.status === 'held') m.held++
    else m.sent++
  }
  const total = (k: 'sent' | 'failed' | 'held') => months.reduce((sum, m) => sum + m[k], 0)
  return {
    remaining: account ? Number(account.remaining) : null,
    purchased: Number(account?.purchased ?? 0),
    sent: total('sent'),
    failed: total('failed'),
    held: total('held'),
    months,
  }
}
