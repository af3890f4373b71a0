// Animation rule comparison: numeric when both sides are numeric, string otherwise.
import { describe, expect, it } from 'vitest'
import { compare } from '../../../core/binding/index.ts'
import { type CompareSymbol, SYMBOLS } from '../../../schemas/page.ts'

describe('compare', () => {
  const cases: [CompareSymbol, unknown, unknown, boolean][] = [
    ['==', 1, '1', true],
    ['==', '1.0', '1', true],
    ['==', 1, '2', false],
    ['!=', 1, '2', true],
    ['!=', '1', '1.00', false],
    ['>', 10, '9', true],
    ['>', '10', '9', true],
    ['>', 9, '10', false],
    ['>=', 5, '5', true],
    ['>=', 4.99, '5', false],
    ['<', -1, '0', true],
    ['<', 0, '0', false],
    ['<=', 0, '0', true],
    ['<=', 0.5, '0.25', false],
    ['==', ' 3 ', '3', true],
    // string comparison when either side is not numeric
    ['==', 'on', 'on', true],
    ['==', 'on', 'off', false],
    ['!=', 'on', 'off', true],
    ['>', 'b', 'a', true],
    ['<', '10', 'abc', true],
    ['>', '10', '9a', false],
    ['==', 'Infinity', 'Infinity', true],
    ['==', '', '', true],
    ['==', '', '0', false],
    ['==', true, 'true', true],
    ['==', true, '1', true],
    ['==', false, '0', true],
    // no live value never satisfies a rule
    ['==', undefined, '', false],
    ['!=', undefined, '1', false],
    ['!=', null, '1', false],
  ]
  it.each(cases)('%s: %j vs %j is %s', (symbol, live, rule, expected) => {
    expect(compare(symbol, live, rule)).toBe(expected)
  })

  it('knows every symbol of the schema', () => {
    const held = SYMBOLS.map((s) => compare(s, 2, '1'))
    expect(held).toEqual([false, true, true, true, false, false])
  })

  it('is false for an unknown symbol', () => {
    expect(compare('=~' as CompareSymbol, 1, '1')).toBe(false)
  })
})
