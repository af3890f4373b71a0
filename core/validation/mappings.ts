// Value mappings (platform spec §5 and §9): values unique, text not blank, at most 100 mappings.
import { toNumber } from './generic.ts'
import { MAPPINGS_MAX } from './limits.ts'
import { fail, type Reason } from './reason.ts'
import { toText } from './text.ts'

export interface Mapping {
  value: unknown
  text: unknown
}

/** Values are compared as numbers when they are numbers ('1' and '1.0' clash), else as trimmed text. */
const sameValueKey = (value: unknown): string => {
  const n = toNumber(value)
  return n === null ? `t:${toText(value).trim()}` : `n:${n}`
}

/** A list of mappings; anything that is not a list counts as none, an item that is not one has no text. */
export function mappings(list: unknown): Reason | null {
  const items: readonly unknown[] = Array.isArray(list) ? list : []
  if (items.length > MAPPINGS_MAX) return fail('mappingCount', { max: MAPPINGS_MAX })
  const seen = new Set<string>()
  for (const item of items) {
    const { value, text } = (typeof item === 'object' && item !== null ? item : {}) as Partial<Mapping>
    if (toText(text).trim() === '') return fail('mappingBlankText')
    const key = sameValueKey(value)
    if (seen.has(key)) return fail('mappingDuplicate', { value: toText(value) })
    seen.add(key)
  }
  return null
}
