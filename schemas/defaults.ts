// Values from a schema's `default`s, as TypeBox's Value.Create and Value.Default make them, on the JSON
// Schema keywords alone. TypeBox's versions reach its type engine (Instantiate, Evaluate), its checker
// and its TypeScript-syntax parser, which every page loaded for widget defaults and page migration, the
// runtime's among them (issue 14: runtime route ≤ 250 KB gzip).
// tests/unit/architecture/schema-defaults.test.ts checks both give the same values for every schema the
// project exports and every widget's options.
type Schema = Readonly<Record<string, unknown>>
/** The definitions a recursive schema's `$ref`s name (TypeBox's Cyclic: `$defs` beside a `$ref`). */
type Defs = Readonly<Record<string, Schema>>

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const has = (schema: Schema, key: string) => Object.hasOwn(schema, key)

/** A schema's own `default`: a fresh copy of an object, the result of a function. */
function ownDefault(schema: Schema): unknown {
  const value = schema.default
  if (typeof value === 'function') return value(schema)
  return isRecord(value) ? structuredClone(value) : value
}

function fail(schema: Schema, why: string): never {
  throw new Error(`cannot create a value for ${JSON.stringify(schema)}: ${why}`)
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

function createArray(schema: Schema, defs: Defs): unknown[] {
  const length = Number(schema.minItems ?? 0)
  const items = schema.items as Schema | Schema[]
  if (Array.isArray(items)) return Array.from({ length }, (_, i) => createValue(items[i] as Schema, defs))
  if (schema.uniqueItems !== undefined) fail(schema, 'unique items need a default')
  return Array.from({ length }, () => createValue(items, defs))
}

function createObject(schema: Schema, defs: Defs): Record<string, unknown> {
  if (isRecord(schema.patternProperties)) {
    if (schema.minProperties !== undefined) fail(schema, 'a record with minProperties needs a default')
    return {}
  }
  const { properties, required } = objectParts(schema)
  return Object.fromEntries(required.map((key) => [key, createValue(properties[key] as Schema, defs)]))
}

function createString(schema: Schema): string {
  if (schema.pattern !== undefined || schema.format !== undefined)
    fail(schema, 'a pattern or format needs a default')
  return ''.padEnd(Number(schema.minLength ?? 0))
}

/** Value.Create: the schema's default, else the least value of its type (first variant, minimum, ''). */
export function createValue(schemaObject: object, defs: Defs = {}): unknown {
  const schema = schemaObject as Schema
  if (has(schema, 'default')) return ownDefault(schema)
  if (typeof schema.$ref === 'string') {
    const inScope = isRecord(schema.$defs) ? { ...defs, ...(schema.$defs as Defs) } : defs
    const target = inScope[schema.$ref] ?? fail(schema, 'a $ref to nothing')
    return createValue(target, inScope)
  }
  if (has(schema, 'const')) return schema.const
  if (Array.isArray(schema.anyOf)) {
    if (!schema.anyOf.length) fail(schema, 'a union without variants')
    return createValue(schema.anyOf[0] as Schema, defs)
  }
  if (Array.isArray(schema.enum)) return schema.enum[0]
  if (Array.isArray(schema.allOf)) return createObject(schema, defs)
  switch (schema.type) {
    case 'array':
      return createArray(schema, defs)
    case 'object':
      return createObject(schema, defs)
    case 'string':
      return createString(schema)
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

/**
 * Value.Default: fills what `value` lacks with the schema's defaults, in place, and returns it. Objects'
 * properties and arrays' items are filled too; a union's value is left as it is (TypeBox fills it by the
 * first variant it then validates against; the shapes filled here, page containers, positions and bindings,
 * have none).
 */
export function fillDefaults(schemaObject: object, value: unknown): unknown {
  const schema = schemaObject as Schema
  const filled = value === undefined && has(schema, 'default') ? ownDefault(schema) : value
  const items = schema.items
  if (schema.type === 'array' && Array.isArray(filled) && isRecord(items) && !Array.isArray(items)) {
    for (let i = 0; i < filled.length; i++) filled[i] = fillDefaults(items, filled[i])
  } else if (schema.type === 'object' && isRecord(filled) && isRecord(schema.properties)) {
    fillProperties(schema, filled)
  }
  return filled
}

function fillProperties(schema: Schema, value: Record<string, unknown>): void {
  const properties = schema.properties as Record<string, Schema>
  const required = (schema.required as string[] | undefined) ?? []
  for (const [key, property] of Object.entries(properties)) {
    const filled = fillDefaults(property, value[key])
    // an absent optional property, or one without a default, stays absent
    if (filled === undefined && (!required.includes(key) || !has(property, 'default'))) continue
    value[key] = filled
  }
  if (!isRecord(schema.additionalProperties)) return
  for (const key of Object.keys(value))
    if (!has(properties, key)) value[key] = fillDefaults(schema.additionalProperties, value[key])
}
