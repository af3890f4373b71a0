// Limits on guessing short secrets other than the login password: a gateway's 6-digit verification
// code (binding by SN and code, spec §5) and page passwords. A wrong answer counts three times over —
// for the caller at that target, for the target whatever the caller, and for the caller whatever the
// target — and once any of them reaches its limit, every try on it is refused with 1005 (spec §8 "too
// many wrong attempts", with the retry time) until its window has passed, even a right one: otherwise
// guessing would simply go on. A right answer clears the caller's count at that target and takes its
// own try back from the other two. Counts live in the database (`login_attempts`, lockout.ts), so they
// hold across restarts and across server instances. server/routes/README.md "Guess limits" documents
// the numbers.
import type { Db } from '../storage/db.ts'
import { type Attempt, attempt, type Counter, guarded, type LockPolicy } from './lockout.ts'

/** How long wrong answers are remembered, and how long a limit, once reached, refuses every try. */
export const GUESS_WINDOW_MS = 15 * 60 * 1000

export const GUESS_LIMITS = {
  /** wrong answers of one account for one target (an SN, a page) */
  perAccountAndTarget: 5,
  /** wrong answers for one target from all accounts together: guessing spread over accounts */
  perTarget: 20,
  /** wrong answers of one account over all targets of one kind: trying many SNs or pages in turn */
  perAccount: 20,
} as const

/** The secrets under guess limits; each kind counts apart. */
export type GuessKind = 'gatewayCode' | 'pagePassword' | 'sharePassword'

const policy = (maxAttempts: number): LockPolicy => ({ maxAttempts, lockMs: GUESS_WINDOW_MS })

/**
 * The counters of one try: `target` names the secret (an SN, a page id), `accountId` the caller. Both
 * are escaped, so no ':' of theirs can make one key look like another.
 */
export function guessCounters(kind: GuessKind, target: string, accountId: string): Counter[] {
  const t = encodeURIComponent(target)
  const a = encodeURIComponent(accountId)
  return [
    {
      key: `guess:${kind}:t:${t}:a:${a}`,
      policy: policy(GUESS_LIMITS.perAccountAndTarget),
      clearOnSuccess: true,
    },
    { key: `guess:${kind}:t:${t}`, policy: policy(GUESS_LIMITS.perTarget) },
    { key: `guess:${kind}:a:${a}`, policy: policy(GUESS_LIMITS.perAccount) },
  ]
}

export interface Guess {
  kind: GuessKind
  target: string
  accountId: string
  now: number
}

/** Checks a guess under the limits; answers whether it was right (1005 when refused, or when it locks). */
export const tryGuess = (db: Db, g: Guess, check: () => Promise<boolean>): Promise<Attempt> =>
  attempt(db, guessCounters(g.kind, g.target, g.accountId), g.now, check)

/** Checks a guess under the limits; a wrong one is `wrongCode` with `data.remainingAttempts`; 1005 as above. */
export const guardGuess = (
  db: Db,
  g: Guess,
  wrongCode: number,
  check: () => Promise<boolean>,
): Promise<void> => guarded(db, guessCounters(g.kind, g.target, g.accountId), g.now, wrongCode, check)
