// Account calls (`account/*`): accounts of the four kinds in the caller's enterprise. Administrators
// manage enterprise and operation accounts; holders of manage_account the internal and external
// ones. Only internal accounts can be deleted (1019), never one's own (1018); the deleted account's
// devices, templates and projects move to the enterprise administrator (spec §6). The hardware lock
// (useLock and its public key, spec §7) is set by administrators through account/edit.
import { Code } from '../../core/i18n/codes.ts'
import type { AccountEditBody } from '../../schemas/api/account.ts'
import type { AccountKind } from '../../schemas/entities/account.ts'
import { lockKeyFingerprint, lockKeyPem, parseLockPublicKey } from '../auth/lock.ts'
import { assertPasswordRules, hashPassword } from '../auth/passwords.ts'
import { endSessionsOf } from '../auth/sessions.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { assertTelFree, createAccount, orNull } from '../org/accounts.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from '../tenancy/caller.ts'
import { type AccountRow, accountView } from '../views/account.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'

const ADMIN_MANAGED: readonly AccountKind[] = ['enterprise', 'operation']

function assertMayManage(caller: Caller, kind: string): void {
  if ((ADMIN_MANAGED as readonly string[]).includes(kind) && !caller.isAdmin) fail(Code.noAccess)
}

/**
 * The lock key an edit sets: undefined to keep the stored one, null to remove it, else the key as
 * SPKI PEM. Lock settings are the enterprise administrator's (90008 for others); a key that does not
 * parse is 10001.
 */
function lockKeyOf(caller: Caller, body: AccountEditBody): string | null | undefined {
  if ((body.useLock !== undefined || body.lockPublicKey !== undefined) && !caller.isAdmin) {
    fail(Code.noAccess, { field: body.useLock !== undefined ? 'useLock' : 'lockPublicKey' })
  }
  if (body.lockPublicKey === undefined) return undefined
  if (!body.lockPublicKey.trim()) return null
  const key = parseLockPublicKey(body.lockPublicKey)
  if (!key) fail(Code.paramInvalid, { field: 'lockPublicKey', reason: 'lockPublicKey' })
  return lockKeyPem(key)
}

/** The account as the operation log keeps it: the lock key by its fingerprint, never its text. */
const loggedView = (row: AccountRow) => ({
  ...accountView(row),
  lockKeyFingerprint: lockKeyFingerprint(row.publicKey),
})

async function accountOf(db: Db, id: string): Promise<AccountRow> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

