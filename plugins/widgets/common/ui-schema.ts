// The rjsf uiSchema of an options schema, from the `x-ui` hints its properties carry.
import { isPlainObject, itemsOf, type JsonObject, propertiesOf, walkSchema } from '../../../schemas/json.ts'

const withHints = (ui: JsonObject, key: string, childUi: JsonObject) => {
  if (Object.keys(childUi).length) ui[key] = childUi
}

export function uiSchemaOf(schema: unknown): JsonObject {
  return walkSchema<undefined, JsonObject>(schema, undefined, {
    node(node, _, _path, descend) {
      const ui: JsonObject = isPlainObject(node['x-ui']) ? { ...node['x-ui'] } : {}
      for (const [key, child] of propertiesOf(node)) withHints(ui, key, descend(child, undefined, key))
      const items = itemsOf(node)
      if (items) withHints(ui, 'items', descend(items, undefined, 'items'))
      return ui
    },
    leaf: () => ({}),
  })
}
