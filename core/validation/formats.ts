// Identifier and address formats of platform spec §5.
// Decisions: phone numbers are mainland China mobiles (1[3-9] and 9 digits) or international
// numbers in E.164 form (+, country code, up to 15 digits), written without separators.
// IP accepts IPv4 and IPv6 (`ipv4` for fields that take only v4). Website addresses need http(s)://.
// E-mail and IP use the same ajv formats as the server's body schemas, so both sides agree; the login
// name is checked against the account calls' own schema.
import { Loginname } from '../../schemas/api/account.ts'
import { validatorOf } from '../../schemas/validate.ts'
import type { ValidationKey } from './keys.ts'
import { MQTT_TOPIC_MAX, SN_DIGITS, VERIFY_CODE_DIGITS } from './limits.ts'
import { type Check, fail } from './reason.ts'
import { charCount, toText } from './text.ts'

const matching =
  (pattern: RegExp, name: ValidationKey, params?: Record<string, unknown>): Check =>
  (value) =>
    pattern.test(toText(value)) ? null : fail(name, params)

export const sn = matching(new RegExp(`^\\d{${SN_DIGITS}}$`), 'sn', { digits: SN_DIGITS })
export const verifyCode = matching(new RegExp(`^\\d{${VERIFY_CODE_DIGITS}}$`), 'verifyCode', {
  digits: VERIFY_CODE_DIGITS,
})
/** Letters, digits and underscore, not starting with a digit (ASCII only). */
export const variableName = matching(/^[A-Za-z_]\w*$/, 'variableName')
/** A bit address takes only 0 or 1. */
export const bitValue: Check = (value) => (/^[01]$/.test(toText(value).trim()) ? null : fail('bitValue'))

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/
const E164 = /^\+[1-9]\d{6,14}$/
export const phone: Check = (value) => {
  const text = toText(value)
  return MAINLAND_MOBILE.test(text) || E164.test(text) ? null : fail('phone')
}

const formatCheck = (format: string) => {
  const schema = { type: 'string', format }
  return (text: string) => validatorOf(schema)(text) as boolean
}
const isEmail = formatCheck('email')
const isIpv4 = formatCheck('ipv4')
const isIpv6 = formatCheck('ipv6')

export const email: Check = (value) => (isEmail(toText(value)) ? null : fail('email'))
/** A login name as the account calls take it (schemas/api/account.ts Loginname). */
export const loginname: Check = (value) =>
  validatorOf(Loginname)(toText(value).trim()) ? null : fail('loginname')
export const ipv4: Check = (value) => (isIpv4(toText(value)) ? null : fail('ip'))
export const ip: Check = (value) => {
  const text = toText(value)
  return isIpv4(text) || isIpv6(text) ? null : fail('ip')
}

/** An http or https address with a host. */
export const url: Check = (value) => {
  const text = toText(value)
  if (/\s/.test(text)) return fail('url')
  try {
    const parsed = new URL(text)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== ''
      ? null
      : fail('url')
  } catch {
    return fail('url')
  }
}

/**
 * MQTT subscribe topic: at most 200 characters and a valid topic filter (MQTT 3.1.1 §4.7):
 * not empty, no NUL, `+` fills a whole level, `#` fills the last level.
 */
export const mqttTopic: Check = (value) => {
  const text = toText(value)
  if (charCount(text) > MQTT_TOPIC_MAX) return fail('maxLength', { max: MQTT_TOPIC_MAX })
  const levels = text.split('/')
  const valid =
    text !== '' &&
    !text.includes('\u0000') &&
    levels.every(
      (level, i) =>
        (!level.includes('#') || (level === '#' && i === levels.length - 1)) &&
        (!level.includes('+') || level === '+'),
    )
  return valid ? null : fail('mqttTopic')
}
