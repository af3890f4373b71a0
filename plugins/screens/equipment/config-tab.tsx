// The configuration lists of a device or a template (drivers, signals, alarms, reports, scripts;
// platform spec §3): one table and one form per kind on `equipment/<kind>/query|add|edit|delete`, the
// owner named by `equipmentId` or `templateId`. Fields that name other rows pick them from the owner's
// drivers and variables and show their names.
import {
  Button,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EndpointBody } from '../../../schemas/api/endpoints.ts'
import { requiredRule, ruleOf } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import {
  type ConfigField,
  type ConfigKind,
  type ConfigOwner,
  configBody,
  configPath,
  type FieldInput,
  inputOf,
  isRequired,
  type RefKind,
} from './config-kinds.ts'
import { OpcBrowse } from './opc-browse.tsx'
import { type Option, useProtocolOptions } from './protocol-options.ts'
import { RowsTable } from './rows-table.tsx'

type ConfigRow = Record<string, unknown> & { id: string; name?: string }
type Names = ReadonlyMap<string, string>

/** The owner's drivers and variables, for fields naming them. */
function useRefs(owner: ConfigOwner, refs: readonly RefKind[]) {
  const wantsVariables = refs.includes('variable') || refs.includes('variables')
  const drivers = useQueryCall(refs.includes('driver') ? configPath('driver', 'query') : undefined, owner)
  const variables = useQueryCall(wantsVariables ? configPath('signal', 'query') : undefined, owner)
  const names = (rows: ConfigRow[] | undefined): Names =>
    new Map((rows ?? []).map((r) => [r.id, String(r.name ?? r.id)]))
  return {
    driver: names(drivers.data),
    /** each driver's protocol, for the fields that depend on it */
    protocols: new Map((drivers.data ?? []).map((r) => [r.id, String(r.protocol ?? 'modbusTcp')])),
    variable: names(variables.data),
    /** rows may have changed in another list of the page since */
    reload: () => Promise.all([drivers.reload(), variables.reload()]),
  }
}

function OptionText({ field, value, label }: { field: string; value: unknown; label?: string }) {
  const { t } = useTranslation('equipment')
  return <>{label ?? t(`opt.${field}.${String(value)}`, String(value))}</>
}

/** The control of a field; Form.Item hands it `value` and `onChange` (or `checked`), passed on in `bound`. */
function FieldInputOf({
  field,
  input,
  refs,
  options,
  ...bound
}: {
  field: ConfigField
  input: FieldInput
  refs: Names
  /** the options of the protocols' data, in place of the schema's */
  options: Option[] | undefined
  [prop: string]: unknown
}) {
  const { t } = useTranslation('equipment')
  const props = { ...bound, 'data-testid': `field-${field.key}` }
  if (field.ref)
    return (
      <Select
        {...props}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        mode={field.ref === 'variables' ? 'multiple' : undefined}
        options={[...refs].map(([value, label]) => ({ value, label }))}
      />
    )
  if (input.kind === 'select' || options)
    return (
      <Select
        {...props}
        allowClear
        mode={input.kind === 'select' && input.multiple ? 'multiple' : undefined}
        options={
          options ??
          (input.kind === 'select' ? input.options : []).map((o) => ({
            value: o,
            label: t(`opt.${field.key}.${String(o)}`, String(o)),
          }))
        }
      />
    )
  if (input.kind === 'number')
    return (
      <InputNumber
        {...props}
        style={{ width: '100%' }}
        min={input.min}
        max={input.max}
        precision={input.integer ? 0 : undefined}
      />
    )
  if (input.kind === 'switch') return <Switch {...props} />
  if (field.secret) return <Input.Password {...props} autoComplete="new-password" />
  if (input.long) return <Input.TextArea {...props} rows={4} maxLength={input.maxLength} />
  return <Input {...props} maxLength={input.maxLength} />
}

function cellOf(
  field: ConfigField,
  input: FieldInput,
  value: unknown,
  refs: Names,
  labelOf: (v: unknown) => string | undefined,
): ReactNode {
  if (value === null || value === undefined || value === '') return ''
  if (field.ref === 'variables' && Array.isArray(value))
    return value.map((id) => refs.get(String(id)) ?? String(id)).join(', ')
  if (field.ref) return refs.get(String(value)) ?? String(value)
  if (typeof value === 'boolean') return value ? <Tag color="green">✓</Tag> : <Tag>✗</Tag>
  const label = labelOf(value)
  if (input.kind !== 'select' && label === undefined) return String(value)
  return (Array.isArray(value) ? value : [value]).map((v) => (
    <Tag key={String(v)}>
      <OptionText field={field.key} value={v} label={labelOf(v)} />
    </Tag>
  ))
}

