// Account centre (platform spec §2 `/manage/account/co | int | ext | op`): the enterprise's accounts of
// one kind, with their hardware lock (spec §7), which administrators set (useLock and the lock's key);
// `/manage/account/enroll`: invitation records and self-registration by role (issue 34).
import { defineScreen } from '../../../core/kernel/index.ts'
import type { AccountKind } from '../../../schemas/entities/account.ts'
import { withTexts } from '../shared/lazy-texts.ts'
import { ACCOUNTS_TITLES, ENROLL_TITLE } from './titles.ts'

const AUTH = 'manage_account'

/** The spec's path segment of each list and the kind of account it shows. */
export const ACCOUNT_LISTS = {
  co: 'enterprise',
  op: 'operation',
  int: 'internal',
  ext: 'external',
} as const satisfies Record<string, AccountKind>

const lists = Object.entries(ACCOUNT_LISTS)

export const accountsManifest = defineScreen({
  name: 'accounts',
  area: 'manage',
  routes: lists
    .map(([segment, kind]) => ({
      path: `account/${segment}`,
      screen: 'Accounts',
      title: ACCOUNTS_TITLES[`kind.${kind}`],
      auth: AUTH,
    }))
    .concat([
      { path: 'account/enroll', screen: 'Invitations', title: ENROLL_TITLE['enroll.menu'], auth: AUTH },
    ]),
  menu: lists
    .map(([segment, kind], order) => ({
      group: 'account' as const,
      key: `account.${segment}`,
      path: `account/${segment}`,
      title: ACCOUNTS_TITLES[`kind.${kind}`],
      auth: AUTH,
      order,
    }))
    .concat([
      {
        group: 'account' as const,
        key: 'account.enroll',
        path: 'account/enroll',
        title: ENROLL_TITLE['enroll.menu'],
        auth: AUTH,
        order: lists.length,
      },
    ]),
  permissions: [{ key: AUTH, title: { zh: '管理账号', en: 'Manage accounts' } }],
  load: withTexts(
    () => import('./screens.tsx'),
    () => import('./texts.ts').then((m) => ({ accounts: m.ACCOUNTS_TEXTS })),
  ),
})
