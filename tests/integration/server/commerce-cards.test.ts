// IoT cards (issue 33) on SQLite and PostgreSQL: a spreadsheet import answers per row (added, updated,
// refused with its reason, another enterprise's ICCID `taken`); states follow §4 (expiring within the
// reminder days, expired, halted); a public recharge order paid through the development provider moves
// the expiry on by whole months; the daily job cancels a lapsed card (the earlier of 15 days after expiry
// and the 15th of the next month, across month and year ends), reminds once per card and expiry time, and
// a cancelled card cannot be recharged; public recharge orders are limited per client address.
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { luhnDigit } from '../../../core/validation/iccid.ts'
import {
  addMonths,
  cancelAtOf,
  cancelLapsedCards,
  RECHARGE_ORDERS_PER_MINUTE,
} from '../../../server/commerce/cards.ts'
import { notifyExpiringCards } from '../../../server/notices/expiry.ts'
import { DIALECTS, pgUp, postgresDatabase, type TestDatabase } from './databases.ts'
import {
  createEnterprise,
  createTestServer,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
} from './helpers.ts'

const DAY = 86_400_000

/** A fresh valid ICCID (retry-safe: random digits). */
function newIccid(): string {
  const body = `8986${String(Math.floor(Math.random() * 1e15)).padStart(15, '0')}`
  return body + luhnDigit(body)
}

async function workbook(rows: unknown[][]): Promise<string> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('cards')
  sheet.addRow(['ICCID', 'operator', 'plan', 'yuan', 'MB', 'used', 'activated', 'expires', 'remark'])
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64')
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

describe('the cancellation time (§4, §9)', () => {
  it.each([
    ['2027-01-31', '2027-02-15'],
    ['2027-02-28', '2027-03-15'],
    ['2026-12-31', '2027-01-15'],
    ['2027-01-10', '2027-01-25'],
  ])('a card expiring %s is cancelled on %s unless recharged', (expiry, cancel) => {
    expect(day(cancelAtOf(Date.parse(expiry)))).toBe(cancel)
  })

  it('adds calendar months, keeping the day or the month’s last', () => {
    expect(day(addMonths(Date.parse('2027-01-31'), 1))).toBe('2027-02-28')
    expect(day(addMonths(Date.parse('2027-11-15'), 3))).toBe('2028-02-15')
  })
})

