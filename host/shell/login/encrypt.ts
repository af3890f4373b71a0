// The encrypted login (platform spec §7 `user/encryptLogin`): loginname and password are each encrypted
// in the browser with the server's RSA public key, RSA-OAEP with SHA-256 (WebCrypto), sent base64.
import type { ApiClient } from '../../../core/api/index.ts'
import { ApiError } from '../../../core/api/index.ts'
import { Code } from '../../../core/i18n/codes.ts'
import { type CaptchaFields, PublicKeyAnswer } from '../../../schemas/api/user.ts'
import { check } from '../../../schemas/validate.ts'

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const

const fromBase64 = (text: string) => new Uint8Array([...atob(text)].map((c) => c.charCodeAt(0)))
const toBase64 = (bytes: ArrayBuffer): string => btoa(String.fromCharCode(...new Uint8Array(bytes)))

export async function importServerKey(answer: PublicKeyAnswer): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(answer.spki), RSA_OAEP, false, ['encrypt'])
}

export async function encryptText(key: CryptoKey, text: string): Promise<string> {
  return toBase64(await crypto.subtle.encrypt(RSA_OAEP, key, new TextEncoder().encode(text)))
}

/** Fetches the key, encrypts both fields and logs in (with the captcha when one is shown); the answer sets the cookie. */
export async function encryptedLogin(
  api: ApiClient,
  loginname: string,
  password: string,
  captcha: CaptchaFields = {},
): Promise<void> {
  const answer = await api.call('user/publicKey')
  if (!check(PublicKeyAnswer, answer).ok) throw new ApiError(Code.unknown, 'malformed public key answer')
  const key = await importServerKey(answer)
  await api.call('user/encryptLogin', {
    loginname: await encryptText(key, loginname),
    password: await encryptText(key, password),
    ...captcha,
  })
}
