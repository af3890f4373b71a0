// IoT cards (issue 33; platform spec §2 `/manage/card/list`, public `/card/recharge/{iccid}`): the
// enterprise's cards with their state, a spreadsheet import with a result per row, an export, halting a
// card, and the public recharge page's calls (the ICCID names the card; the order is paid on the payment
// pages). README "IoT cards" has the choices.
import { Code } from '../../core/i18n/codes.ts'
import { type CardQueryBody, CardQueryBody as CardQuerySchema } from '../../schemas/api/cards.ts'
import { importCards } from '../commerce/card-import.ts'
import { cardPage, rechargeOrder, rechargeView, setHalted } from '../commerce/cards.ts'
import { failRateLimited } from '../http/api-error.ts'
import { addressGroup } from '../http/client-address.ts'
import { langOf } from '../http/envelope.ts'
import { type Cell, sendWorkbook } from '../views/excel.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

const AUTH = 'manage_card'
/** Cards in one export. */
const EXPORT_MAX = 10_000

const HEADERS = {
  zh: [
    'ICCID',
    '运营商',
    '套餐',
    '月费（元）',
    '总流量（MB）',
    '已用流量（MB）',
    '激活日期',
    '到期日期',
    '状态',
    '设备',
  ],
  en: [
    'ICCID',
    'Operator',
    'Plan',
    'Monthly fee (yuan)',
    'Data (MB)',
    'Used (MB)',
    'Activated',
    'Expires',
    'State',
    'Device',
  ],
}

const day = (ms: number | null): string => (ms === null ? '' : new Date(ms).toISOString().slice(0, 10))

export const cardRoutes = [
  endpoint('card/query', {
    summary: 'a page of the enterprise’s IoT cards by expiry (filter by state, expiry, ICCID or plan)',
    auth: AUTH,
    handler: ({ body, caller, s, now }) => cardPage(s.db, caller.orgId, body, now),
  }),

  endpoint('card/import', {
    summary:
      'import IoT cards from an .xlsx (base64): one result per row (added, updated, refused with a reason)',
    auth: AUTH,
    handler: async ({ body, caller, s, now }) => ({
      rows: await importCards(s.db, caller.orgId, Buffer.from(body.data, 'base64'), now),
    }),
  }),

  endpoint('card/halt', {
    summary: 'halt an IoT card or take it back into service (3004 once cancelled)',
    auth: AUTH,
    idFields: { id: 'card' },
    handler: ({ body, caller, s, now }) => setHalted(s.db, caller.orgId, body.id, body.halted, now),
  }),

  route({
    path: 'card/export',
    summary: 'the enterprise’s IoT cards as card/query filters them, as an Excel file (at most 10,000)',
    bodySchema: CardQuerySchema,
    auth: AUTH,
    handler: async ({ body, caller, s, req, reply, now }) => {
      const lang = langOf(req)
      const query: CardQueryBody = { ...body, pageNo: 1, pageSize: EXPORT_MAX }
      const { list } = await cardPage(s.db, caller.orgId, query, now)
      const rows: Cell[][] = list.map((c) => [
        c.iccid,
        c.operator,
        c.plan,
        c.monthlyPrice / 100,
        c.dataTotal,
        c.dataUsed,
        day(c.activatedAt),
        day(c.expiresAt),
        c.state,
        c.device?.name ?? '',
      ])
      await sendWorkbook(reply, {
        name: lang === 'en' ? 'iot-cards' : '物联网卡',
        sheet: lang === 'en' ? 'Cards' : '物联网卡',
        headers: HEADERS[lang],
        rows: (async function* () {
          yield rows
        })(),
      })
    },
  }),

  endpoint('card/recharge/info', {
    summary: 'public: an IoT card as its recharge page shows it (operator, plan, monthly fee, expiry, state)',
    auth: 'public',
    handler: ({ body, s, now }) => rechargeView(s.db, body.iccid, now),
  }),

  endpoint('card/recharge/order', {
    summary:
      'public: an unpaid order recharging an IoT card by whole months (paid on the payment pages); 90010 with Retry-After past 10 a minute from an address',
    auth: 'public',
    handler: ({ body, s, req, now }) => {
      const waitMs = s.rechargeOrders.take(addressGroup(req.ip), now)
      if (waitMs > 0) failRateLimited(Code.tooFrequent, Math.ceil(waitMs / 1000))
      return rechargeOrder(s.db, body.iccid, body.months, now)
    },
  }),
]
