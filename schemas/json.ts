// Framework-free helpers on JSON values and JSON Schemas, at the bottom of the import graph so that the
// schemas, the kernel, the page model, the host, plugins and the server share one of each: the one
// `isPlainObject`, and the one walk over a schema that generated forms, widget defaults and their
// translations all take (defaults.ts, core/kernel/local-defaults.ts, plugins/widgets/common/ui-schema.ts,
// host/designer/panel/localize.ts).

export type JsonObject = Record<string, unknown>

/** A JSON-style object: not null, not an array (what a schema's `properties` or a widget's option group is). */
export const isPlainObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Where a node sits in its root schema: property names, `items` (and a tuple's index) on the way down. */
export type SchemaPath = readonly string[]

/** Walks on to a child schema (`step` names it in the path) with what this node hands it. */
export type Descend<In, Out> = (schema: unknown, input: In, step: string) => Out

export interface SchemaWalk<In, Out> {
  /** A node that is a schema object, with what its parent handed down; `descend` walks its children. */
  node(schema: JsonObject, input: In, path: SchemaPath, descend: Descend<In, Out>): Out
  /** What a missing child, or one that is not a schema object, gives for `input`. */
  leaf(input: In): Out
}

/** Visits `schema` with its path, each node deciding which children to walk and with what. */
export function walkSchema<In, Out>(
  schema: unknown,
  input: In,
  walk: SchemaWalk<In, Out>,
  path: SchemaPath = [],
): Out {
  if (!isPlainObject(schema)) return walk.leaf(input)
  return walk.node(schema, input, path, (child, childInput, step) =>
    walkSchema(child, childInput, walk, [...path, step]),
  )
}

/** An object schema's own properties, by name; none when it declares none. */
export const propertiesOf = (schema: JsonObject): [string, unknown][] =>
  isPlainObject(schema.properties) ? Object.entries(schema.properties) : []

/** An array schema's one items schema; undefined for a tuple's list or none. */
export const itemsOf = (schema: JsonObject): JsonObject | undefined =>
  isPlainObject(schema.items) ? schema.items : undefined