export const accountRoutes = [
  endpoint('account/query', {
    summary: 'page through the accounts of the enterprise (filter by kind, keyword, department, role)',
    auth: 'manage_account',
    idFields: { deptId: 'dept', roleId: 'role' },
    handler: async ({ body, caller, s }) => {
      const query = s.db
        .selectFrom('accounts')
        .selectAll()
        .where('orgId', '=', caller.orgId)
        .$if(body.kind !== undefined, (qb) => qb.where('kind', '=', body.kind!))
        .$if(body.deptId !== undefined, (qb) => qb.where('deptId', '=', body.deptId!))
        .$if(body.roleId !== undefined, (qb) => qb.where('roleId', '=', body.roleId!))
        .$if(!!body.keyword, (qb) =>
          qb.where((eb) =>
            eb.or([eb('loginname', 'like', `%${body.keyword}%`), eb('tel', 'like', `%${body.keyword}%`)]),
          ),
        )
        .orderBy('createdAt')
        .orderBy('id')
      return pageOf(query, body, accountView)
    },
  }),

  endpoint('account/info', {
    summary: 'one account',
    auth: 'manage_account',
    idFields: { id: 'account' },
    handler: async ({ body, s }) => accountView(await accountOf(s.db, body.id)),
  }),

  endpoint('account/add', {
    summary: 'create an account (enterprise accounts at most 5: 2901; 1015 name, 1016 phone taken)',
    auth: 'manage_account',
    idFields: { roleId: 'role', deptId: 'dept' },
    handler: async ({ body, caller, s, now }) => {
      assertMayManage(caller, body.kind)
      return s.db.transaction().execute(async (trx) => {
        const row = await createAccount(
          trx,
          { ...body, orgId: caller.orgId, createdBy: caller.accountId },
          now,
        )
        const after = accountView(row)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'account',
          objectId: row.id,
          action: 'add',
          after,
        })
        return after
      })
    },
  }),

  endpoint('account/edit', {
    summary: "change an account's role, department, contact details and (administrators) its hardware lock",
    auth: 'manage_account',
    idFields: { id: 'account', roleId: 'role', deptId: 'dept' },
    handler: async ({ body, caller, s, now }) => {
      const lockKey = lockKeyOf(caller, body)
      return s.db.transaction().execute(async (trx) => {
        const before = await accountOf(trx, body.id)
        assertMayManage(caller, before.kind)
        if (body.tel !== undefined) await assertTelFree(trx, orNull(body.tel), body.id)
        const useLock = body.useLock ?? before.useLock === 1
        const publicKey = lockKey === undefined ? before.publicKey : lockKey
        if (useLock && !publicKey) fail(Code.paramMissing, { field: 'lockPublicKey' })
        const row = await trx
          .updateTable('accounts')
          .set({
            ...(body.roleId !== undefined && { roleId: orNull(body.roleId) }),
            ...(body.deptId !== undefined && { deptId: orNull(body.deptId) }),
            ...(body.tel !== undefined && { tel: orNull(body.tel) }),
            ...(body.email !== undefined && { email: orNull(body.email) }),
            ...(body.address !== undefined && { address: body.address }),
            ...(body.company !== undefined && { company: body.company }),
            ...(body.customerLevel !== undefined && { customerLevel: body.customerLevel }),
            ...(body.useLock !== undefined && { useLock: body.useLock ? 1 : 0 }),
            ...(lockKey !== undefined && { publicKey: lockKey }),
            updatedAt: now,
          })
          .where('id', '=', body.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        // A lock turned on, or a new key under it, holds from the next sign-in: end the sessions
        // that signed in without it (the caller's own stays, as with a password reset).
        const lockTightened =
          row.useLock === 1 && (before.useLock !== 1 || before.publicKey !== row.publicKey)
        if (lockTightened) {
          await endSessionsOf(
            trx,
            row.id,
            row.id === caller.accountId ? (caller.tokenHash ?? undefined) : undefined,
          )
        }
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'account',
          objectId: row.id,
          action: 'edit',
          before: loggedView(before),
          after: loggedView(row),
        })
        return accountView(row)
      })
    },
  }),

  endpoint('account/disable', {
    summary: 'disable (ends its sessions) or enable an account; not one’s own',
    auth: 'manage_account',
    idFields: { id: 'account' },
    handler: async ({ body, caller, s, now }) => {
      if (body.id === caller.accountId) fail(Code.noAccess)
      return s.db.transaction().execute(async (trx) => {
        const before = await accountOf(trx, body.id)
        assertMayManage(caller, before.kind)
        const row = await trx
          .updateTable('accounts')
          .set({ disabled: body.disabled ? 1 : 0, updatedAt: now })
          .where('id', '=', body.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        if (body.disabled) await endSessionsOf(trx, body.id)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'account',
          objectId: row.id,
          action: body.disabled ? 'disable' : 'enable',
          before: accountView(before),
          after: accountView(row),
        })
        return accountView(row)
      })
    },
  }),

  endpoint('account/resetPassword', {
    summary: "set another account's password (spec §5 rules); ends its sessions",
    auth: 'manage_account',
    idFields: { id: 'account' },
    handler: async ({ body, caller, s, now }) => {
      assertPasswordRules(body.password, body.confirm)
      const passwordHash = await hashPassword(body.password)
      await s.db.transaction().execute(async (trx) => {
        const before = await accountOf(trx, body.id)
        assertMayManage(caller, before.kind)
        await trx
          .updateTable('accounts')
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
          .where('id', '=', body.id)
          .execute()
        await endSessionsOf(
          trx,
          body.id,
          body.id === caller.accountId ? (caller.tokenHash ?? undefined) : undefined,
        )
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'account',
          objectId: body.id,
          action: 'password',
        })
      })
      return null
    },
  }),

  endpoint('account/delete', {
    summary:
      'delete an internal account (1019 otherwise, 1018 for one’s own); its devices go to the administrator',
    auth: 'manage_account',
    idFields: { id: 'account' },
    handler: async ({ body, caller, s, now }) => {
      if (body.id === caller.accountId) fail(Code.cannotDeleteSelf)
      return s.db.transaction().execute(async (trx) => {
        const before = await accountOf(trx, body.id)
        if (before.kind !== 'internal') fail(Code.onlyInternalDeletable)
        const enterprise = await trx
          .selectFrom('enterprises')
          .select('adminAccountId')
          .where('id', '=', caller.orgId)
          .executeTakeFirstOrThrow()
        const heir = enterprise.adminAccountId
        if (!heir) fail(Code.unknown, { reason: 'enterprise has no administrator' })
        const moved = await trx
          .updateTable('devices')
          .set({ ownerId: heir })
          .where('ownerId', '=', body.id)
          .executeTakeFirst()
        await trx.updateTable('templates').set({ ownerId: heir }).where('ownerId', '=', body.id).execute()
        await trx.updateTable('projects').set({ ownerId: heir }).where('ownerId', '=', body.id).execute()
        await trx.deleteFrom('accounts').where('id', '=', body.id).execute()
        const devicesMoved = Number(moved.numUpdatedRows)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'account',
          objectId: body.id,
          action: 'delete',
          before: accountView(before),
          after: { devicesMovedTo: heir, devicesMoved },
        })
        return { devicesMovedTo: heir, devicesMoved }
      })
    },
  }),
]
