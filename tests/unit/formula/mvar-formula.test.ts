// Memory-variable formulas (designer spec §3): signals as placeholders {equipId.signalId}, plus max/min/abs.
import { describe, expect, it } from 'vitest'
import {
  evaluate,
  type FormulaReason,
  listPlaceholders,
  MVAR_FORMULA,
  parseFormula,
  placeholderText,
  type SignalPlaceholder,
  validateFormula,
} from '../../../core/formula/index.ts'

const values: Record<string, number> = { '12.345': 10, '12.346': 4, '7.1': -3, 'eq-a.sig_1': 2 }
const lookup = (ref: SignalPlaceholder): number => {
  const value = values[`${ref.equipId}.${ref.signalId}`]
  if (value === undefined) throw new Error('unknown signal')
  return value
}

const run = (src: string): number => {
  const parsed = parseFormula(src, MVAR_FORMULA)
  if (!parsed.ok) throw new Error(`${src}: ${parsed.error.message}`)
  return evaluate(parsed.ast, {}, lookup)
}

describe('memory-variable formula evaluation', () => {
  it.each([
    ['{12.345}', 10],
    ['{12.345}+{12.346}', 14],
    ['({12.345}-{12.346})/2', 3],
    ['-{7.1}*2', 6],
    ['max({12.345},{12.346},{7.1})', 10],
    ['min({12.345},{12.346},{7.1})', -3],
    ['abs({7.1})', 3],
    ['max(1)', 1],
    ['max({12.345}, abs({7.1}) * 5) / 3', 5],
    ['{12.345} * 0.5 + 1', 6],
    ['{eq-a.sig_1} + 1', 3],
  ])('%s is %d', (src, expected) => {
    expect(run(src)).toBeCloseTo(expected, 12)
  })

  it('passes a lookup failure to the caller', () => {
    expect(() => run('{99.1}+1')).toThrow('unknown signal')
  })

  it('throws when no lookup is given for a placeholder', () => {
    const parsed = parseFormula('{12.345}', MVAR_FORMULA)
    if (!parsed.ok) throw new Error('should parse')
    expect(() => evaluate(parsed.ast)).toThrow(/lookup/)
  })
})

describe('memory-variable formula refusals', () => {
  const cases: [string, FormulaReason][] = [
    ['', 'empty'],
    ['{12}', 'syntax'],
    ['{12.}', 'syntax'],
    ['{a b.c}', 'syntax'],
    ['{a.b$}', 'syntax'],
    ['{12.345', 'syntax'],
    ['{ 12.345 }', 'syntax'],
    ['{12.345.6}', 'syntax'],
    ['X+1', 'unknownVariable'],
    ['sqrt({12.345})', 'unknownFunction'],
    ['Math.max(1,2)', 'unknownFunction'],
    ['abs()', 'argumentCount'],
    ['abs(1,2)', 'argumentCount'],
    ['max()', 'argumentCount'],
    ['{12.345}%2', 'unsupported'],
    ['{12.345}.x', 'syntax'],
  ]
  it.each(cases)('%j is refused as %s', (src, reason) => {
    expect(validateFormula(src, MVAR_FORMULA)).toBe(reason)
  })

  it('has no length limit of its own', () => {
    const long = Array.from({ length: 40 }, (_, i) => `{12.${i}}`).join('+')
    expect(long.length).toBeGreaterThan(200)
    expect(validateFormula(long, MVAR_FORMULA)).toBeNull()
  })

  it('refuses absurd nesting instead of crashing', () => {
    const deep = `${'('.repeat(20000)}1${')'.repeat(20000)}`
    expect(validateFormula(deep, MVAR_FORMULA)).toBe('syntax')
  })
})

describe('placeholders', () => {
  it('lists distinct placeholders in order of first appearance', () => {
    const parsed = parseFormula('{3.30}+max({1.10},{3.30},-{2.20})*{1.10}', MVAR_FORMULA)
    if (!parsed.ok) throw new Error('should parse')
    expect(listPlaceholders(parsed.ast)).toEqual([
      { equipId: '3', signalId: '30' },
      { equipId: '1', signalId: '10' },
      { equipId: '2', signalId: '20' },
    ])
  })

  it('keeps the digits of each part as written', () => {
    const parsed = parseFormula('{007.0450}', MVAR_FORMULA)
    if (!parsed.ok) throw new Error('should parse')
    expect(listPlaceholders(parsed.ast)).toEqual([{ equipId: '007', signalId: '0450' }])
  })

  it('writes the text that parses back to the same placeholder', () => {
    const ref = { equipId: '12', signalId: '345' }
    expect(placeholderText(ref)).toBe('{12.345}')
    const parsed = parseFormula(placeholderText(ref), MVAR_FORMULA)
    expect(parsed).toEqual({ ok: true, ast: { kind: 'signal', ...ref } })
  })
})
