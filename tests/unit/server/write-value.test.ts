// The server's check of a written value (issue 29): a text variable's text is sent as it is, whatever it
// looks like, and its length is counted in characters, as the write tab counts it: 64 emoji (128 UTF-16
// units) pass, 65 characters answer 2007.
import { describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { WRITE_TEXT_MAX } from '../../../core/validation/index.ts'
import { writableValue } from '../../../server/edge-link/write-value.ts'

const variable = (dataType: string) => ({ rw: 'rw', dataType, writeMin: null, writeMax: null })
const codeOf = (f: () => unknown) => {
  try {
    f()
  } catch (e) {
    return (e as { code?: number }).code
  }
  return undefined
}

describe('writableValue', () => {
  it('keeps a text variable’s text as typed', () => {
    expect(writableValue(variable('text'), '0042')).toBe('0042')
    expect(writableValue(variable('float64'), '0042')).toBe(42)
  })

  it('counts a text’s length in characters', () => {
    const emoji = '😀'.repeat(WRITE_TEXT_MAX)
    expect(writableValue(variable('text'), emoji)).toBe(emoji)
    expect(codeOf(() => writableValue(variable('text'), 'x'.repeat(WRITE_TEXT_MAX + 1)))).toBe(
      Code.writeLength,
    )
  })
})
