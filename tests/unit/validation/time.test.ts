import { describe, expect, it } from 'vitest'
import { HISTORY_MAX_DAYS, historyRange, timeRange, toTime } from '../../../core/validation/index.ts'
import { expectReason } from './expect-reason.ts'

const DAY = 86_400_000
const T0 = Date.UTC(2024, 0, 1)

describe('toTime', () => {
  it.each([
    [T0, T0],
    [new Date(T0), T0],
    [String(T0), T0],
    ['2024-01-01T00:00:00Z', T0],
    ['2024-01-01 08:00:00+08:00', T0],
    ['2024-01-01 00:00', new Date(2024, 0, 1).getTime()], // local time, like the ISO form
    ['not a date', null],
    ['', null],
    [Number.NaN, null],
    [{}, null],
  ])('%j -> %j', (value, ms) => expect(toTime(value)).toBe(ms))
})

describe('timeRange: required, after 1970, start strictly before end', () => {
  it.each([
    [T0, T0 + 1, null],
    ['2024-01-01 00:00', '2024-01-01 00:01', null],
    [T0, T0 + 400 * DAY, null],
    ['', T0, 'startRequired'],
    [null, T0, 'startRequired'],
    [T0, undefined, 'endRequired'],
    ['yesterday', T0, 'dateInvalid'],
    [0, T0, 'dateBefore1970'],
    ['1969-12-31T00:00:00Z', T0, 'dateBefore1970'],
    [T0, T0, 'startBeforeEnd'],
    [T0 + 1, T0, 'startBeforeEnd'],
  ])('%j .. %j -> %s', (start, end, reason) => expectReason(timeRange(start, end), reason))
})

describe('historyRange: at most 30 days', () => {
  it.each([
    [T0, T0 + HISTORY_MAX_DAYS * DAY, null],
    [T0, T0 + HISTORY_MAX_DAYS * DAY + 1, 'spanTooLong'],
    ['2024-01-01T00:00:00Z', '2024-02-01T00:00:00Z', 'spanTooLong'],
    [T0, T0, 'startBeforeEnd'],
  ])('%j .. %j -> %s', (start, end, reason) => expectReason(historyRange(start, end), reason))

  it('gives the limit', () => {
    expect(historyRange(T0, T0 + 31 * DAY)?.params).toEqual({ days: HISTORY_MAX_DAYS })
  })
})
