// Accounts as `account/query` answers them, and the account centre's texts, for the screen tests.
import { byLang } from '../../../core/i18n/index.ts'
import { ACCOUNTS_TEXTS } from '../../../plugins/screens/accounts/texts.ts'
import type { Account } from '../../../schemas/entities/account.ts'

export const accountsTexts = { accounts: byLang(ACCOUNTS_TEXTS) }

export const account = (patch: Partial<Account> = {}): Account => ({
  id: 'a1',
  orgId: 'o1',
  loginname: 'worker',
  kind: 'internal',
  roleType: 'internal',
  roleId: null,
  deptId: null,
  tel: '',
  email: '',
  address: '',
  company: '',
  customerLevel: '',
  disabled: false,
  wechatBound: false,
  hasSecurityQuestions: false,
  useLock: false,
  hasLockKey: false,
  createdAt: 0,
  ...patch,
})

/** An `account/query` answer listing `accounts`. */
export const pageOf = (...accounts: Account[]) => ({
  list: accounts,
  total: accounts.length,
  pageNo: 1,
  pageSize: 10,
})
