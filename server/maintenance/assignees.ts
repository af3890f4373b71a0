// Who may be given a work order or an inspection plan: an enabled account of the enterprise holding the
// key that lets it act on it (ops_order_handle to receive and finish orders, ops_inspection_do to
// accept, inspect and end plans). Anyone else would be left holding an order they cannot move.
import { Code } from '../../core/i18n/codes.ts'
import type { PermissionKey } from '../../schemas/api/permissions.ts'
import type { OpsStaff } from '../../schemas/entities/ops.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { authsOf } from '../tenancy/caller.ts'

/** Managing contents and plans; also lets one end any plan and see every plan. */
export const MANAGE_KEY: PermissionKey = 'ops_order_manage'
/** Accepting, inspecting and ending one's own plans. */
export const INSPECT_KEY: PermissionKey = 'ops_inspection_do'

export interface Assignee {
  id: string
  loginname: string
}

/** The account (already scoped to the caller's enterprise by idFields), or 10001 naming the field. */
export async function assigneeOf(
  db: Db,
  accountId: string,
  key: PermissionKey,
  field: string,
): Promise<Assignee> {
  const account = await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst()
  if (!account) return fail(Code.noDataOrPermission)
  if (account.disabled === 1) return fail(Code.paramInvalid, { field, reason: 'disabled' })
  if (!(await authsOf(db, account)).includes(key))
    return fail(Code.paramInvalid, { field, reason: 'noPermission', key })
  return { id: account.id, loginname: account.loginname }
}

/** The enabled accounts of the enterprise holding `key`, by loginname (`ops/staff`). */
export async function staffWith(db: Db, orgId: string, key: PermissionKey): Promise<OpsStaff[]> {
  const accounts = await db
    .selectFrom('accounts')
    .selectAll()
    .where('orgId', '=', orgId)
    .where('disabled', '=', 0)
    .orderBy('loginname')
    .execute()
  const staff: OpsStaff[] = []
  for (const account of accounts)
    if ((await authsOf(db, account)).includes(key))
      staff.push({ id: account.id, loginname: account.loginname })
  return staff
}
