// Counters of wrong answers to a secret, a row of `login_attempts` per key: the login lockout and the
// guess limits on short secrets (guess-limit.ts). After `maxAttempts` wrong answers in a row for a key
// (each within `lockMs` of the one before) the key is locked for `lockMs` (1005 with the retry time).
// Login keys are login names, counted known or not so names cannot be probed; every other key holds a
// ':', and a login name that holds one is counted under `login:…` (loginKey), so the two never meet.
//
// An attempt is reserved before its secret is checked, in one upsert that answers the new count, and
// taken back when the answer was right: parallel requests cannot all pass a "locked?" read before any
// of them counts, so at most `maxAttempts` answers per key are checked in a lock period.
import { sql } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'

export interface LockPolicy {
  maxAttempts: number
  lockMs: number
}

export interface Counter {
  key: string
  policy: LockPolicy
  /** a right answer deletes the count (a login, one account's tries at one target); else it only takes its own try back */
  clearOnSuccess?: boolean
}

/** The counter key of a login name (see the top of this file). */
export const loginKey = (loginname: string): string =>
  loginname.includes(':') ? `login:${loginname}` : loginname

interface Reserved {
  counter: Counter
  failedCount: number
  lockedUntil: number
}

/**
 * Counts one try. While the key is locked the count only grows (the lock stays as it is); a series
 * older than one lock period, or one that ended in a lock now over, starts again at 1; the try that
 * reaches `maxAttempts` sets the lock. The try may be checked only when the answered count is at most
 * `maxAttempts`.
 */
async function reserve(db: Db, counter: Counter, now: number): Promise<Reserved> {
  const { key, policy } = counter
  const count = sql.ref('loginAttempts.failedCount')
  const last = sql.ref('loginAttempts.lastFailedAt')
  const until = sql.ref('loginAttempts.lockedUntil')
  const locked = sql`(${until} > ${now})`
  const fresh = sql`(${last} < ${now - policy.lockMs} or (${until} > 0 and ${until} <= ${now}))`
  const next = sql<number>`case when not ${locked} and ${fresh} then 1 else ${count} + 1 end`
  const lockAt = now + policy.lockMs
  const row = await db
    .insertInto('loginAttempts')
    .values({
      loginname: key,
      failedCount: 1,
      lastFailedAt: now,
      lockedUntil: policy.maxAttempts <= 1 ? lockAt : 0,
    })
    .onConflict((oc) =>
      oc.column('loginname').doUpdateSet({
        failedCount: next,
        lastFailedAt: sql<number>`case when ${locked} then ${last} else ${now} end`,
        lockedUntil: sql<number>`case when ${locked} then ${until} when ${next} >= ${policy.maxAttempts} then ${lockAt} else 0 end`,
      }),
    )
    .returning(['failedCount', 'lockedUntil'])
    .executeTakeFirstOrThrow()
  return { counter, failedCount: Number(row.failedCount), lockedUntil: Number(row.lockedUntil) }
}

/** Takes a try back that was not a wrong answer; the lock goes when the count falls below the limit. */
async function takeBack(db: Db, { counter }: Reserved): Promise<void> {
  const count = sql.ref('loginAttempts.failedCount')
  const until = sql.ref('loginAttempts.lockedUntil')
  await db
    .updateTable('loginAttempts')
    .set({
      failedCount: sql<number>`case when ${count} > 0 then ${count} - 1 else 0 end`,
      lockedUntil: sql<number>`case when ${count} - 1 >= ${counter.policy.maxAttempts} then ${until} else 0 end`,
    })
    .where('loginname', '=', counter.key)
    .execute()
}

/** The wrong answers a counter holds now: as `reserve` would count them, before this try. */
export async function failuresOf(db: Db, { key, policy }: Counter, now: number): Promise<number> {
  const row = await db
    .selectFrom('loginAttempts')
    .select(['failedCount', 'lastFailedAt', 'lockedUntil'])
    .where('loginname', '=', key)
    .executeTakeFirst()
  if (!row) return 0
  const [count, last, until] = [Number(row.failedCount), Number(row.lastFailedAt), Number(row.lockedUntil)]
  const stale = last < now - policy.lockMs || (until > 0 && until <= now)
  return until > now || !stale ? count : 0
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('loginAttempts').where('loginname', '=', key).execute()
}

/** The data of a 1005 answer: when to retry, as a time and in seconds. */
export const retryData = (lockedUntil: number, now: number) => ({
  retryAt: lockedUntil,
  retryAfterSeconds: Math.ceil((lockedUntil - now) / 1000),
})

export type Attempt = { right: true } | { right: false; remainingAttempts: number }

/**
 * Checks a secret under counters: 1005 (with the retry time) while any of them is locked, whatever the
 * answer; a wrong answer counts on every counter and is 1005 when it locks one, else answers how many
 * wrong answers remain before the first lock; a right one takes its try back on every counter and
 * clears those marked `clearOnSuccess`. A check that throws counts as no try.
 */
export async function attempt(
  db: Db,
  counters: readonly Counter[],
  now: number,
  check: () => Promise<boolean>,
): Promise<Attempt> {
  if (!counters.length) throw new Error('attempt: no counters')
  const reserved: Reserved[] = []
  for (const counter of counters) {
    const r = await reserve(db, counter, now)
    reserved.push(r)
    if (r.failedCount > counter.policy.maxAttempts) {
      for (const each of reserved) await takeBack(db, each)
      fail(Code.tooManyAttempts, retryData(Math.max(r.lockedUntil, now), now))
    }
  }
  let right: boolean
  try {
    right = await check()
  } catch (error) {
    for (const each of reserved) await takeBack(db, each)
    throw error
  }
  if (right) {
    for (const each of reserved)
      await (each.counter.clearOnSuccess ? clearFailures(db, each.counter.key) : takeBack(db, each))
    return { right: true }
  }
  const lockedUntil = Math.max(0, ...reserved.map((r) => r.lockedUntil))
  if (lockedUntil > now) fail(Code.tooManyAttempts, retryData(lockedUntil, now))
  return {
    right: false,
    remainingAttempts: Math.min(...reserved.map((r) => r.counter.policy.maxAttempts - r.failedCount)),
  }
}

/** `attempt`, answering a wrong secret with `wrongCode` and the remaining attempts. */
export async function guarded(
  db: Db,
  counters: readonly Counter[],
  now: number,
  wrongCode: number,
  check: () => Promise<boolean>,
): Promise<void> {
  const result = await attempt(db, counters, now, check)
  if (!result.right) fail(wrongCode, { remainingAttempts: result.remainingAttempts })
}
