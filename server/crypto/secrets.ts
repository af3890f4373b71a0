// Random tokens and digests: session tokens are 256 random bits, stored only as their sha-256.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex')

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url')

export const randomDigits = (length: number): string =>
  Array.from({ length }, () => String(randomInt(10))).join('')

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
