// Sessions: a random 256-bit token in an HttpOnly SameSite=Lax cookie; the table keeps only its
// sha-256. A session expires after `sessionTtlMs` without use; logout and disabling delete it.

import type { Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import { randomToken, sha256Hex } from '../crypto/secrets.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { unlessStorageFailure } from '../storage/errors.ts'
import type { AccountTable } from '../storage/tables/org.ts'

/** Write the sliding expiry at most this often: a read-mostly API should not write on every call. */
const TOUCH_INTERVAL_MS = 60_000

export async function createSession(
  db: Db,
  account: { id: string; orgId: string },
  now: number,
  ttlMs: number,
) {
  const token = randomToken(32)
  await db
    .insertInto('sessions')
    .values({
      tokenHash: sha256Hex(token),
      accountId: account.id,
      orgId: account.orgId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + ttlMs,
    })
    .execute()
  return token
}

/** The account behind a session token: 1006 when there is none, 1010 when it expired. */
export async function accountOfSession(
  db: Db,
  token: string | undefined,
  now: number,
  ttlMs: number,
): Promise<{ account: Selectable<AccountTable>; tokenHash: string }> {
  if (!token) fail(Code.sessionInvalid)
  const tokenHash = sha256Hex(token)
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst()
  if (!session) fail(Code.sessionInvalid)
  if (session.expiresAt <= now) {
    await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute()
    fail(Code.sessionInvalid2)
  }
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', session.accountId)
    .executeTakeFirst()
  if (!account || account.disabled) fail(Code.sessionInvalid2)
  if (now - session.lastSeenAt >= TOUCH_INTERVAL_MS) {
    // a database that cannot write (disk full) keeps the session as it was: reads go on being served
    await db
      .updateTable('sessions')
      .set({ lastSeenAt: now, expiresAt: now + ttlMs })
      .where('tokenHash', '=', tokenHash)
      .execute()
      .catch(unlessStorageFailure)
  }
  return { account, tokenHash }
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute()
}

/** Ends every session of an account, but the one given (a password change keeps its own session). */
export async function endSessionsOf(db: Db, accountId: string, keepTokenHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('accountId', '=', accountId)
  if (keepTokenHash) query = query.where('tokenHash', '!=', keepTokenHash)
  await query.execute()
}
