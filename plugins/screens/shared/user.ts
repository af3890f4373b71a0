// Helpers over the user-info answer (schemas/entities/user-info.ts): the admin and operation helpers of
// platform spec §6, permission keys, and the announcement kinds of prompType (§9).
import { type AuthRule, authAllows } from '../../../core/kernel/index.ts'
import type { UserInfo } from '../../../schemas/entities/user-info.ts'

export type { UserInfo }

/** The admin helper of §6: true only for admin. */
export const isAdmin = (user: Pick<UserInfo, 'roleType'>): boolean => user.roleType === 'admin'
/** The operation helper of §6: true for admin or operation. */
export const isOperation = (user: Pick<UserInfo, 'roleType'>): boolean =>
  user.roleType === 'admin' || user.roleType === 'operation'

/** No key means any logged-in user may; of a list of keys, any one will do. */
export const hasAuth = (user: Pick<UserInfo, 'auths'> | undefined, key: AuthRule | undefined): boolean =>
  authAllows(key, (k) => user?.auths.includes(k) ?? false)

/** prompType's comma list (sound, title, alter) as a set. */
export const promptKinds = (user: Pick<UserInfo, 'prompType'>): Set<string> =>
  new Set(
    user.prompType
      .split(',')
      .map((w) => w.trim())
      .filter(Boolean),
  )
