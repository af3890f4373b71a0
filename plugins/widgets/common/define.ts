// What every built-in widget derives from its options schema: the uiSchema and a defaults factory, so
// the spec's defaults are written once, as the schema's `default`s; and the schema typed with the options
// it describes, so defineWidget checks the widget's view against them.
import type { Static, TSchema } from 'typebox'
import type { OptionsSchema } from '../../../core/kernel/types.ts'
import { createValue } from '../../../schemas/defaults.ts'
import type { Widget } from '../../../schemas/page.ts'
import { uiSchemaOf } from './ui-schema.ts'

/** The option groups a schema describes (an object schema's; anything else describes none). */
type OptionsOfSchema<S extends TSchema> = Static<S> extends object ? Static<S> : never

export function optionsOf<S extends TSchema>(schema: S) {
  return {
    // a TypeBox schema is a JSON Schema object; its interface just has no index signature
    optionsSchema: schema as unknown as OptionsSchema<OptionsOfSchema<S>>,
    uiSchema: uiSchemaOf(schema),
    /** Fresh objects on every call, with every `default` of the schema. */
    defaultOptions: () => createValue(schema) as Partial<Widget>,
  }
}
