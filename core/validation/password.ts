// Password rules of platform spec §5.
// Decision: a login password may contain only the four classes (digits, upper case, lower case and
// the specials _!@#$%^&*()?); anything else, spaces and letters with accents included, is refused,
// emoji with their own message. A "simple repeat" is one character three times in a row (see text.ts).
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SPECIALS, SHARE_PASSWORD_MIN } from './limits.ts'
import { type Check, fail, type Reason } from './reason.ts'
import { charCount, hasSimpleRepeat, toText } from './text.ts'

const CLASSES = [/\d/, /[A-Z]/, /[a-z]/, /[_!@#$%^&*()?]/]
const ALLOWED = /^[0-9A-Za-z_!@#$%^&*()?]*$/
/** Pictographs, flags and the emoji presentation selectors (digits, # and * alone are not emoji). */
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{20E3}/u
const REQUIRED_CLASSES = 3

export const password: Check = (value) => {
  const text = toText(value)
  const n = charCount(text)
  if (n < PASSWORD_MIN || n > PASSWORD_MAX)
    return fail('passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX })
  if (EMOJI.test(text)) return fail('passwordEmoji')
  if (!ALLOWED.test(text)) return fail('passwordCharset', { specials: PASSWORD_SPECIALS })
  if (CLASSES.filter((c) => c.test(text)).length < REQUIRED_CLASSES) return fail('passwordClasses')
  if (hasSimpleRepeat(text)) return fail('passwordRepeat')
  return null
}

/** The confirmation must repeat the password exactly. */
export const passwordConfirm = (passwordValue: unknown, confirmation: unknown): Reason | null =>
  toText(passwordValue) === toText(confirmation) ? null : fail('passwordMismatch')

/** Page password entry (both specs): no commas (ASCII or full-width) and no white space of any kind. */
export const pagePassword: Check = (value) => {
  const text = toText(value)
  if (/[,，]/.test(text)) return fail('noComma')
  if (/\s/.test(text)) return fail('noSpace')
  return null
}

const SHARE_PASSWORD = new RegExp(`^[A-Za-z0-9]{${SHARE_PASSWORD_MIN},}$`)

/** Share password: at least 4 ASCII letters or digits, nothing else. */
export const sharePassword: Check = (value) =>
  SHARE_PASSWORD.test(toText(value)) ? null : fail('sharePassword', { min: SHARE_PASSWORD_MIN })
