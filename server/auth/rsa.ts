// The server's RSA key pair for the encrypted login: made once, kept in server_secrets, so every
// instance on the same database agrees. RSA-OAEP with SHA-256, what WebCrypto's RSA-OAEP does.
import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto'
import type { PublicKeyAnswer } from '../../schemas/api/user.ts'
import type { Db } from '../storage/db.ts'

const SECRET_NAME = 'login_rsa_private_key'

export interface ServerKeys {
  readonly publicKey: PublicKeyAnswer
  /** Decrypts a base64 ciphertext; null when it is not one made with our public key. */
  decrypt(ciphertext: string): string | null
}

async function storedPrivateKey(db: Db, now: number): Promise<string> {
  const existing = await db
    .selectFrom('serverSecrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirst()
  if (existing) return existing.value
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  // Two instances starting together: the first insert wins and both read it back.
  await db
    .insertInto('serverSecrets')
    .values({ name: SECRET_NAME, value: pem, createdAt: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db
    .selectFrom('serverSecrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow()
  return row.value
}

function answerOf(publicKey: KeyObject): PublicKeyAnswer {
  return {
    algorithm: 'RSA-OAEP-256',
    spki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    jwk: { ...publicKey.export({ format: 'jwk' }), alg: 'RSA-OAEP-256', use: 'enc' },
  }
}

export async function loadServerKeys(db: Db, now: number): Promise<ServerKeys> {
  const privateKey = createPrivateKey(await storedPrivateKey(db, now))
  const publicKey = answerOf(createPublicKey(privateKey))
  return {
    publicKey,
    decrypt(ciphertext) {
      try {
        const bytes = Buffer.from(ciphertext, 'base64')
        const plain = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          bytes,
        )
        return plain.toString('utf8')
      } catch {
        return null
      }
    },
  }
}
