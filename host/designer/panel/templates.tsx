// The property panel's rjsf templates: compact two-column rows (label left, wrapping rather than clipped,
// its description as a tooltip; editor right), nested groups as a plain sub-heading (no bordered boxes),
// lists whose items carry labelled move-up, move-down and remove buttons and end in a labelled add button,
// and number inputs with their unit after the value.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Templates as AntTemplates } from '@rjsf/antd'
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  BaseInputTemplateProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  TemplatesType,
  UiSchema,
} from '@rjsf/utils'
import { getUiOptions } from '@rjsf/utils'
import { Button, InputNumber, Tooltip, Typography } from 'antd'
import { type ReactNode, useContext } from 'react'
import type { NumberEditorOptions } from '../../../core/kernel/index.ts'
import { applies, type ShowWhen } from '../../../schemas/panel-rule.ts'
import { useDesignerTexts } from '../i18n.ts'
import { matches, PanelSearch, useRowShown } from './search.ts'

/** The panel's CSS: one block, so every form of the panel looks the same. */
export const PANEL_CSS = `
.lf-row { display: flex; align-items: flex-start; gap: 8px; margin-bottom: 6px; min-height: 24px }
.lf-row-label { flex: 0 0 38%; max-width: 38%; padding-top: 3px; font-size: 12px; line-height: 18px;
  color: #595959; white-space: normal; overflow-wrap: anywhere }
.lf-row-editor { flex: 1 1 auto; min-width: 0 }
.lf-row-stacked { flex-direction: column; gap: 2px }
.lf-row-stacked > .lf-row-label, .lf-row-stacked > * > .lf-row-label { flex-basis: auto; max-width: none;
  padding-top: 0 }
.lf-row-stacked > .lf-row-editor { width: 100% }
.lf-row-editor .ant-input-number, .lf-row-editor .ant-select, .lf-row-editor .ant-picker { width: 100% }
.lf-group-title { margin: 10px 0 4px; font-size: 12px; font-weight: 600; color: #262626 }
.lf-group-body { padding-left: 8px }
.lf-grid { display: grid; grid-template-columns: 1fr 1fr; column-gap: 8px }
.lf-grid .lf-row-label { flex-basis: 30%; max-width: 30% }
.lf-array-item { padding: 4px 0 2px; border-top: 1px dashed #f0f0f0 }
.lf-array-item-head { display: flex; align-items: center; justify-content: space-between; gap: 8px;
  font-size: 12px; color: #8c8c8c }
.lf-array-item-value { flex: 1 1 auto; min-width: 0 }
.lf-array { margin-bottom: 8px }
.lf-schema-form .ant-form-item { margin-bottom: 0 }
.lf-schema-form fieldset { border: 0; margin: 0; padding: 0; min-width: 0 }
`

const isContainer = (type: unknown) => type === 'object' || type === 'array'
const isListItem = (path: readonly (string | number)[]) => typeof path[path.length - 1] === 'number'

/** A row: the label (whole, wrapping; long ones also as a tooltip) beside the editor. */
export function Row({
  id,
  label,
  tip,
  stacked,
  children,
}: {
  id?: string
  label: string
  tip?: ReactNode
  /** the label over the editor: for editors that need the panel's whole width */
  stacked?: boolean
  children: ReactNode
}) {
  const shown = useRowShown(label)
  const text = (
    <label className="lf-row-label" htmlFor={id}>
      {label}
    </label>
  )
  const className = ['lf-row', stacked && 'lf-row-stacked', !shown && 'lf-row-miss'].filter(Boolean).join(' ')
  return (
    <div className={className}>
      {tip || label.length > 10 ? <Tooltip title={tip ?? label}>{text}</Tooltip> : text}
      <div className="lf-row-editor">{children}</div>
    </div>
  )
}

/** Editors whose value is long (a format, an image with its name): the whole width, the label above. */
const WIDE_EDITORS = new Set(['timeFormat', 'image'])

function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, hidden, children, errors, rawErrors, schema, displayLabel, rawDescription, uiSchema } =
    props
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>
  const field = getUiOptions(uiSchema).field
  // Containers and whole-object editors lay out their own titles; a boolean's label sits in the row too;
  // a list's plain item sits in its item header.
  // a list edited by one editor (a palette, series by name) is a row like a single value
  const oneEditor = schema.type === 'array' && typeof uiSchema?.['ui:widget'] === 'string'
  const row =
    (!isContainer(schema.type) || oneEditor) &&
    !field &&
    !isListItem(props.fieldPathId.path) &&
    (displayLabel || schema.type === 'boolean')
  const error = rawErrors?.length ? errors : null
  if (!row)
    return (
      <div className={props.classNames}>
        {children}
        {error}
      </div>
    )
  return (
    <Row
      id={id}
      label={label}
      tip={rawDescription}
      stacked={WIDE_EDITORS.has(String(uiSchema?.['ui:widget']))}
    >
      {children}
      {error}
    </Row>
  )
}

/**
 * A field whose visibility rule (`ui:options.showWhen`, schemas/panel-rule.ts) does not apply to the
 * group's data is kept out of sight (still mounted, so its value stays).
 * A nested group is a sub-heading over its rows; `ui:options.columns: 2` lays short rows side by side,
 * `flat` drops the heading (a group that continues its parent's rows).
 */
