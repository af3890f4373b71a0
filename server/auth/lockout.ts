// Login lockout: after `maxAttempts` wrong passwords in a row for a login name, it is locked for
// `lockMs` (1005 with the retry time). Counted per name, known or not, so names cannot be probed.
import type { Db } from '../storage/db.ts'

export interface LockState {
  lockedUntil: number
}

export async function lockOf(db: Db, loginname: string, now: number): Promise<LockState | null> {
  const row = await db
    .selectFrom('loginAttempts')
    .selectAll()
    .where('loginname', '=', loginname)
    .executeTakeFirst()
  return row && row.lockedUntil > now ? { lockedUntil: row.lockedUntil } : null
}

/** Counts a wrong password; answers how many tries remain, 0 when this one locked the name. */
export async function countFailure(
  db: Db,
  loginname: string,
  now: number,
  policy: { maxAttempts: number; lockMs: number },
): Promise<{ remaining: number; lockedUntil: number }> {
  const row = await db
    .selectFrom('loginAttempts')
    .selectAll()
    .where('loginname', '=', loginname)
    .executeTakeFirst()
  // A series older than one lock period, or one that ended in a lock now over, starts again.
  const fresh =
    !row || now - row.lastFailedAt > policy.lockMs || (row.lockedUntil > 0 && row.lockedUntil <= now)
  const failedCount = fresh ? 1 : row.failedCount + 1
  const lockedUntil = failedCount >= policy.maxAttempts ? now + policy.lockMs : 0
  await db
    .insertInto('loginAttempts')
    .values({ loginname, failedCount, lastFailedAt: now, lockedUntil })
    .onConflict((oc) => oc.column('loginname').doUpdateSet({ failedCount, lastFailedAt: now, lockedUntil }))
    .execute()
  return { remaining: Math.max(0, policy.maxAttempts - failedCount), lockedUntil }
}

export async function clearFailures(db: Db, loginname: string): Promise<void> {
  await db.deleteFrom('loginAttempts').where('loginname', '=', loginname).execute()
}

/** The data of a 1005 answer: when to retry, as a time and in seconds. */
export const retryData = (lockedUntil: number, now: number) => ({
  retryAt: lockedUntil,
  retryAfterSeconds: Math.ceil((lockedUntil - now) / 1000),
})
