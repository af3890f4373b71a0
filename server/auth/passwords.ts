// Password storage (argon2id, the @node-rs/argon2 default) and the password rules of platform
// spec §5, enforced on the server whatever the browser checked.
import { hash, verify } from '@node-rs/argon2'
import { Code } from '../../core/i18n/codes.ts'
import { fail } from '../http/api-error.ts'
import { randomToken } from './secrets.ts'

export const hashPassword = (password: string): Promise<string> => hash(password)

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let decoy: Promise<string> | undefined

/** Checks a password against an unknown account at the cost of a real check, so timing tells nothing. */
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hash(randomToken())
  await verifyPassword(await decoy, password)
  return false
}

export type PasswordRule = 'length' | 'classes' | 'emoji' | 'repeat' | 'confirm'

const CLASSES = [/[0-9]/, /[A-Z]/, /[a-z]/, /[_!@#$%^&*()?]/]

/** The first rule of spec §5 a password breaks, or null. */
export function brokenPasswordRule(password: string, confirm?: string): PasswordRule | null {
  if (/\p{Extended_Pictographic}/u.test(password)) return 'emoji'
  const length = [...password].length
  if (length < 8 || length > 15) return 'length'
  if (CLASSES.filter((re) => re.test(password)).length < 3) return 'classes'
  // "simple repeats such as 111 or aaabbb": a character three times in a row.
  if (/(.)\1\1/u.test(password)) return 'repeat'
  if (confirm !== undefined && confirm !== password) return 'confirm'
  return null
}

export function assertPasswordRules(password: string, confirm?: string): void {
  const rule = brokenPasswordRule(password, confirm)
  if (rule) fail(Code.paramInvalid, { field: 'password', rule })
}
