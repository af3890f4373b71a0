// API keys (issue 32): the token is `lfk_<id>_<secret>`; the row holds only the argon2id hash of the secret.
// A call finds the row by its id (one primary-key read, so a revoked or expired key stops at once on every
// instance) and pays one slow verify; a success is remembered for a minute as an HMAC of the token under a
// per-process random key, so a busy client does not pay a KDF per call, and a copy of the memory gives no
// token back. Each key has its own rate limit (token bucket).
import { createHmac, randomBytes } from 'node:crypto'
import type { Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import { API_KEY_PREFIX } from '../../schemas/api/api-keys.ts'
import { randomToken, sameText } from '../crypto/secrets.ts'
import { fail, failRateLimited } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { unlessStorageFailure } from '../storage/errors.ts'
import type { ApiKeyTable } from '../storage/tables/api-keys.ts'
import { inKdfSlot } from './kdf-slots.ts'
import { hashPassword, verifyDecoy, verifyPassword } from './passwords.ts'
import { RecentMap } from './recent-map.ts'
import { TokenBuckets } from './token-bucket.ts'

const ID_LENGTH = 16
const TOKEN = new RegExp(`^${API_KEY_PREFIX}([0-9a-f]{${ID_LENGTH}})_([A-Za-z0-9_-]{43})$`)
/** How long a verified token is taken without a new KDF. */
const VERIFIED_TTL_MS = 60_000
/** Write `lastUsedAt` at most this often: a read-mostly client should not write on every call. */
const TOUCH_INTERVAL_MS = 60_000

export type ApiKeyRow = Selectable<ApiKeyTable>

/** A new key's id, token and the hash its row stores. */
export async function newApiKey(): Promise<{ id: string; token: string; secretHash: string }> {
  const id = randomBytes(ID_LENGTH / 2).toString('hex')
  const secret = randomToken(32)
  return {
    id,
    token: `${API_KEY_PREFIX}${id}_${secret}`,
    secretHash: await inKdfSlot(() => hashPassword(secret)),
  }
}

export const keyPrefix = (id: string): string => `${API_KEY_PREFIX}${id}_`

/** The bearer token of a request's Authorization header; undefined without one. */
export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1]
}

export class ApiKeyGate {
  private readonly hmacKey = randomBytes(32)
  private readonly verified = new RecentMap<{ digest: string; until: number }>(10_000)
  private readonly buckets: TokenBuckets

  constructor(
    private readonly db: Db,
    rate: { burst: number; windowMs: number },
  ) {
    this.buckets = new TokenBuckets(rate.burst, rate.windowMs)
  }

  private digest(token: string): string {
    return createHmac('sha256', this.hmacKey).update(token).digest('hex')
  }

  /**
   * The live key row a token names: 1006 for a malformed, unknown or wrong token, 1010 for a revoked or
   * expired key; 90010 with `retryAfterSeconds` past its rate.
   */
  async verify(token: string, now: number): Promise<ApiKeyRow> {
    const match = TOKEN.exec(token)
    if (!match) fail(Code.sessionInvalid)
    const [, id, secret] = match as unknown as [string, string, string]
    const row = await this.db.selectFrom('apiKeys').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) {
      // the same cost as a real check, so timing does not tell which ids exist
      await inKdfSlot(() => verifyDecoy(secret))
      fail(Code.sessionInvalid)
    }
    const digest = this.digest(token)
    const known = this.verified.get(id)
    if (!(known && known.until > now && sameText(known.digest, digest))) {
      if (!(await inKdfSlot(() => verifyPassword(row.secretHash, secret)))) fail(Code.sessionInvalid)
      this.verified.set(id, { digest, until: now + VERIFIED_TTL_MS })
    }
    if (row.revokedAt !== null || (row.expiresAt !== null && row.expiresAt <= now)) fail(Code.sessionInvalid2)
    const waitMs = this.buckets.take(id, now)
    if (waitMs > 0) failRateLimited(Code.tooFrequent, Math.ceil(waitMs / 1000))
    if (row.lastUsedAt === null || now - row.lastUsedAt >= TOUCH_INTERVAL_MS) {
      // a database that cannot write (disk full) goes on serving reads with the old time shown
      await this.db
        .updateTable('apiKeys')
        .set({ lastUsedAt: now })
        .where('id', '=', id)
        .execute()
        .catch(unlessStorageFailure)
    }
    return row
  }

  /** Forgets a revoked key's verified token. */
  forget(id: string): void {
    this.verified.delete(id)
  }
}
