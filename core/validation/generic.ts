// The generic rules of platform spec §5: cannot be empty, integer, positive integer, number,
// string length, range min to max, no consecutive repeats, comma lists.
// Each rule means exactly what it says, so an empty value fails a format rule; wrap a rule in
// `optional` for a field that may be left empty.
import { numericValue } from '../binding/numeric.ts'
import { type Check, fail } from './reason.ts'
import { charCount, hasSimpleRepeat, isEmpty, toText } from './text.ts'

export const required: Check = (value) => (isEmpty(value) ? fail('required') : null)

/** Lets an empty value pass and checks anything else. */
export const optional =
  (check: Check): Check =>
  (value) =>
    isEmpty(value) ? null : check(value)

const INTEGER = /^[-+]?\d+$/
const POSITIVE_INTEGER = /^\+?0*[1-9]\d*$/

export const integer: Check = (value) => (INTEGER.test(toText(value).trim()) ? null : fail('integer'))

export const positiveInteger: Check = (value) =>
  POSITIVE_INTEGER.test(toText(value).trim()) ? null : fail('positiveInteger')

/** The number a value holds by the platform's one rule (core/binding/numeric.ts), or null when none. */
export function toNumber(value: unknown): number | null {
  return numericValue(value) ?? null
}

export const number: Check = (value) => (toNumber(value) === null ? fail('number') : null)

export interface LengthBounds {
  min?: number
  max?: number
}

/** Length in characters within the bounds; the reason names only the bounds given. */
export const length =
  ({ min, max }: LengthBounds): Check =>
  (value) => {
    const n = charCount(toText(value))
    const short = min !== undefined && n < min
    const long = max !== undefined && n > max
    if (!short && !long) return null
    if (min !== undefined && max !== undefined) return fail('lengthBetween', { min, max })
    return short ? fail('minLength', { min }) : fail('maxLength', { max })
  }

/** A number from min to max inclusive. */
export const range =
  (min: number, max: number): Check =>
  (value) => {
    const n = toNumber(value)
    if (n === null) return fail('number')
    return n < min || n > max ? fail('range', { min, max }) : null
  }

export const noConsecutiveRepeats: Check = (value) =>
  hasSimpleRepeat(toText(value)) ? fail('consecutiveRepeat') : null

/** Items split on ASCII or full-width commas; none may be blank and each must pass `item`. */
export const commaList =
  (item?: Check): Check =>
  (value) => {
    for (const raw of toText(value).split(/[,，]/)) {
      const text = raw.trim()
      if (text === '' || item?.(text)) return fail('commaList', { item: text })
    }
    return null
  }
