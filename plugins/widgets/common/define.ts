// What every built-in widget derives from its options schema: the uiSchema and a defaults factory, so
// the spec's defaults are written once, as the schema's `default`s.
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import type { Widget } from '../../../schemas/page.ts'
import { uiSchemaOf } from './ui-schema.ts'

export function optionsOf(schema: TSchema) {
  return {
    optionsSchema: schema as unknown as Record<string, unknown>,
    uiSchema: uiSchemaOf(schema),
    /** Value.Create builds fresh objects on every call, with every `default` of the schema. */
    defaultOptions: () => Value.Create(schema) as Partial<Widget>,
  }
}