export function ConfigTable({
  owner,
  kind,
  onChanged,
}: {
  owner: ConfigOwner
  kind: ConfigKind
  /** after an add, edit or delete (the configuration version moved) */
  onChanged?: () => void
}) {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { run, busy } = useAction()
  const rows = useQueryCall(configPath(kind.name, 'query'), owner)
  const refs = useRefs(owner, kind.refs)
  const refsOf = (field: ConfigField): Names =>
    field.ref === 'driver' ? refs.driver : field.ref ? refs.variable : new Map()
  const choices = useProtocolOptions(kind)
  /** a driver's own protocol, a variable's driver's */
  const protocolOf = (row: Record<string, unknown>) =>
    kind.name === 'driver' ? String(row.protocol ?? '') : refs.protocols.get(String(row.driverId ?? ''))
  const [editing, setEditing] = useState<ConfigRow | 'new' | null>(null)
  const [form] = Form.useForm()
  const values: Record<string, unknown> = Form.useWatch([], { form, preserve: true }) ?? {}
  const shown = (field: ConfigField) => !field.when || field.when(values, protocolOf(values))
  const storedSet = (field: ConfigField) =>
    field.storedFlag !== undefined &&
    editing !== null &&
    editing !== 'new' &&
    editing[field.storedFlag] === true

  const open = (row: ConfigRow | 'new') => {
    void refs.reload()
    form.resetFields()
    form.setFieldsValue(row === 'new' ? kind.initial : row)
    setEditing(row)
  }
  const changed = async () => {
    await rows.reload()
    onChanged?.()
  }
  const save = async (values: Record<string, unknown>) => {
    if (!editing) return
    const target = editing === 'new' ? { owner } : { id: editing.id }
    const path = configPath(kind.name, editing === 'new' ? 'add' : 'edit')
    // fields hidden for the protocol keep what the row (or a new row's start) has: a variable of an OPC UA
    // driver still sends the register type and address the server asks of every device variable
    const body = configBody(kind, { ...form.getFieldsValue(true), ...values }, target)
    if ((await run(() => api.call(path, body as EndpointBody<typeof path>))) === undefined) return
    setEditing(null)
    await changed()
  }
  const remove = async (row: ConfigRow) => {
    if ((await run(() => api.call(configPath(kind.name, 'delete'), { id: row.id }))) !== undefined)
      await changed()
  }

  const columns = kind.fields.filter((field) => field.column)
  return (
    <section style={{ marginBottom: 24 }} data-testid={`config-${kind.name}`}>
      <Space style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t(`tab.${kind.name}`)}
        </Typography.Title>
        <Button size="small" onClick={() => open('new')} data-testid={`config-${kind.name}-add`}>
          {t('common.add')}
        </Button>
      </Space>
      <RowsTable<ConfigRow>
        rows={rows}
        onEdit={open}
        onRemove={remove}
        extra={(row) =>
          kind.name === 'driver' &&
          row.protocol === 'opcUa' &&
          'equipmentId' in owner && (
            <OpcBrowse equipmentId={owner.equipmentId} driver={row} onAdded={() => onChanged?.()} />
          )
        }
        columns={columns.map((field) => ({
          key: field.key,
          title: t(`field.${field.label ?? field.key}`),
          render: (_: unknown, row: ConfigRow) =>
            cellOf(field, inputOf(kind.schema.properties[field.key]!), row[field.key], refsOf(field), (v) =>
              choices.labelOf(field.key, v, protocolOf(row)),
            ),
        }))}
      />
      <Modal
        open={editing !== null}
        title={t(`tab.${kind.name}`)}
        width={720}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okButtonProps={{ 'data-testid': `config-${kind.name}-save` } as never}
        confirmLoading={busy}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={save}>
          <Row gutter={16}>
            {kind.fields.map((field) => {
              const schema = kind.schema.properties[field.key]
              if (!schema || !shown(field)) return null
              const input = inputOf(schema)
              return (
                <Col key={field.key} xs={24} sm={12}>
                  <Form.Item
                    name={field.key}
                    label={t(`field.${field.label ?? field.key}`)}
                    valuePropName={input.kind === 'switch' ? 'checked' : 'value'}
                    rules={[
                      ...(field.required || isRequired(kind, field.key)
                        ? [
                            input.kind === 'text'
                              ? requiredRule(t)
                              : { required: true, message: t('validation.required') },
                          ]
                        : []),
                      ...(field.check ? [ruleOf(field.check, t)] : []),
                    ]}
                  >
                    <FieldInputOf
                      field={field}
                      input={input}
                      refs={refsOf(field)}
                      options={choices.optionsOf(field.key, values, protocolOf(values))}
                      placeholder={storedSet(field) ? t('field.secretSet') : undefined}
                    />
                  </Form.Item>
                </Col>
              )
            })}
          </Row>
        </Form>
      </Modal>
    </section>
  )
}
