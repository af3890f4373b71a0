// rjsf field `animation`: the animation rules editor. Each rule kind of the schema is a panel with an
// on/off switch; an enabled rule shows its generated form (binding through the signal picker, colours
// through the colour picker), without boxes of its own inside the panel's section. Switching a rule on
// the first time gives it the schema's defaults.
import type { Field, FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils'
import { toFieldPathId } from '@rjsf/utils'
import { Collapse, Switch } from 'antd'
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { useDesignerTexts } from '../i18n.ts'
import { mergeUi } from './localize.ts'

type Rules = Record<string, { enable?: boolean; config?: unknown } | undefined>

const COLOUR = { 'ui:widget': 'colour' }
/** How each rule's config is edited beyond its generated form. */
export const RULE_UI: UiSchema = {
  'ui:field': undefined,
  data: { 'ui:field': 'signal', 'ui:options': { kinds: ['signal', 'scene', 'system', 'mvar'] } },
  fill: COLOUR,
  stroke: COLOUR,
  font: COLOUR,
  speed: { 'ui:options': { unit: 'ms' } },
  list: { items: { color: COLOUR } },
}

export function AnimationField(props: FieldProps) {
  const { formData, onChange, fieldPathId, schema, uiSchema, registry, errorSchema, onBlur, onFocus } = props
  const { t } = useDesignerTexts()
  const rules = (formData ?? {}) as Rules
  const SchemaField = registry.fields.SchemaField as Field
  const kinds = Object.keys(schema.properties ?? {})
  const ruleSchema = (kind: string) => (schema.properties?.[kind] ?? {}) as RJSFSchema

  const toggle = (kind: string, enable: boolean) => {
    const existing = rules[kind]
    const config = existing?.config ?? Value.Create((ruleSchema(kind).properties?.config ?? {}) as TSchema)
    onChange({ ...rules, [kind]: { enable, config } }, fieldPathId.path)
  }

  return (
    <Collapse
      size="small"
      ghost
      items={kinds.map((kind) => {
        const rule = rules[kind]
        const configSchema = (ruleSchema(kind).properties?.config ?? {}) as RJSFSchema
        const path = toFieldPathId(
          'config',
          registry.globalFormOptions,
          toFieldPathId(kind, registry.globalFormOptions, fieldPathId),
        )
        return {
          key: kind,
          label: t(`rule.${kind}`),
          extra: (
            <Switch
              size="small"
              aria-label={t(`rule.${kind}`)}
              checked={Boolean(rule?.enable)}
              onClick={(checked, e) => {
                e.stopPropagation()
                toggle(kind, checked)
              }}
            />
          ),
          children: rule?.enable ? (
            <SchemaField
              name="config"
              schema={configSchema}
              uiSchema={mergeUi(RULE_UI, (uiSchema?.[kind] as UiSchema | undefined)?.config as UiSchema)}
              formData={rule.config}
              fieldPathId={path}
              errorSchema={undefined}
              onChange={onChange}
              onBlur={onBlur}
              onFocus={onFocus}
              registry={registry}
              required
            />
          ) : null,
        }
      })}
      data-error={errorSchema ? 'true' : undefined}
    />
  )
}
