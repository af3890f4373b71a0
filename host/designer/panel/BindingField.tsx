// rjsf field `signal`: the signal picker for a data block's (or list entry's) binding, and the generated
// form for the block's own options (dataAddon, colour, alias). Every field of the page's binding block
// (ids, titles, the kinds' signal arrays) belongs to the picker or is not for the user: none is shown.
import type { Field, FieldProps, RJSFSchema } from '@rjsf/utils'
import type { SignalEditorOptions } from '../../../core/kernel/index.ts'
import { BINDING_KINDS, type BindingKind, DataBinding, SignalRef } from '../../../schemas/page.ts'
import { type BindingValue, SignalPicker } from './SignalPicker.tsx'

/** Binding fields the picker fills, and the binding block's lists (edited by charts' own list fields). */
const OWNED = new Set<string>([
  ...Object.keys(DataBinding.properties),
  ...Object.keys(SignalRef.properties).filter((k) => k !== 'color' && k !== 'alias'),
  'mvarId',
  'systemKey',
])

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
  const options = (uiSchema?.['ui:options'] ?? {}) as SignalEditorOptions & { heading?: boolean }
  const title = uiSchema?.['ui:title'] as string | undefined
  const kinds = (options.kinds ?? BINDING_KINDS) as readonly BindingKind[]
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
      {options.heading && title && <div className="lf-group-title">{title}</div>}
      {!(disabled || readonly) && (
        <SignalPicker
          value={data}
          kinds={kinds}
          writable={options.writable}
          onChange={change}
          id={fieldPathId.$id}
        />
      )}
      {Object.keys(rest.properties ?? {}).length > 0 && (
        <ObjectField {...props} schema={rest} uiSchema={{ ...restUi, 'ui:options': { flat: true } }} />
      )}
    </div>
  )
}
