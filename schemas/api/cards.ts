// IoT (SIM) cards (issue 33; platform spec §1, §2 `/manage/card/list`, `/card/recharge/{iccid}`, §4, §9):
// an enterprise's cards with their plan, data and dates, imported from a spreadsheet, recharged through an
// order (kind `card`, also from the public recharge page), reminded before expiry and cancelled by the
// leader's daily job when not recharged in time. Money is integer cents.
import Type, { type Static } from 'typebox'
import { Id, PageOf, Paging, Text } from './common.ts'

/**
 * §4: normal, about to expire (within the reminder days), expired, halted by the operator, cancelled
 * (not recharged by the 15th of the month after expiry, nor within 15 days of it).
 */
export const CARD_STATES = ['normal', 'expiring', 'expired', 'halted', 'cancelled'] as const
export const CardState = Type.Enum(CARD_STATES)
export type CardState = Static<typeof CardState>

/** ICCID: 19-20 digits from 89 with a Luhn check digit (core/validation/iccid.ts checks the digit). */
export const Iccid = Type.String({ pattern: '^89[0-9]{17,18}$' })

/** A recharge buys whole months, at most two years at once. */
export const MAX_RECHARGE_MONTHS = 24
/** Rows of one spreadsheet import. */
export const MAX_CARD_IMPORT_ROWS = 1000

export const CardView = Type.Object({
  id: Type.String(),
  iccid: Type.String(),
  /** the network operator (China Mobile, China Unicom, …) as imported */
  operator: Type.String(),
  plan: Type.String(),
  /** cents per month */
  monthlyPrice: Type.Integer(),
  /** MB */
  dataTotal: Type.Integer(),
  dataUsed: Type.Integer(),
  activatedAt: Type.Union([Type.Integer(), Type.Null()]),
  expiresAt: Type.Integer(),
  /** after this time the card is cancelled unless recharged */
  cancelAt: Type.Integer(),
  state: CardState,
  /** the enterprise's device whose ICCID field names this card */
  device: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  remark: Type.String(),
})
export type CardView = Static<typeof CardView>

export const CardQueryBody = Type.Object({
  ...Paging,
  state: Type.Optional(CardState),
  /** cards expiring on or before this time (epoch ms) */
  expiresBefore: Type.Optional(Type.Integer()),
  keyword: Type.Optional(Text(64)),
})
export type CardQueryBody = Static<typeof CardQueryBody>

export const CardImportBody = Type.Object({
  /** the .xlsx file, base64 */
  data: Type.String({ maxLength: 8_000_000 }),
})
export type CardImportBody = Static<typeof CardImportBody>

export const CardImportRow = Type.Object({
  /** the sheet's row number (1 is the header) */
  row: Type.Integer(),
  iccid: Type.String(),
  result: Type.Enum(['added', 'updated', 'refused']),
  /** why a row was refused: iccid, taken (another enterprise's card), price, dates, duplicate */
  reason: Type.Optional(Type.String()),
})
export type CardImportRow = Static<typeof CardImportRow>

export const CardImportAnswer = Type.Object({ rows: Type.Array(CardImportRow) })
export type CardImportAnswer = Static<typeof CardImportAnswer>

export const CardHaltBody = Type.Object({ id: Id, halted: Type.Boolean() })
export type CardHaltBody = Static<typeof CardHaltBody>

/** What the public recharge page shows of a card: nothing of its enterprise. */
export const CardRechargeView = Type.Object({
  iccid: Type.String(),
  operator: Type.String(),
  plan: Type.String(),
  monthlyPrice: Type.Integer(),
  expiresAt: Type.Integer(),
  state: CardState,
})
export type CardRechargeView = Static<typeof CardRechargeView>

export const PublicCardBody = Type.Object({ iccid: Iccid })
export type PublicCardBody = Static<typeof PublicCardBody>

export const CardRechargeBody = Type.Object({
  iccid: Iccid,
  months: Type.Integer({ minimum: 1, maximum: MAX_RECHARGE_MONTHS }),
})
export type CardRechargeBody = Static<typeof CardRechargeBody>

/** The order a recharge made: the payment pages take it from here. */
export const CardOrderAnswer = Type.Object({ order: Type.String(), amount: Type.Integer() })

export const CARD_ENDPOINTS = {
  /** the enterprise's cards, filtered by state, expiry and ICCID/plan */
  'card/query': { body: CardQueryBody, answer: PageOf(CardView) },
  /** import cards from an .xlsx (one result per row) */
  'card/import': { body: CardImportBody, answer: CardImportAnswer },
  /** halt a card or take it back into service */
  'card/halt': { body: CardHaltBody, answer: CardView },
  /** public: a card as its recharge page shows it */
  'card/recharge/info': { body: PublicCardBody, answer: CardRechargeView },
  /** public: an unpaid recharge order of the card (paid on the payment pages) */
  'card/recharge/order': { body: CardRechargeBody, answer: CardOrderAnswer },
} as const
