// The hardware lock check (platform spec §7): `user/random` hands the session a fresh challenge, the
// browser has the local lock service sign it, and `user/validLockCert` verifies the signature against
// the account's lock public key (`accounts.public_key`). Challenges are rows of `verification_codes`
// (purpose `lock`, target the session's token hash; `secret_hash` holds the challenge itself: it is
// sent in clear and only the lock's private key can answer it). Each is valid LOCK_RANDOM_TTL_MS and
// answers once.
import {
  createHash,
  createPublicKey,
  type KeyObject,
  randomBytes,
  verify,
  X509Certificate,
} from 'node:crypto'
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'

/** Random bytes of a challenge; it travels as their hex (64 characters). */
export const LOCK_RANDOM_BYTES = 32
export const LOCK_RANDOM_TTL_MS = 2 * 60_000
/** Challenges a session may hold at once (one per open tab in practice); older ones are dropped. */
export const LOCK_RANDOMS_PER_SESSION = 8
/** The smallest RSA modulus a lock key may have. */
export const LOCK_RSA_MIN_BITS = 2048

const PURPOSE = 'lock'
const CHANNEL = 'session'
const PEM_LABELS = new Set(['PUBLIC KEY', 'RSA PUBLIC KEY', 'CERTIFICATE'])

function acceptable(key: KeyObject): boolean {
  const details = key.asymmetricKeyDetails
  if (key.asymmetricKeyType === 'rsa') return (details?.modulusLength ?? 0) >= LOCK_RSA_MIN_BITS
  if (key.asymmetricKeyType === 'ec') return details?.namedCurve === 'prime256v1'
  return false
}

function parseDer(der: Buffer): KeyObject | null {
  try {
    return createPublicKey({ key: der, format: 'der', type: 'spki' })
  } catch {}
  try {
    return new X509Certificate(der).publicKey
  } catch {
    return null
  }
}

/**
 * A lock public key from what an administrator pastes or uploads: PEM (`PUBLIC KEY`, `RSA PUBLIC KEY`
 * or an X.509 `CERTIFICATE`) or base64 DER (SPKI or certificate). Only RSA of 2048 bits or more and EC
 * P-256 keys; never a private key. Null when the text is none of these.
 */
export function parseLockPublicKey(text: string): KeyObject | null {
  const trimmed = text.trim()
  if (!trimmed || /PRIVATE KEY/.test(trimmed)) return null
  let key: KeyObject | null = null
  if (trimmed.startsWith('-----BEGIN ')) {
    const label = /^-----BEGIN ([A-Z0-9 ]+)-----/.exec(trimmed)?.[1]
    if (!label || !PEM_LABELS.has(label)) return null
    try {
      key = label === 'CERTIFICATE' ? new X509Certificate(trimmed).publicKey : createPublicKey(trimmed)
    } catch {
      return null
    }
  } else {
    const compact = trimmed.replace(/\s+/g, '')
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null
    key = parseDer(Buffer.from(compact, 'base64'))
  }
  return key && key.type === 'public' && acceptable(key) ? key : null
}

/** How a lock key is stored: SPKI PEM, whatever form it came in. */
export const lockKeyPem = (key: KeyObject): string => key.export({ type: 'spki', format: 'pem' }).toString()

/** sha-256 of the key's SPKI DER, hex: names a key in the operation log without its text. */
export const lockKeyFingerprint = (stored: string | null): string | null => {
  const key = stored ? parseLockPublicKey(stored) : null
  return key
    ? createHash('sha256')
        .update(key.export({ type: 'spki', format: 'der' }))
        .digest('hex')
    : null
}

/** The signature's bytes as base64 (standard or URL-safe) and as hex, when it reads as either. */
function signatureCandidates(verifyData: string): Buffer[] {
  const text = verifyData.trim()
  const found: Buffer[] = []
  if (/^(?:[0-9a-fA-F]{2})+$/.test(text)) found.push(Buffer.from(text, 'hex'))
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) {
    found.push(Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64'))
  }
  return found.filter((b) => b.length > 0)
}

/**
 * Whether `verifyData` signs `random` (its UTF-8 text) with the private half of `key`: RSA PKCS#1
 * v1.5 with SHA-256, or ECDSA P-256 with SHA-256 (DER or IEEE P1363 r‖s signature).
 */
export function verifyLockSignature(key: KeyObject, random: string, verifyData: string): boolean {
  const data = Buffer.from(random, 'utf8')
  const forms =
    key.asymmetricKeyType === 'ec'
      ? [
          { key, dsaEncoding: 'der' as const },
          { key, dsaEncoding: 'ieee-p1363' as const },
        ]
      : [{ key }]
  for (const signature of signatureCandidates(verifyData)) {
    for (const form of forms) {
      try {
        if (verify('sha256', data, form, signature)) return true
      } catch {}
    }
  }
  return false
}

const lockRows = (db: Db) => db.selectFrom('verificationCodes').where('purpose', '=', PURPOSE)

/** A fresh challenge for the session; expired challenges of every session are dropped on the way. */
export async function issueLockRandom(
  db: Db,
  owner: { accountId: string; orgId: string; tokenHash: string },
  now: number,
): Promise<string> {
  const random = randomBytes(LOCK_RANDOM_BYTES).toString('hex')
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('verificationCodes')
      .where('purpose', '=', PURPOSE)
      .where('expiresAt', '<=', now)
      .execute()
    const held = await lockRows(trx)
      .select('id')
      .where('target', '=', owner.tokenHash)
      .orderBy('id', 'desc')
      .execute()
    const dropped = held.slice(LOCK_RANDOMS_PER_SESSION - 1).map((r) => r.id)
    if (dropped.length) await trx.deleteFrom('verificationCodes').where('id', 'in', dropped).execute()
    await trx
      .insertInto('verificationCodes')
      .values({
        id: sortableId(now),
        accountId: owner.accountId,
        orgId: owner.orgId,
        purpose: PURPOSE,
        channel: CHANNEL,
        target: owner.tokenHash,
        secretHash: random,
        attempts: 0,
        expiresAt: now + LOCK_RANDOM_TTL_MS,
        consumedAt: null,
        createdAt: now,
      })
      .execute()
  })
  return random
}

/**
 * Spends the session's outstanding challenge that `verifyData` signs with `key`. False when there is
 * none (missing, expired, used) or no key; the caller then ends the session.
 */
export async function spendLockRandom(
  db: Db,
  tokenHash: string,
  key: KeyObject | null,
  verifyData: string,
  now: number,
): Promise<boolean> {
  if (!key) return false
  const held = await lockRows(db)
    .select(['id', 'secretHash'])
    .where('target', '=', tokenHash)
    .where('expiresAt', '>', now)
    .orderBy('id', 'desc')
    .execute()
  const match = held.find((row) => verifyLockSignature(key, row.secretHash, verifyData))
  if (!match) return false
  // Deleting is the spending: of two calls racing with one signature, only one deletes the row.
  const spent = await db.deleteFrom('verificationCodes').where('id', '=', match.id).executeTakeFirst()
  return Number(spent.numDeletedRows) === 1
}

/** Drops every challenge of a session (its lock check failed, or it ended). */
export async function dropLockRandoms(db: Db, tokenHash: string): Promise<void> {
  await db
    .deleteFrom('verificationCodes')
    .where('purpose', '=', PURPOSE)
    .where('target', '=', tokenHash)
    .execute()
}
