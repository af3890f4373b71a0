// SMS packs, sending and statistics (issue 33): `/manage/sms/buy|send|statistics`. README "SMS packs".
import { buySms, sendSms, smsPacks, smsStatistics } from '../commerce/sms.ts'
import { endpoint } from './endpoint.ts'

const AUTH = 'manage_sms'

export const smsRoutes = [
  endpoint('sms/packs', {
    summary: "the SMS packs on sale: count and price in cents (at the dictionary's SMS price)",
    auth: AUTH,
    handler: ({ s }) => smsPacks(s.db),
  }),

  endpoint('sms/buy', {
    summary: 'an SMS pack order; paid from the wallet at once with fromWallet (10005 when short)',
    auth: AUTH,
    handler: ({ body, caller, s, now }) => buySms(s, caller, body, now),
  }),

  endpoint('sms/send', {
    summary: 'send an SMS to accounts of the enterprise and typed numbers; each takes one from the count',
    auth: AUTH,
    idFields: { accountIds: 'account' },
    handler: ({ body, caller, s, now }) => sendSms(s, caller, body, now),
  }),

  endpoint('sms/statistics', {
    summary: 'the SMS count: remaining, bought, sent, failed and held, per month for a year',
    auth: AUTH,
    handler: ({ caller, s, now }) => smsStatistics(s.db, caller.orgId, now),
  }),
]
