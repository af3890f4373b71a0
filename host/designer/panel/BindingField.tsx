// rjsf field `binding`: the signal picker for a data block's (or list entry's) binding fields, and the
// generated form for the block's other options.
import type { Field, FieldProps, RJSFSchema } from '@rjsf/utils'
import { BINDING_FIELDS } from '../../../plugins/widgets/common/schema.ts'
import { BINDING_KINDS, type BindingKind } from '../../../schemas/page.ts'
import { type BindingValue, SignalPicker } from './SignalPicker.tsx'

const OWNED = new Set<string>(BINDING_FIELDS)

/** The block's schema without the fields the picker owns. */
export function restSchema(schema: RJSFSchema): RJSFSchema {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).filter(([k]) => !OWNED.has(k)),
  )
  return {
    ...schema,
    properties,
    required: (schema.required ?? []).filter((k) => k in properties),
    additionalProperties: false,
  }
}

export function BindingField(props: FieldProps) {
  const { formData, onChange, fieldPathId, schema, uiSchema, registry, disabled, readonly } = props
  const kinds = ((uiSchema?.['ui:options'] as { kinds?: BindingKind[] } | undefined)?.kinds ??
    BINDING_KINDS) as readonly BindingKind[]
  const data = (formData ?? {}) as BindingValue & Record<string, unknown>
  const typed = schema.properties?.type !== undefined
  const change = (patch: BindingValue) => {
    const next: Record<string, unknown> = { ...data, ...patch }
    if (!typed) delete next.type
    onChange(next, fieldPathId.path)
  }
  const rest = restSchema(schema)
  const ObjectField = registry.fields.ObjectField as Field
  const { 'ui:field': _field, ...restUi } = uiSchema ?? {}
  return (
    <div className="lf-binding-field">
      {!(disabled || readonly) && (
        <SignalPicker value={data} kinds={kinds} onChange={change} id={fieldPathId.$id} />
      )}
      {Object.keys(rest.properties ?? {}).length > 0 && (
        <ObjectField {...props} schema={rest} uiSchema={restUi} />
      )}
    </div>
  )
}
