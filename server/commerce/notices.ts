// Messages about the enterprise's money and SMS (issue 33): a wallet message (type `payment`, opened at
// `/system/msg/detail/{id}/wallet`) on every ledger row, to the enterprise's administrators and the account
// that caused it, each in the reader's language; and one message when the SMS count has run out.
import { readerOf } from '../alarms/notice-text.ts'
import { RECIPIENT_COLUMNS, sendMessages } from '../messages/messages.ts'
import type { Services } from '../services.ts'

/** 12345 cents as 123.45 */
export const yuan = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`

const REASONS = {
  zh: { recharge: '充值', pay: '支付', refund: '退款', adjust: '调整' },
  en: { recharge: 'Recharge', pay: 'Payment', refund: 'Refund', adjust: 'Adjustment' },
} as const

async function readers(s: Services, orgId: string, accountId: string | null) {
  return s.db
    .selectFrom('accounts')
    .select(RECIPIENT_COLUMNS)
    .where('orgId', '=', orgId)
    .where('disabled', '=', 0)
    .where((eb) => eb.or([eb('roleType', '=', 'admin'), eb('id', '=', accountId ?? '')]))
    .execute()
}

export interface LedgerNotice {
  orgId: string
  accountId: string | null
  ledgerId: string
  amount: number
  balanceAfter: number
  reason: keyof (typeof REASONS)['en']
  orderNumber: string
}

export async function tellWallet(s: Services, n: LedgerNotice, now: number): Promise<void> {
  for (const r of await readers(s, n.orgId, n.accountId)) {
    const lang = readerOf(r.config).lang === 'en' ? 'en' : 'zh'
    const sign = n.amount > 0 ? '+' : ''
    const title =
      lang === 'en'
        ? `Wallet ${REASONS.en[n.reason]} ${sign}${yuan(n.amount)} yuan`
        : `钱包${REASONS.zh[n.reason]} ${sign}${yuan(n.amount)} 元`
    const note =
      lang === 'en'
        ? `Order ${n.orderNumber || '-'}; balance after: ${yuan(n.balanceAfter)} yuan`
        : `订单 ${n.orderNumber || '-'}；变动后余额：${yuan(n.balanceAfter)} 元`
    await sendMessages(
      s.db,
      s.realtime.messages,
      [r.id],
      {
        orgId: n.orgId,
        type: 'payment',
        equipType: 'wallet',
        dataId: n.ledgerId,
        dataStatus: n.reason,
        title,
        note,
        alarmBroadcastTimes: 0,
      },
      now,
    )
  }
}
