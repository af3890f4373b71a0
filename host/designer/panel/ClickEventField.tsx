// rjsf field `clickEvent`: the click event editor. An on/off switch, then the config's generated form
// showing only the options of the chosen action (write: target signal, value, confirm, delay, feedback;
// page; equipment page; link; window; script). Defaults are the schema's: window 600x600 at 200,200,
// delay 1000 ms, confirm and feedback on.
import type { Field, FieldProps, ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils'
import { toFieldPathId } from '@rjsf/utils'
import { Space, Switch } from 'antd'
import type { ClickActionKind } from '../../../schemas/page.ts'
import { useDesignerTexts } from '../i18n.ts'

/** The options each action uses, in display order. */
export const ACTION_FIELDS: Readonly<Record<ClickActionKind, readonly string[]>> = {
  write: [
    'action',
    'data',
    'writeType',
    'pressType',
    'writeValue',
    'hint',
    'hintValue',
    'confirm',
    'titleShow',
    'delay',
    'feedback',
  ],
  page: ['action', 'pageId', 'target'],
  equip: ['action', 'page', 'target'],
  link: ['action', 'link', 'target'],
  window: ['action', 'window', 'iframe', 'pageId'],
  script: ['action', 'script'],
}

/** Lays out only the properties of the chosen action. */
export function ActionOptionsTemplate({ properties, formData }: ObjectFieldTemplateProps) {
  const action = ((formData as { action?: ClickActionKind } | undefined)?.action ??
    'write') as ClickActionKind
  const shown = ACTION_FIELDS[action] ?? ACTION_FIELDS.write
  const byName = new Map(properties.map((p) => [p.name, p]))
  return (
    <div>
      {shown.map((name) => {
        const p = byName.get(name)
        return p && !p.hidden ? <div key={name}>{p.content}</div> : null
      })}
    </div>
  )
}

export const CONFIG_UI: UiSchema = {
  'ui:ObjectFieldTemplate': ActionOptionsTemplate,
  data: { 'ui:field': 'binding', 'ui:options': { kinds: ['signal'] } },
  script: { 'ui:widget': 'textarea' },
}

export function ClickEventField(props: FieldProps) {
  const { formData, onChange, fieldPathId, schema, uiSchema, registry, onBlur, onFocus } = props
  const { t } = useDesignerTexts()
  const value = (formData ?? {}) as { enable?: boolean; config?: unknown }
  const SchemaField = registry.fields.SchemaField as Field
  const configSchema = (schema.properties?.config ?? {}) as RJSFSchema
  const path = toFieldPathId('config', registry.globalFormOptions, fieldPathId)
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Switch
          aria-label={t('click.on')}
          checked={Boolean(value.enable)}
          onChange={(enable) => onChange({ ...value, enable }, fieldPathId.path)}
        />
        {t('click.on')}
      </Space>
      {value.enable && (
        <SchemaField
          name="config"
          schema={configSchema}
          uiSchema={{ ...CONFIG_UI, ...(uiSchema?.config as UiSchema | undefined) }}
          formData={value.config}
          fieldPathId={path}
          errorSchema={undefined}
          onChange={onChange}
          onBlur={onBlur}
          onFocus={onFocus}
          registry={registry}
          required
        />
      )}
    </Space>
  )
}
