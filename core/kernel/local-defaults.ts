// A new widget's default texts in the designer's language. The spec's defaults are Chinese (§9: a
// select's "请选择", a menu's "菜单1"…) and stay the schema's `default`; a schema node that shows text
// may add `x-default-en`, the same default for an English designer. Only a value still equal to the
// Chinese default is replaced, so a plugin's factory that chose another value keeps it.

import { dequal } from 'dequal'
import { isPlainObject } from '../util/objects.ts'

type Json = Record<string, unknown>

/** `value` (options of `schema`) with each untouched default text in `lang`. */
export function localizeDefaults<T>(schema: unknown, value: T, lang: 'zh' | 'en'): T {
  if (lang === 'zh' || !isPlainObject(schema)) return value
  const english = schema['x-default-en']
  if (english !== undefined && dequal(value, schema.default)) return structuredClone(english) as T
  if (!isPlainObject(value) || !isPlainObject(schema.properties)) return value
  const properties = schema.properties
  const out: Json = { ...value }
  for (const key of Object.keys(out)) out[key] = localizeDefaults(properties[key], out[key], lang)
  return out as T
}
