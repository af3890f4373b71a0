// The rjsf uiSchema of an options schema, from the `x-ui` hints its properties carry.
type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

export function uiSchemaOf(schema: unknown): Json {
  if (!isObject(schema)) return {}
  const ui: Json = isObject(schema['x-ui']) ? { ...schema['x-ui'] } : {}
  if (isObject(schema.properties)) {
    for (const [key, child] of Object.entries(schema.properties)) {
      const childUi = uiSchemaOf(child)
      if (Object.keys(childUi).length) ui[key] = childUi
    }
  }
  if (isObject(schema.items)) {
    const itemsUi = uiSchemaOf(schema.items)
    if (Object.keys(itemsUi).length) ui.items = itemsUi
  }
  return ui
}
