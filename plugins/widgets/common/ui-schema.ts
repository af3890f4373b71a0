// The rjsf uiSchema of an options schema, from the `x-ui` hints its properties carry.
import { isPlainObject } from '../../../core/util/objects.ts'

type Json = Record<string, unknown>

export function uiSchemaOf(schema: unknown): Json {
  if (!isPlainObject(schema)) return {}
  const ui: Json = isPlainObject(schema['x-ui']) ? { ...schema['x-ui'] } : {}
  if (isPlainObject(schema.properties)) {
    for (const [key, child] of Object.entries(schema.properties)) {
      const childUi = uiSchemaOf(child)
      if (Object.keys(childUi).length) ui[key] = childUi
    }
  }
  if (isPlainObject(schema.items)) {
    const itemsUi = uiSchemaOf(schema.items)
    if (Object.keys(itemsUi).length) ui.items = itemsUi
  }
  return ui
}
