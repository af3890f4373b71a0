// IoT cards (issue 33): the enterprise's cards, their state by §4, recharges as orders of kind `card` (the
// paying transaction moves the expiry on by the months bought) and the daily cancellation of cards not
// recharged in time. A card's ICCID is unique on the platform: importing another enterprise's ICCID is
// refused as `taken` without saying whose it is.
import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import type { CardQueryBody, CardRechargeView, CardState, CardView } from '../../schemas/api/cards.ts'
import { fail } from '../http/api-error.ts'
import { dictInteger } from '../params/dictionary.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { IotCardTable } from '../storage/tables/cards.ts'
import { pageOf } from '../views/paging.ts'
import { createOrder, onPaid } from './orders.ts'

export type CardRow = Selectable<IotCardTable>

const DAY = 86_400_000
/** §4: a card is cancelled when not recharged within 15 days after expiry… */
export const CANCEL_GRACE_DAYS = 15
/** …and at the latest by the end of the 15th of the month after its expiry (§9, UTC). */
export const RECHARGE_DEADLINE_DAY = 15

/** When an unrecharged card is cancelled: the earlier of the two §4 rules. */
export function cancelAtOf(expiresAt: number): number {
  const expiry = new Date(expiresAt)
  const deadline = Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, RECHARGE_DEADLINE_DAY + 1)
  return Math.min(expiresAt + CANCEL_GRACE_DAYS * DAY, deadline)
}

/** `months` calendar months after `from` (UTC), the day kept or the month's last day. */
export function addMonths(from: number, months: number): number {
  const d = new Date(from)
  const target = new Date(from)
  target.setUTCDate(1)
  target.setUTCMonth(d.getUTCMonth() + months)
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(d.getUTCDate(), last))
  return target.getTime()
}

export const reminderDays = (db: Db): Promise<number> => dictInteger(db, 'card.expiryReminderDays', 30)

export function stateOf(row: CardRow, now: number, days: number): CardState {
  if (row.state === 'cancelled' || row.state === 'halted') return row.state
  const expiresAt = Number(row.expiresAt)
  if (expiresAt <= now) return 'expired'
  return expiresAt - now <= days * DAY ? 'expiring' : 'normal'
}

const baseView = (row: CardRow, now: number, days: number): Omit<CardView, 'device'> => ({
  id: row.id,
  iccid: row.iccid,
  operator: row.operator,
  plan: row.plan,
  monthlyPrice: Number(row.monthlyPrice),
  dataTotal: Number(row.dataTotal),
  dataUsed: Number(row.dataUsed),
  activatedAt: row.activatedAt === null ? null : Number(row.activatedAt),
  expiresAt: Number(row.expiresAt),
  cancelAt: cancelAtOf(Number(row.expiresAt)),
  state: stateOf(row, now, days),
  remark: row.remark,
})

/**
 * The enterprise's devices whose ICCID field names one of `iccids`: one read of the devices that carry an
 * ICCID at all (an export names up to 10,000 cards, too many for one condition each).
 */
async function devicesByIccid(db: Db, orgId: string, iccids: string[]) {
  const found = new Map<string, { id: string; name: string }>()
  if (iccids.length === 0) return found
  const wanted = new Set(iccids)
  const rows = await db
    .selectFrom('devices')
    .select(['id', 'name', 'settings'])
    .where('orgId', '=', orgId)
    .where('settings', 'like', '%"iccid":"89%')
    .execute()
  for (const row of rows) {
    const iccid = iccidOf(row.settings)
    if (iccid && wanted.has(iccid)) found.set(iccid, { id: row.id, name: row.name })
  }
  return found
}

/** The ICCID a device's settings (JSON) name, if any. */
function iccidOf(settings: string): string | undefined {
  const iccid = (JSON.parse(settings) as { iccid?: unknown }).iccid
  return typeof iccid === 'string' && iccid ? iccid : undefined
}

export async function cardViews(db: Db, orgId: string, rows: CardRow[], now: number): Promise<CardView[]> {
  const days = await reminderDays(db)
  const devices = await devicesByIccid(
    db,
    orgId,
    rows.map((r) => r.iccid),
  )
  return rows.map((row) => ({ ...baseView(row, now, days), device: devices.get(row.iccid) ?? null }))
}

/**
 * The card of the enterprise `orgId` that a device's ICCID field names, as the card list shows it; null
 * when the field is empty or names none of its cards (the device detail's card, issue 33).
 */
export async function cardOfDevice(
  db: Db,
  orgId: string,
  deviceId: string,
  now: number,
): Promise<CardView | null> {
  const device = await db
    .selectFrom('devices')
    .select(['id', 'name', 'settings'])
    .where('id', '=', deviceId)
    .where('orgId', '=', orgId)
    .executeTakeFirst()
  const iccid = device && iccidOf(device.settings)
  if (!iccid) return null
  const row = await db
    .selectFrom('iotCards')
    .selectAll()
    .where('orgId', '=', orgId)
    .where('iccid', '=', iccid)
    .executeTakeFirst()
  // the device is the one whose field names the card: no search of the enterprise's devices for it
  return row
    ? { ...baseView(row, now, await reminderDays(db)), device: { id: device.id, name: device.name } }
    : null
}

