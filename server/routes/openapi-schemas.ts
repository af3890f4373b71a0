// JSON Schemas of the endpoint map made fit for an OpenAPI 3.1 document: a schema TypeBox names with an
// `$id` (a recursive one, e.g. PageWidget, whose children `$ref` it by that bare name) moves to
// `components.schemas` and every place that named it refers there, so a renderer and a validator that
// read the document alone resolve it; draft-07 tuples become 2020-12 ones. The map's schemas are copied,
// never changed.
import type { TSchema } from 'typebox'

export type JsonSchema = Record<string, unknown>

export const COMPONENT_PREFIX = '#/components/schemas/'

const isNode = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * TypeBox writes a tuple the draft-07 way (`items` a list, `additionalItems: false`); OpenAPI 3.1 speaks
 * JSON Schema 2020-12, where that is `prefixItems` and `items: false`.
 */
function tupleOf2020(node: JsonSchema): JsonSchema {
  if (!Array.isArray(node.items)) return node
  const { items, additionalItems, ...rest } = node
  return { ...rest, prefixItems: items, ...(additionalItems === undefined ? {} : { items: additionalItems }) }
}

/** Collects the named schemas of the map into `components` and answers the schemas with refs to them. */
export class SchemaComponents {
  readonly components: Record<string, JsonSchema> = {}

  /** A copy of `schema` with its named parts in `components` and refs pointing there. */
  use(schema: TSchema): JsonSchema {
    return this.rewrite(JSON.parse(JSON.stringify(schema))) as JsonSchema
  }

  private rewrite(node: unknown): unknown {
    if (Array.isArray(node)) return node.map((item) => this.rewrite(item))
    if (!isNode(node)) return node
    const out: JsonSchema = {}
    for (const [key, value] of Object.entries(tupleOf2020(node))) {
      if (key === '$id' || key === '$ref') continue
      const copy = key === '$defs' ? this.unhoisted(value) : this.rewrite(value)
      if (copy !== undefined) out[key] = copy
    }
    if (typeof node.$ref === 'string') out.$ref = this.refTo(node.$ref)
    if (typeof node.$id !== 'string') return out
    this.components[node.$id] = out
    return { $ref: COMPONENT_PREFIX + node.$id }
  }

  /** `$defs` without the definitions moved to `components` (TypeBox's Cyclic names each one). */
  private unhoisted(defs: unknown): JsonSchema | undefined {
    if (!isNode(defs)) return undefined
    const left = Object.entries(defs)
      .map(([name, def]) => [name, this.rewrite(def)] as const)
      .filter(([name]) => !Object.hasOwn(this.components, name))
    return left.length ? Object.fromEntries(left) : undefined
  }

  private refTo(ref: string): string {
    return ref.startsWith('#') ? ref : COMPONENT_PREFIX + ref
  }
}
