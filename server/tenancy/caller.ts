// The signed-in user a request acts for, with the permission keys it holds and the spec's admin and
// operation helpers (§6: admin only for roleType admin; operation for admin or operation).
import type { Selectable } from 'kysely'
import { ADMIN_ONLY_KEYS, PERMISSION_KEYS, PLATFORM_ADMIN_KEY } from '../../schemas/api/permissions.ts'
import type { AccountKind, RoleType } from '../../schemas/entities/account.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { AccountTable } from '../storage/tables/org.ts'
import { type Granted, grantedOf } from './granted.ts'

export interface Caller {
  accountId: string
  orgId: string
  loginname: string
  kind: AccountKind
  roleType: RoleType
  auths: ReadonlySet<string>
  isAdmin: boolean
  isOperation: boolean
  /** the session this request came with; null on calls that make one (and on API keys) */
  tokenHash: string | null
  /** set when an API key calls (issue 32): the only devices and projects it reaches, and whether it writes */
  key?: KeyScope
  /** devices and projects other enterprises granted to the caller's (issue 32; operation accounts only:
   * tenancy/granted.ts) */
  granted?: Granted
}

export interface KeyScope {
  id: string
  name: string
  write: boolean
  devices: ReadonlySet<string>
  projects: ReadonlySet<string>
  /** when the key stops (its sockets close then); null: never */
  expiresAt: number | null
}

export const isAdminRole = (roleType: string): boolean => roleType === 'admin'
export const isOperationRole = (roleType: string): boolean => roleType === 'admin' || roleType === 'operation'

/** Administrators hold every key; operation accounts all but the enterprise's own; others their role's. */
export async function authsOf(db: Db, account: Selectable<AccountTable>): Promise<string[]> {
  let keys: string[]
  if (isAdminRole(account.roleType)) keys = [...PERMISSION_KEYS]
  else if (isOperationRole(account.roleType)) {
    keys = PERMISSION_KEYS.filter((k) => !ADMIN_ONLY_KEYS.includes(k))
  } else if (account.roleId) {
    const role = await db
      .selectFrom('roles')
      .select('auths')
      .where('id', '=', account.roleId)
      .executeTakeFirst()
    keys = role ? parseJsonArray<string>(role.auths) : []
  } else keys = []
  return account.platformAdmin ? [...keys, PLATFORM_ADMIN_KEY] : keys
}

export async function callerOf(
  db: Db,
  account: Selectable<AccountTable>,
  tokenHash: string | null,
  now: number,
): Promise<Caller> {
  const operation = isOperationRole(account.roleType)
  return {
    accountId: account.id,
    orgId: account.orgId,
    loginname: account.loginname,
    kind: account.kind as AccountKind,
    roleType: account.roleType as RoleType,
    auths: new Set(await authsOf(db, account)),
    isAdmin: isAdminRole(account.roleType),
    isOperation: operation,
    tokenHash,
    ...(operation && { granted: await grantedOf(db, account.orgId, now) }),
  }
}
