// Variable limits (platform spec §5): upper write limit above the lower, upper reading limit above
// the lower, a written value within the write bounds. A limit left empty is not checked here, nor is
// one that is not a number (the `number` rule refuses those on their own fields).
import { toNumber } from './generic.ts'
import { fail, type Reason } from './reason.ts'
import { isEmpty } from './text.ts'

const given = (value: unknown): number | null => (isEmpty(value) ? null : toNumber(value))

const above = (lower: unknown, upper: unknown): boolean => {
  const lo = given(lower)
  const hi = given(upper)
  return lo === null || hi === null || hi > lo
}

export const writeLimits = (lower: unknown, upper: unknown): Reason | null =>
  above(lower, upper) ? null : fail('writeLimitOrder')

export const readLimits = (lower: unknown, upper: unknown): Reason | null =>
  above(lower, upper) ? null : fail('readLimitOrder')

/** The value must be a number from the lower to the upper write limit, both inclusive. */
export function withinWriteBounds(value: unknown, lower: unknown, upper: unknown): Reason | null {
  const n = toNumber(value)
  if (n === null) return fail('number')
  const lo = given(lower)
  const hi = given(upper)
  if ((lo !== null && n < lo) || (hi !== null && n > hi))
    return fail('writeOutOfBounds', { min: lo ?? '-∞', max: hi ?? '∞' })
  return null
}
