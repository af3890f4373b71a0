// Password storage (argon2id, the @node-rs/argon2 default) and the password rules of platform
// spec §5 (core/validation), enforced on the server whatever the browser checked.
import { hash, verify } from '@node-rs/argon2'
import { Code } from '../../core/i18n/codes.ts'
import { passwordConfirm, password as passwordReason } from '../../core/validation/password.ts'
import { randomToken } from '../crypto/secrets.ts'
import { fail } from '../http/api-error.ts'

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

/** Spec §5 through core/validation: 10001 naming the broken rule's reason key. */
export function assertPasswordRules(value: string, confirm?: string): void {
  const reason = passwordReason(value) ?? (confirm === undefined ? null : passwordConfirm(value, confirm))
  if (reason) fail(Code.paramInvalid, { field: 'password', reason: reason.key, params: reason.params ?? {} })
}
