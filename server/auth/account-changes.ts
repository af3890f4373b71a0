// Changes a user makes to their own credentials, shared by account security and password recovery.

import { type Actor, recordChange } from '../oplog/record.ts'
import type { Db } from '../storage/db.ts'
import { clearFailures, guarded, type LockPolicy, loginKey } from './lockout.ts'
import { assertPasswordRules, hashPassword } from './passwords.ts'
import { endSessionsOf } from './sessions.ts'

/** Sets a new password (spec §5 rules) and ends every other session of the account. */
export async function setOwnPassword(
  db: Db,
  actor: Actor & { accountId: string },
  input: { password: string; confirm?: string; keepTokenHash?: string | null },
  now: number,
): Promise<void> {
  assertPasswordRules(input.password, input.confirm)
  const passwordHash = await hashPassword(input.password)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where('id', '=', actor.accountId)
      .execute()
    await endSessionsOf(trx, actor.accountId, input.keepTokenHash ?? undefined)
    await clearFailures(trx, loginKey(actor.loginname))
    await recordChange(trx, actor, now, {
      objectType: 'account',
      objectId: actor.accountId,
      action: 'password',
    })
  })
}

/**
 * Runs a secret check (old password, security answers) under the login lockout of `key`: a wrong
 * answer counts towards the lock (1005) and answers `wrongCode`; a right one clears the count.
 */
export function guardedCheck(
  db: Db,
  key: string,
  now: number,
  policy: LockPolicy,
  wrongCode: number,
  check: () => Promise<boolean>,
): Promise<void> {
  return guarded(db, [{ key, policy, clearOnSuccess: true }], now, wrongCode, check)
}
