// Calculated signals (designer spec §3, §5): empty, non-numeric or infinite values count 0 (booleans
// count 1 and 0), a signal whose code is not 200 counts 0, a throwing or invalid formula gives 0.
import { describe, expect, it } from 'vitest'
import {
  CALC_TYPES,
  type CalcDefinition,
  calculate,
  compileCalc,
  GOOD_SIGNAL_CODE,
  inputNumber,
} from '../../../core/binding/index.ts'
import type { SignalPlaceholder } from '../../../core/formula/index.ts'
import type { LiveValue } from '../../../core/kernel/types.ts'

const ok = (value: unknown): LiveValue => ({ value, time: 1, code: GOOD_SIGNAL_CODE })

describe('input numbers', () => {
  const cases: [string, LiveValue | undefined, number][] = [
    ['a number', ok(12.5), 12.5],
    ['a numeric string', ok('12.5'), 12.5],
    ['a padded numeric string', ok(' 7 '), 7],
    ['a negative number', ok(-3), -3],
    ['no value at all', undefined, 0],
    ['an empty string', ok(''), 0],
    ['a blank string', ok('   '), 0],
    ['null', ok(null), 0],
    ['undefined', ok(undefined), 0],
    ['a non-numeric string', ok('abc'), 0],
    ['a partly numeric string', ok('12abc'), 0],
    ['NaN', ok(Number.NaN), 0],
    ['Infinity', ok(Number.POSITIVE_INFINITY), 0],
    ['-Infinity', ok(Number.NEGATIVE_INFINITY), 0],
    ['the string Infinity', ok('Infinity'), 0],
    ['true (the one numeric rule: 1)', ok(true), 1],
    ['false', ok(false), 0],
    ['a hex string', ok('0x10'), 0],
    ['an object', ok({}), 0],
    ['code 500', { value: 9, time: 1, code: 500 }, 0],
    ['code 201', { value: 9, time: 1, code: 201 }, 0],
    ['no code', { value: 9, time: 1 }, 0],
  ]
  it.each(cases)('%s counts %d', (_name, value, expected) => {
    expect(inputNumber(value)).toBe(expected)
  })
})

const values: Record<string, LiveValue> = {
  '1.1': ok(10),
  '1.2': ok('4'),
  '1.3': ok(-6),
  '2.1': { value: 1000, time: 1, code: 504 },
  '2.2': ok('n/a'),
}
const readValue = (ref: SignalPlaceholder) => values[`${ref.equipId}.${ref.signalId}`]
const refs = (...keys: string[]): SignalPlaceholder[] =>
  keys.map((k) => {
    const [equipId = '', signalId = ''] = k.split('.')
    return { equipId, signalId }
  })

describe('calculate', () => {
  const cases: [string, CalcDefinition, number][] = [
    ['sum', { calcType: 'sum', signals: refs('1.1', '1.2', '1.3') }, 8],
    ['avg', { calcType: 'avg', signals: refs('1.1', '1.2', '1.3') }, 8 / 3],
    ['min', { calcType: 'min', signals: refs('1.1', '1.2', '1.3') }, -6],
    ['max', { calcType: 'max', signals: refs('1.1', '1.2', '1.3') }, 10],
    ['sum counts a non-200 signal as 0', { calcType: 'sum', signals: refs('1.1', '2.1') }, 10],
    ['avg counts a non-200 signal as 0', { calcType: 'avg', signals: refs('1.1', '2.1') }, 5],
    ['max counts a non-200 signal as 0', { calcType: 'max', signals: refs('1.3', '2.1') }, 0],
    ['min counts a non-numeric value as 0', { calcType: 'min', signals: refs('1.1', '2.2') }, 0],
    ['a missing signal counts 0', { calcType: 'avg', signals: refs('1.1', '9.9') }, 5],
    ['sum of nothing', { calcType: 'sum', signals: [] }, 0],
    ['avg of nothing', { calcType: 'avg' }, 0],
    ['min of nothing', { calcType: 'min', signals: [] }, 0],
    ['max of nothing', { calcType: 'max', signals: [] }, 0],
    ['custom formula', { calcType: 'custom', formula: '({1.1}+{1.2})/2' }, 7],
    ['custom with functions', { calcType: 'custom', formula: 'max({1.1},abs({1.3}))*2' }, 20],
    ['custom counts a non-200 signal as 0', { calcType: 'custom', formula: '{1.1}+{2.1}' }, 10],
    ['custom counts a non-numeric value as 0', { calcType: 'custom', formula: '{2.2}+1' }, 1],
    ['custom division by zero gives 0', { calcType: 'custom', formula: '{1.1}/0' }, 0],
    ['custom 0/0 gives 0', { calcType: 'custom', formula: '{2.2}/{2.1}' }, 0],
    ['an invalid formula gives 0', { calcType: 'custom', formula: '{1.1}+' }, 0],
    ['a formula using X gives 0', { calcType: 'custom', formula: 'X+1' }, 0],
    ['an empty formula gives 0', { calcType: 'custom', formula: '' }, 0],
    ['no formula gives 0', { calcType: 'custom' }, 0],
    [
      'an unknown calcType gives 0',
      { calcType: 'median' as CalcDefinition['calcType'], signals: refs('1.1') },
      0,
    ],
  ]
  it.each(cases)('%s', (_name, definition, expected) => {
    expect(calculate(definition, readValue)).toBeCloseTo(expected, 12)
  })

  it.each([
    { calcType: 'custom', formula: '{1.1}*2' },
    { calcType: 'sum', signals: refs('1.1') },
  ] as CalcDefinition[])('gives 0 when reading a value throws ($calcType)', (definition) => {
    const throwing = () => {
      throw new Error('lookup failed')
    }
    expect(calculate(definition, throwing)).toBe(0)
  })

  it('a compiled calculator follows changing values', () => {
    const current: Record<string, LiveValue> = { '1.1': ok(1) }
    const calc = compileCalc({ calcType: 'custom', formula: '{1.1}*10' })
    const read = (ref: SignalPlaceholder) => current[`${ref.equipId}.${ref.signalId}`]
    expect(calc(read)).toBe(10)
    current['1.1'] = ok(2.5)
    expect(calc(read)).toBe(25)
    current['1.1'] = { value: 2.5, time: 2, code: 500 }
    expect(calc(read)).toBe(0)
  })

  it('names the spec calculation kinds', () => {
    expect(CALC_TYPES).toEqual(['sum', 'avg', 'min', 'max', 'custom'])
  })
})
