import { describe, it } from 'vitest'
import {
  type Check,
  commaList,
  integer,
  length,
  noConsecutiveRepeats,
  number,
  optional,
  positiveInteger,
  range,
  required,
} from '../../../core/validation/index.ts'
import { expectReason } from './expect-reason.ts'

type Row = [value: unknown, reason: string | null]

const cases: Record<string, [check: Check, rows: Row[]]> = {
  required: [
    required,
    [
      ['x', null],
      [0, null],
      [false, null],
      [['a'], null],
      ['', 'required'],
      ['   ', 'required'],
      [null, 'required'],
      [undefined, 'required'],
      [[], 'required'],
    ],
  ],
  integer: [
    integer,
    [
      ['12', null],
      ['-3', null],
      ['+4', null],
      [7, null],
      ['1.5', 'integer'],
      ['1e3', 'integer'],
      ['abc', 'integer'],
      ['', 'integer'],
      [1.5, 'integer'],
    ],
  ],
  positiveInteger: [
    positiveInteger,
    [
      ['1', null],
      ['007', null],
      [42, null],
      ['0', 'positiveInteger'],
      ['-1', 'positiveInteger'],
      ['1.0', 'positiveInteger'],
      ['', 'positiveInteger'],
    ],
  ],
  number: [
    number,
    [
      ['1.5', null],
      ['-.5', null],
      ['1e-3', null],
      [3, null],
      ['0x10', 'number'],
      ['Infinity', 'number'],
      [Number.NaN, 'number'],
      ['1,5', 'number'],
      ['', 'number'],
    ],
  ],
  'length 2-4': [
    length({ min: 2, max: 4 }),
    [
      ['ab', null],
      ['abcd', null],
      ['😀😀', null],
      ['a', 'lengthBetween'],
      ['abcde', 'lengthBetween'],
    ],
  ],
  'length max 3': [
    length({ max: 3 }),
    [
      ['', null],
      ['中文字', null],
      ['中文字符', 'maxLength'],
    ],
  ],
  'length min 3': [
    length({ min: 3 }),
    [
      ['abc', null],
      ['ab', 'minLength'],
    ],
  ],
  'range 1-10': [
    range(1, 10),
    [
      ['1', null],
      [10, null],
      ['5.5', null],
      ['0', 'range'],
      ['10.01', 'range'],
      ['x', 'number'],
    ],
  ],
  noConsecutiveRepeats: [
    noConsecutiveRepeats,
    [
      ['aabb', null],
      ['abcabc', null],
      ['a111', 'consecutiveRepeat'],
      ['aaabbb', 'consecutiveRepeat'],
    ],
  ],
  commaList: [
    commaList(),
    [
      ['a', null],
      ['a,b', null],
      ['a， b', null],
      ['a,,b', 'commaList'],
      ['a,', 'commaList'],
      ['', 'commaList'],
    ],
  ],
  'commaList of positive integers': [
    commaList(positiveInteger),
    [
      ['1,2,3', null],
      ['1, 2', null],
      ['1,x', 'commaList'],
      ['1,0', 'commaList'],
    ],
  ],
  'optional integer': [
    optional(integer),
    [
      ['', null],
      [null, null],
      ['3', null],
      ['x', 'integer'],
    ],
  ],
}

describe.each(Object.entries(cases))('%s', (_name, [check, rows]) => {
  it.each(rows)('%j -> %s', (value, reason) => expectReason(check(value), reason))
})

describe('reason params', () => {
  it('names the bounds', ({ expect }) => {
    expect(length({ min: 2, max: 4 })('a')?.params).toEqual({ min: 2, max: 4 })
    expect(length({ max: 3 })('abcd')?.params).toEqual({ max: 3 })
    expect(range(1, 10)('11')?.params).toEqual({ min: 1, max: 10 })
    expect(commaList(positiveInteger)('1,x')?.params).toEqual({ item: 'x' })
  })
})
