// Values from a schema's `default`s, as TypeBox's Value.Create and Value.Default make them, on the JSON
// Schema keywords alone. TypeBox's versions reach its type engine (Instantiate, Evaluate), its checker
// and its TypeScript-syntax parser, which every page loaded for widget defaults and page migration, the
// runtime's among them (issue 14: runtime route ≤ 250 KB gzip).
// tests/unit/architecture/schema-defaults.test.ts checks both give the same values for every schema the
// project exports and every widget's options.
import { type Descend, isPlainObject, itemsOf, type SchemaPath, walkSchema } from './json.ts'

type Schema = Readonly<Record<string, unknown>>
/** The definitions a recursive schema's `$ref`s name (TypeBox's Cyclic: `$defs` beside a `$ref`). */
type Defs = Readonly<Record<string, Schema>>
/** Walks on to a child schema with the definitions in scope, giving its value. */
type Create = Descend<Defs, unknown>

const has = (schema: Schema, key: string) => Object.hasOwn(schema, key)
/** An object or an array: what a default is copied as, lest two values share it. */
const isComposite = (v: unknown): v is object => typeof v === 'object' && v !== null

/** A schema's own `default`: a fresh copy of an object, the result of a function. */
function ownDefault(schema: Schema): unknown {
  const value = schema.default
  if (typeof value === 'function') return value(schema)
  return isComposite(value) ? structuredClone(value) : value
}

function fail(path: SchemaPath, schema: Schema, why: string): never {
  const at = path.length ? ` at ${path.join('.')}` : ''
  throw new Error(`cannot create a value${at} for ${JSON.stringify(schema)}: ${why}`)
}

const lowest = (schema: Schema) =>
  typeof schema.exclusiveMinimum === 'number'
    ? schema.exclusiveMinimum + 1
    : typeof schema.minimum === 'number'
      ? schema.minimum
      : 0

/** The properties and required keys of an object schema, or of the objects an `allOf` joins. */
function objectParts(schema: Schema): { properties: Record<string, Schema>; required: string[] } {
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as Schema[]).map(objectParts) : []
  return {
    properties: Object.assign({}, ...parts.map((p) => p.properties), schema.properties),
    required: [...parts.flatMap((p) => p.required), ...((schema.required as string[] | undefined) ?? [])],
  }
}

function createArray(schema: Schema, defs: Defs, path: SchemaPath, create: Create): unknown[] {
  const length = Number(schema.minItems ?? 0)
  const items = schema.items as Schema | Schema[]
  if (Array.isArray(items)) return Array.from({ length }, (_, i) => create(items[i], defs, `items.${i}`))
  if (schema.uniqueItems !== undefined) fail(path, schema, 'unique items need a default')
  return Array.from({ length }, () => create(items, defs, 'items'))
}

function createObject(schema: Schema, defs: Defs, path: SchemaPath, create: Create): Record<string, unknown> {
  if (isPlainObject(schema.patternProperties)) {
    if (schema.minProperties !== undefined) fail(path, schema, 'a record with minProperties needs a default')
    return {}
  }
  const { properties, required } = objectParts(schema)
  return Object.fromEntries(required.map((key) => [key, create(properties[key], defs, key)]))
}

function createString(schema: Schema, path: SchemaPath): string {
  if (schema.pattern !== undefined || schema.format !== undefined)
    fail(path, schema, 'a pattern or format needs a default')
  return ''.padEnd(Number(schema.minLength ?? 0))
}

/** One node's value: its default, else the least value of its type, its children walked on by `create`. */
function createNode(schema: Schema, defs: Defs, path: SchemaPath, create: Create): unknown {
  if (has(schema, 'default')) return ownDefault(schema)
  if (typeof schema.$ref === 'string') {
    const inScope = isPlainObject(schema.$defs) ? { ...defs, ...(schema.$defs as Defs) } : defs
    const target = inScope[schema.$ref] ?? fail(path, schema, 'a $ref to nothing')
    return create(target, inScope, schema.$ref)
  }
  if (has(schema, 'const')) return schema.const
  if (Array.isArray(schema.anyOf)) {
    if (!schema.anyOf.length) fail(path, schema, 'a union without variants')
    return create(schema.anyOf[0], defs, 'anyOf.0')
  }
  if (Array.isArray(schema.enum)) return schema.enum[0]
  if (Array.isArray(schema.allOf)) return createObject(schema, defs, path, create)
  switch (schema.type) {
    case 'array':
      return createArray(schema, defs, path, create)
    case 'object':
      return createObject(schema, defs, path, create)
    case 'string':
      return createString(schema, path)
    case 'number':
    case 'integer':
      return lowest(schema)
    case 'boolean':
      return false
    case 'null':
      return null
    default:
      return undefined
  }
}

/** Value.Create: the schema's default, else the least value of its type (first variant, minimum, ''). */
export function createValue(schemaObject: object, defs: Defs = {}): unknown {
  return walkSchema(schemaObject, defs, { node: createNode, leaf: () => undefined })
}

/**
 * Value.Default: fills what `value` lacks with the schema's defaults, in place, and returns it. Objects'
 * properties and arrays' items are filled too; a union's value is left as it is (TypeBox fills it by the
 * first variant it then validates against; the shapes filled here, page containers, positions and bindings,
 * have none).
 */
export function fillDefaults(schemaObject: object, value: unknown): unknown {
  return walkSchema(schemaObject, value, { node: fillNode, leaf: (at) => at })
}

function fillNode(
  schema: Schema,
  value: unknown,
  _path: SchemaPath,
  fill: Descend<unknown, unknown>,
): unknown {
  const filled = value === undefined && has(schema, 'default') ? ownDefault(schema) : value
  const items = itemsOf(schema)
  if (schema.type === 'array' && Array.isArray(filled) && items) {
    for (let i = 0; i < filled.length; i++) filled[i] = fill(items, filled[i], 'items')
  } else if (schema.type === 'object' && isPlainObject(filled) && isPlainObject(schema.properties)) {
    fillProperties(schema, filled, fill)
  }
  return filled
}

function fillProperties(
  schema: Schema,
  value: Record<string, unknown>,
  fill: Descend<unknown, unknown>,
): void {
  const properties = schema.properties as Record<string, Schema>
  const required = (schema.required as string[] | undefined) ?? []
  for (const [key, property] of Object.entries(properties)) {
    const filled = fill(property, value[key], key)
    // an absent optional property, or one without a default, stays absent
    if (filled === undefined && (!required.includes(key) || !has(property, 'default'))) continue
    value[key] = filled
  }
  const rest = schema.additionalProperties
  if (!isPlainObject(rest)) return
  for (const key of Object.keys(value)) if (!has(properties, key)) value[key] = fill(rest, value[key], key)
}
