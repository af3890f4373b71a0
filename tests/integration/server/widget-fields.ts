// The string fields of the built-in widgets' option schemas, for the generated tests that store a value
// in each (URL and colour checks at save, markup payloads in the browser): every field with its path
// (array items at index 0) and its schema, and a widget holding a value at a path.
import { Value } from 'typebox/value'
import type { WidgetPlugin } from '../../../core/kernel/index.ts'
import type { Widget } from '../../../schemas/page.ts'

// biome-ignore lint/suspicious/noExplicitAny: walks JSON Schemas and documents of any shape
type Json = any
export type FieldPath = (string | number)[]

export interface StringField {
  path: FieldPath
  schema: Json
}

/** Every string field of a schema, with its path (array items at index 0) and its schema. */
export function stringFields(schema: Json, path: FieldPath = []): StringField[] {
  if (schema?.type === 'string') return [{ path, schema }]
  if (schema?.type === 'array' && schema.items) return stringFields(schema.items, [...path, 0])
  if (schema?.type === 'object' && schema.properties)
    return Object.entries(schema.properties).flatMap(([key, child]) => stringFields(child, [...path, key]))
  return []
}

/** The key that names a field (an array item's is its array's). */
export const keyOf = (path: FieldPath): string => path.filter((k) => typeof k === 'string').at(-1) as string

/** A copy of `widget` with `value` at `path`, making missing groups and array items from the schema. */
export function withValue(plugin: WidgetPlugin, widget: Widget, path: FieldPath, value: string): Widget {
  const copy = structuredClone(widget) as Json
  let node = copy
  let schema = plugin.optionsSchema as Json
  path.forEach((key, i) => {
    schema = typeof key === 'number' ? schema.items : schema.properties[key]
    if (i === path.length - 1) node[key] = value
    else {
      node[key] ??= Value.Create(schema)
      if (Array.isArray(node[key]) && node[key].length === 0) node[key].push(Value.Create(schema.items))
      node = node[key]
    }
  })
  return copy
}

/** The value at `path` of a stored widget. */
export const valueAt = (widget: Json, path: FieldPath): unknown =>
  path.reduce((node: Json, key) => node?.[key], widget)
