// How current a live value is (issue 31): stale after its period plus max(period, 10 s); null is a failed read.
import { describe, expect, it } from 'vitest'
import { freshnessOf, staleAfterMs } from '../../../core/binding/freshness.ts'

describe('value freshness', () => {
  it('allows a period and a margin of at least 10 s', () => {
    expect(staleAfterMs(5)).toBe(15_000)
    expect(staleAfterMs(60)).toBe(120_000)
    expect(staleAfterMs(0)).toBe(11_000)
  })

  it('tells fresh, stale and bad values apart', () => {
    const now = 1_000_000
    expect(freshnessOf(undefined, now, 5)).toBeUndefined()
    expect(freshnessOf({ value: 1, time: now - 15_000 }, now, 5)).toBe('fresh')
    expect(freshnessOf({ value: 1, time: now - 15_001 }, now, 5)).toBe('stale')
    expect(freshnessOf({ value: null, time: now }, now, 5)).toBe('bad')
  })
})