describe.each(DIALECTS)('IoT cards on %s', (dialect) => {
  const skip = dialect === 'PostgreSQL' && !pgUp
  let database: TestDatabase | undefined
  let server: TestServer
  let admin: Session
  let other: Session

  beforeAll(async () => {
    if (skip) return
    database = dialect === 'PostgreSQL' ? await postgresDatabase() : undefined
    server = await createTestServer(database ? { db: database.db } : {})
    admin = await loginDemoAdmin(server)
    other = (await createEnterprise(server, admin)).admin
  })
  afterAll(async () => {
    if (skip) return
    if (database) {
      await server.app.close()
      await database.drop()
    } else await server.close()
  })

  const cardOf = async (session: Session, iccid: string) =>
    (await ok(session.call('card/query', { keyword: iccid }))).list[0]

  it.skipIf(skip)('imports a spreadsheet with a result per row', async () => {
    const [a, b, taken] = [newIccid(), newIccid(), newIccid()]
    await ok(
      other.call('card/import', {
        data: await workbook([[taken, 'CMCC', 'P', '1', 0, 0, '', '2030-01-01']]),
      }),
    )
    const now = server.clock.now()
    const soon = day(now + 5 * DAY)
    const data = await workbook([
      [a, 'China Mobile', '10 GB', '12.5', 10240, 2048, '2026-01-01', '2030-06-30', 'north tower'],
      [b, 'China Unicom', '1 GB', '3', 1024, 0, '', soon],
      [a, 'China Mobile', '10 GB', '12.5', 10240, 0, '', '2030-06-30'],
      ['8986001234567890123', 'x', 'y', '1', 0, 0, '', '2030-01-01'],
      [newIccid(), 'x', 'y', '1.234', 0, 0, '', '2030-01-01'],
      [newIccid(), 'x', 'y', '1', 0, 0, '', 'next week'],
      [taken, 'x', 'y', '1', 0, 0, '', '2030-01-01'],
    ])
    const { rows } = await ok(admin.call('card/import', { data }))
    expect(rows.map((r: { result: string; reason?: string }) => r.reason ?? r.result)).toEqual([
      'added',
      'added',
      'duplicate',
      'iccid',
      'price',
      'dates',
      'taken',
    ])
    expect(rows[0].row).toBe(2)
    expect(await cardOf(admin, a)).toMatchObject({
      monthlyPrice: 1250,
      dataTotal: 10240,
      dataUsed: 2048,
      state: 'normal',
      expiresAt: Date.parse('2030-06-30'),
    })
    expect(await cardOf(admin, b)).toMatchObject({ state: 'expiring', monthlyPrice: 300 })
    // the other enterprise's card stays its own, unchanged and unseen
    expect(await cardOf(admin, taken)).toBeUndefined()
    expect(await cardOf(other, taken)).toMatchObject({ operator: 'CMCC' })
    // a second import of the same card updates it
    const again = await ok(
      admin.call('card/import', {
        data: await workbook([[a, 'China Mobile', '20 GB', '20', 20480, 0, '', '2030-06-30']]),
      }),
    )
    expect(again.rows[0].result).toBe('updated')
    expect(await cardOf(admin, a)).toMatchObject({ plan: '20 GB', monthlyPrice: 2000 })
  })

  it.skipIf(skip)('refuses a file that is no workbook with 10007', async () => {
    const answer = await admin.call('card/import', { data: Buffer.from('not a zip').toString('base64') })
    expect(answer.code).toBe(Code.fileFormat)
  })

  it.skipIf(skip)('recharges a card from its public page: paid, its expiry moved by the months', async () => {
    const iccid = newIccid()
    await ok(
      admin.call('card/import', {
        data: await workbook([[iccid, 'CMCC', '5 GB', '8', 0, 0, '', '2030-01-31']]),
      }),
    )
    const info = await ok(server.call('card/recharge/info', { iccid }))
    expect(info).toEqual({
      iccid,
      operator: 'CMCC',
      plan: '5 GB',
      monthlyPrice: 800,
      expiresAt: Date.parse('2030-01-31'),
      state: 'normal',
    })
    const { order, amount } = await ok(server.call('card/recharge/order', { iccid, months: 3 }))
    expect(amount).toBe(2400)
    await ok(server.call('order/pay/dev/settle', { order }))
    expect(day((await cardOf(admin, iccid)).expiresAt)).toBe('2030-04-30')
    // settling again changes nothing
    await ok(server.call('order/pay/dev/settle', { order }))
    expect(day((await cardOf(admin, iccid)).expiresAt)).toBe('2030-04-30')
    expect((await server.call('card/recharge/info', { iccid: newIccid() })).code).toBe(
      Code.noDataOrPermission,
    )
  })

  it.skipIf(skip)('limits public recharge orders per address: 429, Retry-After and 90010', async () => {
    const iccid = newIccid()
    await ok(
      admin.call('card/import', {
        data: await workbook([[iccid, 'CMCC', 'P', '1', 0, 0, '', '2030-01-01']]),
      }),
    )
    const order = async (remoteAddress: string) => {
      const r = await server.app.inject({
        method: 'POST',
        url: '/lfscada/card/recharge/order',
        payload: { iccid, months: 1 },
        remoteAddress,
      })
      return { status: r.statusCode, retryAfter: r.headers['retry-after'], code: r.json().code }
    }
    const flood = '198.51.100.7'
    for (let i = 0; i < RECHARGE_ORDERS_PER_MINUTE; i++) expect((await order(flood)).code).toBe(200)
    const refused = await order(flood)
    expect(refused).toMatchObject({ status: 429, code: Code.tooFrequent })
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    // another address is not held up, and the flooding one orders again a minute on
    expect((await order('198.51.100.200')).code).toBe(200)
    server.clock.advance(60_000)
    expect((await order(flood)).code).toBe(200)
  })

  it.skipIf(skip)('links a card to the device whose ICCID field names it', async () => {
    const [linked, loose] = [newIccid(), newIccid()]
    const rows = [linked, loose].map((iccid) => [iccid, 'CMCC', 'P', '1', 0, 0, '', '2030-01-01'])
    await ok(admin.call('card/import', { data: await workbook(rows) }))
    const device = await server.db
      .selectFrom('devices')
      .select(['id', 'name'])
      .where('orgId', '=', admin.info.orgId)
      .executeTakeFirstOrThrow()
    expect(await ok(admin.call('equipment/multi/card', { id: device.id }))).toBeNull()
    // the device's ICCID field, as its info tab saves it
    await ok(admin.call('equipment/multi/edit', { id: device.id, iccid: linked }))
    expect((await cardOf(admin, linked)).device).toEqual({ id: device.id, name: device.name })
    expect((await cardOf(admin, loose)).device).toBeNull()
    // the device detail's card
    const card = await ok(admin.call('equipment/multi/card', { id: device.id }))
    expect([card.iccid, card.operator, card.state]).toEqual([linked, 'CMCC', 'normal'])
    expect((await other.call('equipment/multi/card', { id: device.id })).code).not.toBe(200)
  })

  it.skipIf(skip)('halts a card and takes it back; another enterprise cannot', async () => {
    const iccid = newIccid()
    await ok(
      admin.call('card/import', {
        data: await workbook([[iccid, 'CMCC', 'P', '1', 0, 0, '', '2030-01-01']]),
      }),
    )
    const card = await cardOf(admin, iccid)
    expect(await ok(admin.call('card/halt', { id: card.id, halted: true }))).toMatchObject({
      state: 'halted',
    })
    expect((await other.call('card/halt', { id: card.id, halted: false })).code).toBe(Code.noDataOrPermission)
    expect(await ok(admin.call('card/halt', { id: card.id, halted: false }))).toMatchObject({
      state: 'normal',
    })
  })

  it.skipIf(skip)('cancels a lapsed card, reminds once per expiry, and refuses its recharge', async () => {
    const [lapsed, fresh] = [newIccid(), newIccid()]
    const now = server.clock.now()
    const data = await workbook([
      [lapsed, 'CMCC', 'P', '1', 0, 0, '', day(now - 20 * DAY)],
      [fresh, 'CMCC', 'P', '1', 0, 0, '', day(now + 10 * DAY)],
    ])
    await ok(admin.call('card/import', { data }))
    expect(await cardOf(admin, lapsed)).toMatchObject({ state: 'expired' })
    expect(await cancelLapsedCards(server.db, now)).toBeGreaterThanOrEqual(1)
    expect(await cardOf(admin, lapsed)).toMatchObject({ state: 'cancelled' })
    expect(await cardOf(admin, fresh)).toMatchObject({ state: 'expiring' })
    const refused = await server.call('card/recharge/order', { iccid: lapsed, months: 1 })
    expect(refused.code).toBe(Code.paramInvalid)

    const hub = server.services.realtime.messages
    await notifyExpiringCards(server.db, hub, now)
    await notifyExpiringCards(server.db, hub, now)
    const notices = await server.db
      .selectFrom('expiryNotices')
      .select('name')
      .where('kind', '=', 'card')
      .where('name', 'in', [lapsed, fresh])
      .execute()
    expect(notices.map((n) => n.name)).toEqual([fresh])
  })
})
