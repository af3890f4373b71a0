// A gateway's secrets at rest (its verification code and MQTT credential): argon2id, the account passwords'
// hash (auth/passwords.ts), of sha256(SN:secret). A code has 10^6 values, so an unsalted digest gave every
// code of a database copy back in under a second; the salted, memory-hard hash costs that copy a KDF per
// guess per gateway. The inner digest is what rows held before migration 0024, which wrapped them without
// knowing the codes. Every hash runs in a KDF slot (auth/kdf-slots.ts).
import { inKdfSlot } from '../auth/kdf-slots.ts'
import { hashPassword, verifyDecoy, verifyPassword } from '../auth/passwords.ts'
import { sha256Hex } from '../crypto/secrets.ts'

const digest = (sn: string, secret: string) => sha256Hex(`${sn}:${secret}`)

/** What a gateway row stores for a secret (code or credential). */
export const hashGatewaySecret = (sn: string, secret: string): Promise<string> =>
  inKdfSlot(() => hashPassword(digest(sn, secret)))

/**
 * Whether `secret` is the one `stored` holds (constant time, in argon2's verify). Without a stored hash
 * (an unknown SN) the answer is false at the cost of a real check, so timing does not tell which SNs exist.
 */
export const gatewaySecretMatches = (
  stored: string | undefined,
  sn: string,
  secret: string,
): Promise<boolean> =>
  inKdfSlot(() =>
    stored === undefined ? verifyDecoy(digest(sn, secret)) : verifyPassword(stored, digest(sn, secret)),
  )
