// What an operator may type to write a signal (issue 29): a text variable takes any text, its length
// counted in characters (not UTF-16 units) up to WRITE_TEXT_MAX; any other signal takes a number.
import { describe, it } from 'vitest'
import { WRITE_TEXT_MAX, writeValueCheck } from '../../../core/validation/index.ts'
import { expectReason } from './expect-reason.ts'

const text = writeValueCheck({ dataType: 'text' })
const float = writeValueCheck({ dataType: 'float32' })

describe('the value typed to write a signal', () => {
  it('a text variable takes any text, numbers-looking ones too', () => {
    for (const v of ['0042', '1e3', 'B-7', '批次 A']) expectReason(text(v), null)
  })

  it('a text variable refuses one character more than WRITE_TEXT_MAX, counted as characters', () => {
    expectReason(text('字'.repeat(WRITE_TEXT_MAX)), null)
    expectReason(text('😀'.repeat(WRITE_TEXT_MAX)), null)
    expectReason(text('x'.repeat(WRITE_TEXT_MAX + 1)), 'maxLength')
  })

  it('any other signal takes a number only', () => {
    expectReason(float('12.5'), null)
    expectReason(float('abc'), 'number')
  })
})
