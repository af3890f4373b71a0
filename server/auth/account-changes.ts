// Changes a user makes to their own credentials, shared by account security and password recovery.

import { Code } from '../../core/i18n/codes.ts'
import { fail } from '../http/api-error.ts'
import { type Actor, recordChange } from '../oplog/record.ts'
import type { Db } from '../storage/db.ts'
import { clearFailures, countFailure, lockOf, retryData } from './lockout.ts'
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
    await clearFailures(trx, actor.loginname)
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
export async function guardedCheck(
  db: Db,
  key: string,
  now: number,
  policy: { maxAttempts: number; lockMs: number },
  wrongCode: number,
  check: () => Promise<boolean>,
): Promise<void> {
  const lock = await lockOf(db, key, now)
  if (lock) fail(Code.tooManyAttempts, retryData(lock.lockedUntil, now))
  if (await check()) {
    await clearFailures(db, key)
    return
  }
  const { remaining, lockedUntil } = await countFailure(db, key, now, policy)
  if (lockedUntil) fail(Code.tooManyAttempts, retryData(lockedUntil, now))
  fail(wrongCode, { remainingAttempts: remaining })
}
