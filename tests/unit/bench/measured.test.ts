// The benches' shared guard (tests/bench/fixtures/measured.ts): a bench that measured no values is no
// figure, and a wait on values the platform dropped ends in an error instead of hanging.
import { describe, expect, it } from 'vitest'
import { nothingMeasured, untilReached } from '../../bench/fixtures/measured.ts'

describe('bench guard', () => {
  it.each([
    [undefined, 'answered no count of the values it measured'],
    [{}, 'answered no count of the values it measured'],
    [{ values: 0 }, 'measured 0 values'],
    [{ values: Number.NaN }, 'measured NaN values'],
  ])('fails a bench answering %o', (answer, why) => {
    expect(nothingMeasured(answer)).toBe(why)
  })

  it('passes a bench that measured values', () => {
    expect(nothingMeasured({ values: 6_350 })).toBeUndefined()
  })

  it('waits until the count is reached', async () => {
    let n = 0
    const timer = setInterval(() => n++, 1)
    await untilReached('values', () => n, 5)
    clearInterval(timer)
    expect(n).toBeGreaterThanOrEqual(5)
  })

  it('fails, rather than hang, when the count stops moving', async () => {
    await expect(untilReached('values taken', () => 3, 500, 50)).rejects.toThrow(
      'values taken: stuck at 3 of 500',
    )
  })
})
