import { describe, expect, it } from 'vitest'
import { FORMULA_REASONS, MVAR_FORMULA, validateFormula } from '../../../core/formula/index.ts'
import { formula, rules } from '../../../core/validation/index.ts'
import { expectReason } from './expect-reason.ts'

describe('formula (gateway dialect)', () => {
  it.each([
    ['X*10', null],
    ['(X+1)/2-0.5', null],
    ['-X', null],
    ['', 'formulaEmpty'],
    [`X${'+1'.repeat(100)}`, 'formulaTooLong'],
    ['X+', 'formulaSyntax'],
    ['(X+1', 'formulaSyntax'],
    ['Y*2', 'formulaUnknownVariable'],
  ])('%s -> %s', (value, reason) => expectReason(rules.formula(value), reason))

  it('gives the length limit of the dialect', () => {
    expect(rules.formula(`X${'+1'.repeat(100)}`)?.params).toEqual({ max: 200 })
  })

  it('follows core/formula on every refusal', () => {
    for (const src of ['', 'X+', 'Y', 'max(X,1)', 'X%2', '0x10', 'X**2']) {
      const reason = validateFormula(src)
      const got = rules.formula(src)
      expect(got === null, src).toBe(reason === null)
      if (reason) expect(FORMULA_REASONS).toContain(reason)
    }
  })
})

describe('formula (memory-variable dialect)', () => {
  const check = formula(MVAR_FORMULA)
  it.each([
    ['{1.2}+max({1.3},0)', null],
    ['X', 'formulaUnknownVariable'],
    ['abs({1.2},{1.3})', 'formulaArgumentCount'],
  ])('%s -> %s', (value, reason) => expectReason(check(value), reason))
})
