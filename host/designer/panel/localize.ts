// Titles and choice labels of generated forms, from the `widgets` (fields) and `designer` (click event,
// rules) texts: the schema keeps property names, the panel shows them in the user's language. A plugin's
// own field carries its titles as `x-title: { zh, en }` (the kit's `titled`), and its choices' labels as
// `x-choices: { value: { zh, en } }`, which come first.
import { isPlainObject, itemsOf, propertiesOf, walkSchema } from '../../../schemas/json.ts'

type Json = Record<string, unknown>

export interface Labels {
  /** The title of a property, or undefined to keep rjsf's own (the property name). */
  field: (name: string) => string | undefined
  /** The label of an enum value, or undefined to show the value. */
  choice: (value: string) => string | undefined
  lang: 'zh' | 'en'
}

/** A `{ zh, en }` text's words in `lang`. */
const inLang = (text: unknown, lang: Labels['lang']): string | undefined =>
  isPlainObject(text) && typeof text[lang] === 'string' ? (text[lang] as string) : undefined

const ownTitle = (schema: unknown, lang: Labels['lang']): string | undefined =>
  isPlainObject(schema) ? inLang(schema['x-title'], lang) : undefined

/** A plugin's own label of one of its choices (`x-choices: { value: { zh, en } }`). */
const ownChoice = (schema: Json, value: string, lang: Labels['lang']): string | undefined => {
  const own = schema['x-choices']
  return isPlainObject(own) ? inLang(own[value], lang) : undefined
}

/** A copy of `ui` with `ui:title` and `ui:enumNames` filled in for every property of `schema`. */
export function localizeUi(schema: unknown, ui: Json | undefined, labels: Labels): Json {
  const uiAt = (owner: Json, key: string) => (isPlainObject(owner[key]) ? (owner[key] as Json) : undefined)
  return walkSchema<Json | undefined, Json>(schema, ui, {
    node(node, given, _path, descend) {
      const out: Json = { ...(given ?? {}) }
      if (Array.isArray(node.enum) && out['ui:enumNames'] === undefined) {
        out['ui:enumNames'] = node.enum.map(
          (v) => ownChoice(node, String(v), labels.lang) ?? labels.choice(String(v)) ?? String(v),
        )
      }
      for (const [name, child] of propertiesOf(node)) {
        const childUi = descend(child, uiAt(out, name), name)
        const title = ownTitle(child, labels.lang) ?? labels.field(name)
        if (title && childUi['ui:title'] === undefined) childUi['ui:title'] = title
        out[name] = childUi
      }
      const items = itemsOf(node)
      if (items) out.items = descend(items, uiAt(out, 'items'), 'items')
      return out
    },
    leaf: (given) => ({ ...(given ?? {}) }),
  })
}

/** `over` laid over `base`, object by object (a localized title must not drop an editor's `ui:field`). */
export function mergeUi(base: Json | undefined, over: Json | undefined): Json {
  const out: Json = { ...(base ?? {}) }
  for (const [k, v] of Object.entries(over ?? {}))
    out[k] = isPlainObject(v) && isPlainObject(out[k]) ? mergeUi(out[k] as Json, v) : v
  return out
}
