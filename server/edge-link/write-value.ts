// The value a write request carries, as the gateway takes it (a number, a boolean for a bit, the text as
// it is for a text variable, a 64-bit integer exactly: core/util/integers.ts), checked against the variable
// before anything is sent: 2003 read-only, 2007 a text longer than a value can be, 2002 outside the write
// limits or the type's range or not a bit's 0/1, 10002 not a value.
import { Code } from '../../core/i18n/codes.ts'
import { bigIntOf, exactInteger, fits64 } from '../../core/util/integers.ts'
import { WRITE_TEXT_MAX, writeText } from '../../core/validation/index.ts'
import { fail } from '../http/api-error.ts'

export interface WritableVariable {
  rw: string
  dataType: string
  writeMin: number | null
  writeMax: number | null
}

function parse(raw: number | boolean | string): number | boolean {
  if (typeof raw !== 'string') return raw
  const text = raw.trim()
  if (text === 'true' || text === 'false') return text === 'true'
  const n = Number(text)
  if (text === '' || !Number.isFinite(n)) fail(Code.paramType, { field: 'value' })
  return n
}

export function writableValue(
  v: WritableVariable,
  raw: number | boolean | string,
): number | boolean | string {
  if (v.rw === 'r') fail(Code.writeReadOnly)
  if (typeof raw === 'string' && writeText(raw)) fail(Code.writeLength, { max: WRITE_TEXT_MAX })
  if (v.dataType === 'text') return String(raw)
  const wide = v.dataType === 'int64' || v.dataType === 'uint64' ? v.dataType : undefined
  const whole = wide && bigIntOf(raw)
  if (wide && whole !== undefined && !fits64(whole, wide))
    fail(Code.writeOutOfRange, { reason: `outside ${wide}` })
  const value = whole === undefined ? parse(raw) : exactInteger(whole)
  if (v.dataType === 'bit') {
    if (typeof value === 'boolean') return value
    if (value === 0 || value === 1) return value === 1
    fail(Code.writeOutOfRange, { reason: 'a bit takes 0 or 1' })
  }
  const n = Number(value)
  if ((v.writeMin !== null && n < v.writeMin) || (v.writeMax !== null && n > v.writeMax))
    fail(Code.writeOutOfRange, { min: v.writeMin, max: v.writeMax })
  return typeof value === 'boolean' ? n : value
}
