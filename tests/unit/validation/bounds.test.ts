import { describe, expect, it } from 'vitest'
import { readLimits, withinWriteBounds, writeLimits } from '../../../core/validation/index.ts'
import { expectReason } from './expect-reason.ts'

describe('writeLimits and readLimits: upper must exceed lower', () => {
  it.each([
    [0, 100, null],
    ['-5', '5', null],
    ['', '5', null],
    [5, undefined, null],
    [5, 5, 'Order'],
    [10, 1, 'Order'],
    ['1.5', '1.25', 'Order'],
  ])('%j < %j -> %s', (lower, upper, reason) => {
    expectReason(writeLimits(lower, upper), reason && `writeLimit${reason}`)
    expectReason(readLimits(lower, upper), reason && `readLimit${reason}`)
  })
})

describe('withinWriteBounds: inclusive', () => {
  it.each([
    [0, 0, 10, null],
    [10, 0, 10, null],
    ['5.5', '0', '10', null],
    [-1, 0, 10, 'writeOutOfBounds'],
    [10.1, 0, 10, 'writeOutOfBounds'],
    [99, '', 10, 'writeOutOfBounds'],
    [99, 0, '', null],
    ['abc', 0, 10, 'number'],
  ])('%j in [%j, %j] -> %s', (value, lower, upper, reason) =>
    expectReason(withinWriteBounds(value, lower, upper), reason),
  )

  it('names the bounds, open ones as infinity', () => {
    expect(withinWriteBounds(11, 0, 10)?.params).toEqual({ min: 0, max: 10 })
    expect(withinWriteBounds(11, '', 10)?.params).toEqual({ min: '-∞', max: 10 })
  })
})
