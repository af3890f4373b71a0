// SMS packs, sending and statistics (issue 33; platform spec §2 `/manage/sms/buy|send|statistics`): an
// enterprise buys packs as orders; every SMS the platform sends for it (alarm SMS included) takes one from
// its remaining count; at zero an SMS is held in the outbox with the reason `smsQuota`, not sent.
import Type, { type Static } from 'typebox'
import { OrderView } from './commerce.ts'
import { Id, Text } from './common.ts'

/** The packs on sale: SMS in each and the percentage of the SMS price (the dictionary's `sms.priceCents`)
 * paid for each, so a bigger pack costs less per SMS. */
export const SMS_PACKS = [
  { id: 'sms100', count: 100, percent: 100 },
  { id: 'sms1000', count: 1_000, percent: 90 },
  { id: 'sms10000', count: 10_000, percent: 80 },
] as const
export type SmsPackId = (typeof SMS_PACKS)[number]['id']

export const SmsPack = Type.Object({
  id: Type.String(),
  /** SMS in the pack */
  count: Type.Integer(),
  /** cents */
  price: Type.Integer(),
})
export type SmsPack = Static<typeof SmsPack>

export const SmsBuyBody = Type.Object({
  pack: Type.Enum(SMS_PACKS.map((p) => p.id)),
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** pay from the wallet at once (10005 when short: the order stays, payable by QR code) */
  fromWallet: Type.Optional(Type.Boolean()),
})
export type SmsBuyBody = Static<typeof SmsBuyBody>

export const SmsSendBody = Type.Object({
  /** accounts of the enterprise with a phone number */
  accountIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  /** phone numbers, one per line or comma-separated */
  numbers: Type.Optional(Text(2_000)),
  text: Text(300, 1),
})
export type SmsSendBody = Static<typeof SmsSendBody>

export const SmsMonth = Type.Object({
  /** yyyy-mm (UTC) */
  month: Type.String(),
  sent: Type.Integer(),
  failed: Type.Integer(),
  /** not sent: the count had run out */
  held: Type.Integer(),
})
export type SmsMonth = Static<typeof SmsMonth>

export const SmsStatistics = Type.Object({
  /** null: the enterprise is not metered (it never bought a pack) */
  remaining: Type.Union([Type.Integer(), Type.Null()]),
  purchased: Type.Integer(),
  sent: Type.Integer(),
  failed: Type.Integer(),
  held: Type.Integer(),
  /** the last 12 months, oldest first */
  months: Type.Array(SmsMonth),
})
export type SmsStatistics = Static<typeof SmsStatistics>

export const SMS_ENDPOINTS = {
  'sms/packs': { body: Type.Object({}), answer: Type.Array(SmsPack) },
  'sms/buy': { body: SmsBuyBody, answer: OrderView },
  'sms/send': {
    body: SmsSendBody,
    answer: Type.Object({ queued: Type.Integer(), held: Type.Integer(), invalid: Type.Array(Type.String()) }),
  },
  'sms/statistics': { body: Type.Object({}), answer: SmsStatistics },
} as const
