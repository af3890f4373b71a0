// Account rows as the API shows them: the account entity and the user-info answer (spec §3).
import type { Selectable } from 'kysely'
import { GM_CENTRE_KEY } from '../../schemas/api/permissions.ts'
import type { Account, AccountKind, RoleType } from '../../schemas/entities/account.ts'
import type { UserInfo } from '../../schemas/entities/user-info.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { AccountTable } from '../storage/tables/org.ts'
import { authsOf } from '../tenancy/caller.ts'
import { holdsGmCentre } from '../tenancy/gm-scope.ts'

export type AccountRow = Selectable<AccountTable>

export function accountView(row: AccountRow): Account {
  return {
    id: row.id,
    orgId: row.orgId,
    loginname: row.loginname,
    kind: row.kind as AccountKind,
    roleType: row.roleType as RoleType,
    roleId: row.roleId,
    deptId: row.deptId,
    tel: row.tel ?? '',
    email: row.email ?? '',
    address: row.address,
    company: row.company,
    customerLevel: row.customerLevel,
    disabled: row.disabled === 1,
    wechatBound: row.wechatOpenId !== null,
    hasSecurityQuestions: parseJsonArray(row.securityQuestions).length > 0,
    useLock: row.useLock === 1,
    hasLockKey: row.publicKey !== null,
    createdAt: row.createdAt,
  }
}

export async function userInfoOf(db: Db, row: AccountRow): Promise<UserInfo> {
  return {
    loginname: row.loginname,
    tel: row.tel ?? '',
    userId: row.id,
    styleId: row.styleId,
    orgId: row.orgId,
    deptId: row.deptId ?? '',
    roleId: row.roleId ?? '',
    roleType: row.roleType as RoleType,
    authRegion: row.authRegion,
    dataRange: row.dataRange,
    prompType: row.prompType,
    scadaAdaption: row.scadaAdaption === 1,
    equipDisplay: row.equipDisplay,
    useLock: row.useLock === 1,
    auths: [
      ...(await authsOf(db, row)),
      ...((await holdsGmCentre(db, row.id, row.platformAdmin === 1)) ? [GM_CENTRE_KEY] : []),
    ],
    dismissedNotices: parseJsonArray(row.dismissedNotices).filter((n): n is string => typeof n === 'string'),
  }
}

/** 138****5678, a***@example.com: enough to recognise, not to learn. */
export function maskTel(tel: string | null): string {
  if (!tel) return ''
  return tel.length <= 7 ? `${tel.slice(0, 1)}***` : `${tel.slice(0, 3)}****${tel.slice(-4)}`
}

export function maskEmail(email: string | null): string {
  if (!email) return ''
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 1)}***@${domain}`
}
