import { describe, expect, it } from 'vitest'
import { MAPPINGS_MAX, mappings } from '../../../core/validation/index.ts'
import { expectReason } from './expect-reason.ts'

const many = (n: number) => Array.from({ length: n }, (_, i) => ({ value: i, text: `state ${i}` }))

describe('mappings', () => {
  it.each([
    ['empty list', [], null],
    [
      'distinct values',
      [
        { value: 0, text: '停止' },
        { value: 1, text: '运行' },
      ],
      null,
    ],
    ['the maximum', many(MAPPINGS_MAX), null],
    ['one over', many(MAPPINGS_MAX + 1), 'mappingCount'],
    [
      'same number',
      [
        { value: 1, text: 'a' },
        { value: '1', text: 'b' },
      ],
      'mappingDuplicate',
    ],
    [
      'same number written differently',
      [
        { value: '1.0', text: 'a' },
        { value: 1, text: 'b' },
      ],
      'mappingDuplicate',
    ],
    [
      'same text value',
      [
        { value: 'on', text: 'a' },
        { value: ' on ', text: 'b' },
      ],
      'mappingDuplicate',
    ],
    ['text of spaces', [{ value: 0, text: '   ' }], 'mappingBlankText'],
    ['full-width spaces', [{ value: 0, text: '\u3000' }], 'mappingBlankText'],
    ['missing text', [{ value: 0 }], 'mappingBlankText'],
    ['not an item', [42], 'mappingBlankText'],
    ['not a list', 'x', null],
  ])('%s', (_name, list, reason) => expectReason(mappings(list), reason))

  it('names the duplicate and the limit', () => {
    expect(
      mappings([
        { value: 2, text: 'a' },
        { value: 2, text: 'b' },
      ])?.params,
    ).toEqual({ value: '2' })
    expect(mappings(many(101))?.params).toEqual({ max: MAPPINGS_MAX })
  })
})
