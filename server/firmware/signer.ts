// The platform's firmware key (Ed25519): made once, kept in server_secrets like the login key, so every
// instance signs with the same key and a gateway given the public key (`system/firmware/key`) accepts
// packages from any of them. Packages are signed over their bytes at upload.
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto'
import { storedSecret } from '../auth/stored-secret.ts'
import type { Db } from '../storage/db.ts'

const SECRET_NAME = 'firmware_ed25519_private_key'

export interface FirmwareSigner {
  /** PEM, SPKI */
  readonly publicKey: string
  /** base64 signature of the bytes */
  sign(data: Uint8Array): string
}

export async function firmwareSigner(db: Db, now: number): Promise<FirmwareSigner> {
  const pem = await storedSecret(db, SECRET_NAME, now, () =>
    generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  )
  const privateKey = createPrivateKey(pem)
  return {
    publicKey: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
    sign: (data) => sign(null, data, privateKey).toString('base64'),
  }
}
