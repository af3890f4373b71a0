// rjsf field `clickEvent`: the click event editor. An on/off switch, then the config's generated form
// showing only the options of the chosen action (write: target signal picked device → signal among the
// writable ones, value, confirm, delay, feedback; page; equipment page; link; window; script), each picked
// by title. Defaults are the schema's: window 600x600 at 200,200, delay 1000 ms, confirm and feedback on.
import type {
  Field,
  FieldProps,
  ObjectFieldTemplateProps,
  RJSFSchema,
  UiSchema,
  WidgetProps,
} from '@rjsf/utils'
import { toFieldPathId } from '@rjsf/utils'
import { Segmented, Switch } from 'antd'
import type { ClickActionKind, ClickEventConfig } from '../../../schemas/page.ts'
import { useDesignerTexts } from '../i18n.ts'
import { type Labels, localizeUi, mergeUi } from './localize.ts'
import { Row } from './templates.tsx'

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
  window: ['action', 'iframe', 'window'],
  script: ['action', 'script'],
}

/** Options that only mean something given another one. */
const SHOWN_WHEN: Readonly<Record<string, (c: Partial<ClickEventConfig>) => boolean>> = {
  pressType: (c) => c.writeType !== 'input',
  writeValue: (c) => c.writeType !== 'input',
  confirm: (c) => c.writeType !== 'input',
  hintValue: (c) => Boolean(c.hint),
}

/** Lays out only the properties of the chosen action. */
export function ActionOptionsTemplate({ properties, formData }: ObjectFieldTemplateProps) {
  const config = (formData ?? {}) as Partial<ClickEventConfig>
  const action = (config.action ?? 'write') as ClickActionKind
  const shown = (ACTION_FIELDS[action] ?? ACTION_FIELDS.write).filter(
    (name) => SHOWN_WHEN[name]?.(config) ?? true,
  )
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

/** What a fixed write sends when no value is given (plugins/rules' write action: set1 → 1, set0 → 0). */
function PressTypeWidget({ value, onChange, disabled, readonly, label }: WidgetProps) {
  const { t } = useDesignerTexts()
  return (
    <Segmented
      size="small"
      aria-label={label}
      disabled={disabled || readonly}
      value={value === 'set0' ? 'set0' : 'set1'}
      options={['set1', 'set0'].map((v) => ({ value: v, label: t(`click.choice.${v}`) }))}
      onChange={(v) => onChange(v)}
    />
  )
}

const PX = { 'ui:options': { unit: 'px' } }
export const CONFIG_UI: UiSchema = {
  'ui:ObjectFieldTemplate': ActionOptionsTemplate,
  data: { 'ui:field': 'signal', 'ui:options': { kinds: ['signal'], writable: true, heading: true } },
  page: { 'ui:field': 'equipPage' },
  pageId: { 'ui:widget': 'page' },
  iframe: { 'ui:field': 'windowContent' },
  link: { 'ui:widget': 'url' },
  pressType: { 'ui:widget': PressTypeWidget },
  window: { 'ui:options': { columns: 2 }, height: PX, width: PX, left: PX, top: PX },
  delay: { value: { 'ui:options': { unit: 'ms' } } },
  script: { 'ui:widget': 'textarea', 'ui:options': { rows: 6 } },
}

/** `ui` without its choice labels: the panel's generic pass names a click event's choices by value. */
function withoutChoiceNames(ui: unknown): UiSchema | undefined {
  if (typeof ui !== 'object' || ui === null || Array.isArray(ui)) return undefined
  const out: UiSchema = {}
  for (const [k, v] of Object.entries(ui)) {
    if (k === 'ui:enumNames') continue
    out[k] = typeof v === 'object' && v !== null && !Array.isArray(v) ? withoutChoiceNames(v) : v
  }
  return out
}

export function ClickEventField(props: FieldProps) {
  const { formData, onChange, fieldPathId, schema, uiSchema, registry, onBlur, onFocus } = props
  const { t, i18n } = useDesignerTexts()
  const value = (formData ?? {}) as { enable?: boolean; config?: unknown }
  // A click event inside a list (a select's options, a menu's items) is titled here: the panel titles
  // only the click-event tab's own. Titles already given are kept.
  const labels: Labels = {
    lang: i18n.language === 'en' ? 'en' : 'zh',
    field: (name) => (i18n.exists(`designer.click.${name}`) ? t(`designer.click.${name}`) : undefined),
    choice: (v) => (i18n.exists(`designer.click.choice.${v}`) ? t(`designer.click.choice.${v}`) : undefined),
  }
  const SchemaField = registry.fields.SchemaField as Field
  const configSchema = (schema.properties?.config ?? {}) as RJSFSchema
  const path = toFieldPathId('config', registry.globalFormOptions, fieldPathId)
  return (
    <div data-testid="click-event">
      <Row label={t('click.on')}>
        <Switch
          size="small"
          aria-label={t('click.on')}
          checked={Boolean(value.enable)}
          onChange={(enable) => onChange({ ...value, enable }, fieldPathId.path)}
        />
      </Row>
      {value.enable && (
        <SchemaField
          name="config"
          schema={configSchema}
          uiSchema={localizeUi(
            configSchema,
            mergeUi(CONFIG_UI, withoutChoiceNames(uiSchema?.config)),
            labels,
          )}
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
    </div>
  )
}