export async function cardPage(db: Db, orgId: string, body: CardQueryBody, now: number) {
  const days = await reminderDays(db)
  const soon = now + days * DAY
  const query = db
    .selectFrom('iotCards')
    .selectAll()
    .where('orgId', '=', orgId)
    .$if(!!body.keyword, (qb) =>
      qb.where((eb) =>
        eb.or([eb('iccid', 'like', `%${body.keyword}%`), eb('plan', 'like', `%${body.keyword}%`)]),
      ),
    )
    .$if(body.expiresBefore !== undefined, (qb) => qb.where('expiresAt', '<=', body.expiresBefore!))
    .$if(body.state === 'halted' || body.state === 'cancelled', (qb) => qb.where('state', '=', body.state!))
    .$if(body.state === 'expired', (qb) => qb.where('state', '=', 'normal').where('expiresAt', '<=', now))
    .$if(body.state === 'expiring', (qb) =>
      qb.where('state', '=', 'normal').where('expiresAt', '>', now).where('expiresAt', '<=', soon),
    )
    .$if(body.state === 'normal', (qb) => qb.where('state', '=', 'normal').where('expiresAt', '>', soon))
    .orderBy('expiresAt', 'asc')
    .orderBy('id', 'asc')
  const page = await pageOf(query, body, (row) => row)
  return { ...page, list: await cardViews(db, orgId, page.list, now) }
}

export async function setHalted(db: Db, orgId: string, id: string, halted: boolean, now: number) {
  const row = await db
    .selectFrom('iotCards')
    .selectAll()
    .where('id', '=', id)
    .where('orgId', '=', orgId)
    .executeTakeFirst()
  if (!row) return fail(Code.noDataOrPermission)
  if (row.state === 'cancelled') fail(Code.alreadyHandled, { state: 'cancelled' })
  await db
    .updateTable('iotCards')
    .set({ state: halted ? 'halted' : 'normal', updatedAt: now })
    .where('id', '=', id)
    .execute()
  const [view] = await cardViews(db, orgId, [{ ...row, state: halted ? 'halted' : 'normal' }], now)
  return view as CardView
}

const cardByIccid = (db: Db, iccid: string) =>
  db.selectFrom('iotCards').selectAll().where('iccid', '=', iccid).executeTakeFirst()

/** The public recharge page's card; an unknown ICCID says no more than 90003. */
export async function rechargeView(db: Db, iccid: string, now: number): Promise<CardRechargeView> {
  const row = (await cardByIccid(db, iccid)) ?? fail(Code.noDataOrPermission)
  const { operator, plan, monthlyPrice, expiresAt, state } = baseView(row, now, await reminderDays(db))
  return { iccid, operator, plan, monthlyPrice, expiresAt, state }
}

/** An unpaid order recharging the card by `months` (no login: the ICCID names the card). */
/** Public recharge orders one client address may make a minute (each is a row; the page needs no login). */
export const RECHARGE_ORDERS_PER_MINUTE = 10

export async function rechargeOrder(db: Db, iccid: string, months: number, now: number) {
  const row = (await cardByIccid(db, iccid)) ?? fail(Code.noDataOrPermission)
  if (row.state === 'cancelled') fail(Code.paramInvalid, { rule: 'cardCancelled' })
  const price = Number(row.monthlyPrice)
  if (price <= 0) fail(Code.paramInvalid, { rule: 'price' })
  const items = [{ ref: iccid, quantity: months, price }]
  const order = await createOrder(db, { orgId: row.orgId, kind: 'card', items, accountId: null }, now)
  return { order: order.id, amount: Number(order.amount) }
}

// a paid card order moves the card's expiry on by the months bought, from its expiry or from now if it lapsed
onPaid('card', async (trx, order, now) => {
  for (const item of parseJsonArray<{ ref: string; quantity: number }>(order.items)) {
    const row = await trx
      .selectFrom('iotCards')
      .selectAll()
      .where('iccid', '=', item.ref)
      .where('orgId', '=', order.orgId)
      .executeTakeFirst()
    if (!row || row.state === 'cancelled') continue
    const expiresAt = addMonths(Math.max(Number(row.expiresAt), now), item.quantity)
    await trx.updateTable('iotCards').set({ expiresAt, updatedAt: now }).where('id', '=', row.id).execute()
  }
})

/** The leader's daily job: cards past their cancellation time become cancelled; answers how many. */
export async function cancelLapsedCards(db: Db, now: number): Promise<number> {
  const candidates = await db
    .selectFrom('iotCards')
    .select(['id', 'expiresAt'])
    .where('state', '!=', 'cancelled')
    .where('expiresAt', '<=', now)
    .execute()
  const due = candidates.filter((c) => cancelAtOf(Number(c.expiresAt)) <= now).map((c) => c.id)
  if (due.length === 0) return 0
  await db
    .updateTable('iotCards')
    .set({ state: 'cancelled', cancelledAt: now, updatedAt: now })
    .where('id', 'in', due)
    .where('state', '!=', 'cancelled')
    .execute()
  return due.length
}

export const newCardId = (): string => randomUUID()
