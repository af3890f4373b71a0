// Limits on guessing login passwords beyond the per-name lockout (lockout.ts): wrong logins count per
// client address too (server/http/client-address.ts), so trying one password on many names from one
// place is seen. From `captchaAfter` wrong logins an address must answer the image captcha
// (captcha.ts) before its password is checked; at `maxAttempts` it is refused (1005) for a while.
import { Code } from '../../core/i18n/codes.ts'
import type { CaptchaFields } from '../../schemas/api/user.ts'
import type { AppConfig } from '../config.ts'
import { fail } from '../http/api-error.ts'
import { addressGroup } from '../http/client-address.ts'
import { dictInteger } from '../params/dictionary.ts'
import type { Services } from '../services.ts'
import { attempt, type Counter, failuresOf, loginKey } from './lockout.ts'

/** The counter of wrong logins from `ip`'s address group; a right login takes its try back, no more. */
export const addressCounter = (ip: string, { maxAttempts, lockMs }: AppConfig['addressLimit']): Counter => ({
  key: `ip:${addressGroup(ip)}`,
  policy: { maxAttempts, lockMs },
})

/** Whether the address must answer a captcha now: captchas are drawn and it has enough wrong logins. */
async function captchaAsked(s: Services, address: Counter, now: number): Promise<boolean> {
  if (!s.captchas) return false
  const after = await dictInteger(s.db, 'login.captchaAfter', s.config.addressLimit.captchaAfter)
  return (await failuresOf(s.db, address, now)) >= after
}

/** 1003 with `captchaRequired` unless the captcha is answered right (spending it); nothing when captchas are off. */
export function requireCaptcha(s: Services, fields: CaptchaFields, now: number): void {
  if (s.captchas && !s.captchas.check(fields.captchaKey, fields.captcha, now))
    fail(Code.verifyCodeWrong, { captchaRequired: true })
}

export interface LoginTry {
  /** the trimmed login name, counted whether it exists or not */
  name: string
  /** the client's address (`req.ip`) */
  ip: string
  captcha: CaptchaFields
  now: number
}

/**
 * Checks a password under the per-name and per-address counters: the captcha first when the address
 * owes one; a wrong password is 1001 with the remaining attempts and whether the next try needs the
 * captcha; 1005 when either counter is locked.
 */
export async function guardedLogin(s: Services, t: LoginTry, check: () => Promise<boolean>): Promise<void> {
  const address = addressCounter(t.ip, s.config.addressLimit)
  if (await captchaAsked(s, address, t.now)) requireCaptcha(s, t.captcha, t.now)
  const name: Counter = { key: loginKey(t.name), policy: s.config.lockout, clearOnSuccess: true }
  const result = await attempt(s.db, [name, address], t.now, check)
  if (!result.right)
    fail(Code.wrongCredentials, {
      remainingAttempts: result.remainingAttempts,
      captchaRequired: await captchaAsked(s, address, t.now),
    })
}
