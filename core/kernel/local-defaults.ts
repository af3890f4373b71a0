// A new widget's default texts in the designer's language. The spec's defaults are Chinese (§9: a
// select's "请选择", a menu's "菜单1"…) and stay the schema's `default`; a schema node that shows text
// may add `x-default-en`, the same default for an English designer. Only a value still equal to the
// Chinese default is replaced, so a plugin's factory that chose another value keeps it.

import { dequal } from 'dequal'
import { isPlainObject, type JsonObject, walkSchema } from '../../schemas/json.ts'

/** `value` (options of `schema`) with each untouched default text in `lang`. */
export function localizeDefaults<T>(schema: unknown, value: T, lang: 'zh' | 'en'): T {
  if (lang === 'zh') return value
  return walkSchema<unknown, unknown>(schema, value, {
    node(node, at, _path, descend) {
      const english = node['x-default-en']
      if (english !== undefined && dequal(at, node.default)) return structuredClone(english)
      if (!isPlainObject(at) || !isPlainObject(node.properties)) return at
      const properties = node.properties
      const out: JsonObject = { ...at }
      for (const key of Object.keys(out)) out[key] = descend(properties[key], out[key], key)
      return out
    },
    leaf: (at) => at,
  }) as T
}
