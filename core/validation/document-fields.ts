// The server sees no widget schema (remote ones not at all), so it finds the fields of a page document
// that need a format (URLs, colours) by their keys, the naming rule every such option follows; the
// generated save tests hold every built-in schema's marked fields to those rules.

/** Why a string stored under `key` is refused, or null when it may be stored. */
export type FieldRule<R> = (key: string, value: string) => R | null

export interface RefusedField<R> {
  /** JSON Pointer of the field, below the document */
  path: string
  reason: R
}

const pointerPart = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

/**
 * The first string of a JSON document, breadth first in document order, that `rule` refuses. A string
 * in an array is judged by the key that holds the array (`themeColors: ['#fff', …]`).
 */
export function firstRefusedField<R>(document: unknown, rule: FieldRule<R>): RefusedField<R> | undefined {
  const pending: [unknown, string, string | undefined][] = [[document, '', undefined]]
  for (let i = 0; i < pending.length; i++) {
    const [value, path, holder] = pending[i] as [unknown, string, string | undefined]
    if (typeof value !== 'object' || value === null) continue
    const array = Array.isArray(value)
    for (const [key, child] of Object.entries(value)) {
      const childPath = `${path}/${pointerPart(key)}`
      const name = array ? holder : key
      const reason = typeof child === 'string' && name !== undefined ? rule(name, child) : null
      if (reason !== null) return { path: childPath, reason }
      pending.push([child, childPath, name])
    }
  }
  return undefined
}
