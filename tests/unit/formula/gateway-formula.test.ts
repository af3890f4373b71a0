// Gateway read/write formulas (platform spec §5): X with + - * / and parentheses, decimals, unary minus,
// at most 200 characters.
import { describe, expect, it } from 'vitest'
import {
  evaluate,
  FORMULA_MAX_LENGTH,
  type FormulaReason,
  GATEWAY_FORMULA,
  parseFormula,
  validateFormula,
} from '../../../core/formula/index.ts'

const resultOf = (src: string, X: number): number => {
  const parsed = parseFormula(src)
  if (!parsed.ok) throw new Error(`${src}: ${parsed.error.message}`)
  return evaluate(parsed.ast, { X })
}

describe('gateway formula evaluation', () => {
  it.each([
    ['X', 7, 7],
    ['X*10', 2.5, 25],
    ['X/10', 25, 2.5],
    ['X+1.5', 1, 2.5],
    ['X-0.25', 1, 0.75],
    ['.5*X', 4, 2],
    ['1.*X', 4, 4],
    ['2+3*X', 4, 14],
    ['(2+3)*X', 4, 20],
    ['X-2-3', 10, 5],
    ['X/2/5', 100, 10],
    ['-X', 3, -3],
    ['--X', 3, 3],
    ['2*-X', 3, -6],
    ['-(X+1)*2', 3, -8],
    ['X - -1', 1, 2],
    ['  ( X * 0.1 ) + 32 ', 100, 42],
    ['(((X)))', 9, 9],
    ['5', 1, 5],
  ])('%s with X=%d is %d', (src, x, expected) => {
    expect(resultOf(src, x)).toBeCloseTo(expected, 12)
  })

  it.each([
    ['X/0', 1, Number.POSITIVE_INFINITY],
    ['-X/0', 1, Number.NEGATIVE_INFINITY],
  ])('division by zero is left to the caller: %s gives %d', (src, x, expected) => {
    expect(resultOf(src, x)).toBe(expected)
  })

  it('0/0 gives NaN', () => {
    expect(resultOf('X/0', 0)).toBeNaN()
  })

  it('throws when X has no value', () => {
    const parsed = parseFormula('X+1')
    if (!parsed.ok) throw new Error('should parse')
    expect(() => evaluate(parsed.ast, {})).toThrow(/X/)
  })
})

describe('gateway formula refusals', () => {
  const cases: [string, FormulaReason][] = [
    ['', 'empty'],
    ['   ', 'empty'],
    ['X+', 'syntax'],
    ['(X+1', 'syntax'],
    ['X+1)', 'syntax'],
    ['2X', 'syntax'],
    ['1.2.3', 'syntax'],
    ['X 1', 'unsupported'],
    ['X,1', 'unsupported'],
    ['x+1', 'unknownVariable'],
    ['Y*2', 'unknownVariable'],
    ['X%2', 'unsupported'],
    ['X**2', 'unsupported'],
    ['+X', 'unsupported'],
    ['!X', 'unsupported'],
    ['X==1', 'unsupported'],
    ['X>1?1:0', 'unsupported'],
    ['1e3*X', 'unsupported'],
    ['"1"+X', 'unsupported'],
    ['true', 'unsupported'],
    ['X.constructor', 'unsupported'],
    ['X[0]', 'unsupported'],
    ['[X]', 'unsupported'],
    ['this', 'unsupported'],
    ['abs(X)', 'unknownFunction'],
    ['max(X,1)', 'unknownFunction'],
    ['{1.2}+X', 'unsupported'],
    ['X+{1.2', 'syntax'],
  ]
  it.each(cases)('%j is refused as %s', (src, reason) => {
    expect(validateFormula(src)).toBe(reason)
    const parsed = parseFormula(src)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.error.message).not.toBe('')
  })

  it('reports the position of a syntax error', () => {
    const parsed = parseFormula('X+(1*')
    expect(parsed).toMatchObject({ ok: false, error: { reason: 'syntax', index: 5 } })
  })
})

describe('gateway formula length limit', () => {
  const exactly = (n: number) => `X${'+1'.repeat((n - 1) / 2)}`
  it('uses the spec limit of 200 characters', () => {
    expect(FORMULA_MAX_LENGTH).toBe(200)
    expect(GATEWAY_FORMULA.maxLength).toBe(200)
  })
  it.each([
    [199, null],
    [201, 'tooLong'],
  ])('a formula of %d characters gives %s', (n, reason) => {
    const src = exactly(n)
    expect(src).toHaveLength(n)
    expect(validateFormula(src)).toBe(reason)
  })
  it('200 characters is still accepted', () => {
    const atLimit = `(${'X'.padEnd(198, ' ')})`
    expect(atLimit).toHaveLength(200)
    expect(validateFormula(atLimit)).toBeNull()
    expect(validateFormula(`${atLimit} `)).toBe('tooLong')
  })
})