function ObjectFieldTemplate({
  title,
  properties,
  uiSchema,
  fieldPathId,
  formData,
}: ObjectFieldTemplateProps) {
  const options = getUiOptions(uiSchema) as { columns?: number; flat?: boolean }
  const query = useContext(PanelSearch)
  const root = fieldPathId.path.length === 0
  // A list item is titled by the list's item header, not by rjsf's `name-1`.
  const listItem = isListItem(fieldPathId.path)
  const visible = (p: (typeof properties)[number]) =>
    !p.hidden &&
    applies(
      getUiOptions((p.content.props as { uiSchema?: UiSchema }).uiSchema).showWhen as ShowWhen | undefined,
      formData,
    )
  const shown = properties.filter(visible)
  const hiddenOnes = properties.filter((p) => !visible(p))
  const body = (
    <div className={options.columns === 2 ? 'lf-grid' : undefined}>
      {shown.map((p) => (
        <div key={p.name}>{p.content}</div>
      ))}
      {hiddenOnes.map((p) => (
        <div key={p.name} className="lf-off" style={{ display: 'none' }}>
          {p.content}
        </div>
      ))}
    </div>
  )
  if (root || listItem || !title || options.flat) return <fieldset id={fieldPathId.$id}>{body}</fieldset>
  return (
    <fieldset id={fieldPathId.$id} className={query.trim() && matches(title, query) ? 'lf-hit' : undefined}>
      <div className="lf-group-title">{title}</div>
      <div className="lf-group-body">{body}</div>
    </fieldset>
  )
}

function ArrayFieldTemplate({
  title,
  items,
  canAdd,
  onAddClick,
  disabled,
  readonly,
  fieldPathId,
  uiSchema,
}: ArrayFieldTemplateProps) {
  const { t } = useDesignerTexts()
  const label = (getUiOptions(uiSchema).title as string | undefined) ?? title
  return (
    <fieldset id={fieldPathId.$id} className="lf-array">
      {label && <div className="lf-group-title">{label}</div>}
      <div className="lf-group-body">
        {items}
        {canAdd && (
          <Button
            size="small"
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={disabled || readonly}
            onClick={onAddClick}
            style={{ marginTop: 4 }}
          >
            {t('list.add', { name: label ?? '' })}
          </Button>
        )}
      </div>
    </fieldset>
  )
}

/** An item's header: its number and buttons; a plain value (a colour, a number) sits in the header too. */
function ArrayFieldItemTemplate({
  children,
  buttonsProps,
  index,
  hasToolbar,
  totalItems,
  schema,
}: ArrayFieldItemTemplateProps) {
  const inline = !isContainer(schema.type)
  const { t } = useDesignerTexts()
  const {
    hasMoveUp,
    hasMoveDown,
    hasRemove,
    onMoveUpItem,
    onMoveDownItem,
    onRemoveItem,
    disabled,
    readonly,
  } = buttonsProps
  const off = disabled || readonly
  const button = (label: string, icon: ReactNode, onClick: () => void, enabled: boolean, danger = false) => (
    <Tooltip title={label}>
      <Button
        size="small"
        type="text"
        danger={danger}
        aria-label={label}
        icon={icon}
        disabled={off || !enabled}
        onClick={onClick}
      />
    </Tooltip>
  )
  return (
    <div className="lf-array-item" data-testid="list-item">
      <div className="lf-array-item-head">
        <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
          {t('list.item', { n: index + 1 })}
        </Typography.Text>
        {inline && <div className="lf-array-item-value">{children}</div>}
        {hasToolbar && (
          <span style={{ flex: 'none' }}>
            {button(t('list.up'), <ArrowUpOutlined />, onMoveUpItem, hasMoveUp && index > 0)}
            {button(
              t('list.down'),
              <ArrowDownOutlined />,
              onMoveDownItem,
              hasMoveDown && index < totalItems - 1,
            )}
            {button(t('list.remove'), <DeleteOutlined />, onRemoveItem, hasRemove, true)}
          </span>
        )}
      </div>
      {!inline && children}
    </div>
  )
}

/** Numbers get an input wide enough for four digits and the unit the schema names (`ui:options.unit`). */
function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, schema, uiSchema, onChange, onBlur, onFocus, disabled, readonly, options } = props
  if (schema.type !== 'number' && schema.type !== 'integer') {
    const Base = AntTemplates.BaseInputTemplate as (p: BaseInputTemplateProps) => ReactNode
    return <Base {...props} />
  }
  const { unit } = { ...options, ...getUiOptions(uiSchema) } as NumberEditorOptions
  return (
    <InputNumber
      id={id}
      value={typeof value === 'number' ? value : undefined}
      min={schema.minimum}
      max={schema.maximum}
      step={schema.multipleOf ?? 1}
      disabled={disabled || readonly}
      suffix={unit}
      style={{ width: '100%', minWidth: 90 }}
      onChange={(n) => onChange(n ?? undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  )
}

export const PANEL_TEMPLATES: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  BaseInputTemplate,
}
