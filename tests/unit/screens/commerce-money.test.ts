// Money on the commerce screens (issue 33): cents shown as yuan with two decimals, typed yuan read as
// integer cents with no float rounding (0.29 yuan is 29 cents, not 28.999…).
import { describe, expect, it } from 'vitest'
import { centsOf, formatYuan } from '../../../plugins/screens/commerce/money.ts'

describe('commerce money', () => {
  it('formats cents as yuan', () => {
    expect(formatYuan(0)).toBe('0.00')
    expect(formatYuan(5)).toBe('0.05')
    expect(formatYuan(1_234_567)).toBe('12,345.67')
    expect(formatYuan(-1_000)).toBe('-10.00')
    expect(formatYuan(1_000, true)).toBe('+10.00')
  })

  it('reads typed yuan as integer cents', () => {
    expect(centsOf('0.29')).toBe(29)
    expect(centsOf('700')).toBe(70_000)
    expect(centsOf('1.5')).toBe(150)
    expect(centsOf(' 12.34 ')).toBe(1_234)
    for (const bad of ['', '1.234', '-1', '1e3', 'abc', '1,000']) expect(centsOf(bad)).toBeNull()
  })
})
