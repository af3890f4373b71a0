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
import { storedSecret } from './stored-secret.ts'

const SECRET_NAME = 'login_rsa_private_key'

export interface ServerKeys {
  readonly publicKey: PublicKeyAnswer
  /** Decrypts a base64 ciphertext; null when it is not one made with our public key. */
  decrypt(ciphertext: string): string | null
}

const storedPrivateKey = (db: Db, now: number): Promise<string> =>
  storedSecret(db, SECRET_NAME, now, () =>
    generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
  )

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
