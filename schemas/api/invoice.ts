// Invoice applications (issue 33; platform spec §8 3001-3004, §9 "minimum invoiced order 500 yuan"): made on
// paid orders not yet invoiced, together at least 500 yuan; applied → issued | refused (with a reason), by
// the platform's operator, once.
import Type, { type Static } from 'typebox'
import { Email, Id, PageOf, Paging, Text } from './common.ts'

/** 500 yuan: the least an application may add up to (3001). */
export const MIN_INVOICE_CENTS = 50_000
/** orders in one application */
export const MAX_INVOICE_ORDERS = 100

export const INVOICE_STATES = ['applied', 'issued', 'refused'] as const
export const InvoiceState = Type.Enum(INVOICE_STATES)
export type InvoiceState = Static<typeof InvoiceState>

/** A unified social credit code or tax number: 15 to 20 letters and digits. */
export const TaxNumber = Type.String({ pattern: '^[0-9A-Za-z]{15,20}$' })

export const InvoiceApplyBody = Type.Object({
  orderIds: Type.Array(Id, { maxItems: MAX_INVOICE_ORDERS }),
  title: Text(100, 1),
  taxNumber: TaxNumber,
  address: Text(200),
  email: Email,
})
export type InvoiceApplyBody = Static<typeof InvoiceApplyBody>

export const InvoiceView = Type.Object({
  id: Type.String(),
  /** the enterprise that applied (the operator's list spans every enterprise) */
  orgId: Type.String(),
  orgName: Type.String(),
  accountId: Type.String(),
  orderIds: Type.Array(Type.String()),
  /** cents: the orders' sum */
  amount: Type.Integer(),
  title: Type.String(),
  taxNumber: Type.String(),
  address: Type.String(),
  email: Type.String(),
  state: InvoiceState,
  reason: Type.String(),
  createdAt: Type.Integer(),
  handledAt: Type.Union([Type.Integer(), Type.Null()]),
})
export type InvoiceView = Static<typeof InvoiceView>

export const InvoiceQueryBody = Type.Object({ ...Paging, state: Type.Optional(InvoiceState) })
export type InvoiceQueryBody = Static<typeof InvoiceQueryBody>

/**
 * The operator handles an application of any enterprise: named `invoice`, not `id`, as it is not scoped
 * to the operator's own enterprise.
 */
export const InvoiceHandleBody = Type.Object({
  invoice: Id,
  action: Type.Enum(['issue', 'refuse']),
  reason: Type.Optional(Text(200)),
})
export type InvoiceHandleBody = Static<typeof InvoiceHandleBody>

export const INVOICE_ENDPOINTS = {
  /** apply on paid orders not yet invoiced: 3002 none chosen, 3001 under 500 yuan, 3003 one already in one */
  'invoice/apply': { body: InvoiceApplyBody, answer: InvoiceView },
  /** the enterprise's applications */
  'invoice/query': { body: InvoiceQueryBody, answer: PageOf(InvoiceView) },
  /** the caller's own applications (`/account/invoice`) */
  'invoice/mine': { body: InvoiceQueryBody, answer: PageOf(InvoiceView) },
  /** the platform operator: every enterprise's applications */
  'invoice/all': { body: InvoiceQueryBody, answer: PageOf(InvoiceView) },
  /** the platform operator issues or refuses an application, once (3004) */
  'invoice/handle': { body: InvoiceHandleBody, answer: InvoiceView },
} as const
