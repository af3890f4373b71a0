// The template editor's side panel for the selected cell: plain (text or formula typed in the sheet), a
// signal's value at a time relative to the record, an aggregate over a period, or an input with its type
// and limits. The signal comes from a searchable picker of the report's devices' signals (device ›
// signal, with units): nobody types an id.
import { Button, Form, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Static } from 'typebox'
import type { ExcelSignal } from '../../../schemas/api/excel.ts'
import {
  EXCEL_AGGREGATES,
  EXCEL_INPUT_TYPES,
  EXCEL_LIMITS,
  EXCEL_PERIODS,
  type ExcelBinding,
} from '../../../schemas/api/excel-template.ts'

type Signal = Static<typeof ExcelSignal>
type Kind = 'none' | ExcelBinding['kind']
const KINDS: readonly Kind[] = ['none', 'value', 'aggregate', 'input']

interface Draft {
  kind: Kind
  signal?: string
  offsetMinutes?: number
  fn?: (typeof EXCEL_AGGREGATES)[number]
  period?: (typeof EXCEL_PERIODS)[number]
  type?: (typeof EXCEL_INPUT_TYPES)[number]
  min?: number | null
  max?: number | null
  maxLength?: number | null
  options?: string[]
  required?: boolean
}

/** A signal's picker value: device and signal ids joined (the picker shows names only). */
const signalValue = (deviceId: string, signalId: string) => `${deviceId}/${signalId}`

function draftOf(binding: ExcelBinding | undefined): Draft {
  if (!binding) return { kind: 'none' }
  if (binding.kind === 'input') return { ...binding, kind: 'input' }
  const signal = signalValue(binding.deviceId, binding.signalId)
  return binding.kind === 'value'
    ? { kind: 'value', signal, offsetMinutes: binding.offsetMinutes }
    : { kind: 'aggregate', signal, fn: binding.fn, period: binding.period }
}

/** `{ [name]: v }` when a limit is set. */
const limit = (name: 'min' | 'max' | 'maxLength', v: number | null | undefined) =>
  v === null || v === undefined ? {} : { [name]: v }

function bindingOf(d: Draft): ExcelBinding | undefined {
  if (d.kind === 'input') {
    return {
      kind: 'input',
      type: d.type ?? 'number',
      ...(d.type === 'number' ? { ...limit('min', d.min), ...limit('max', d.max) } : {}),
      ...(d.type === 'text' ? limit('maxLength', d.maxLength) : {}),
      ...(d.type === 'choice' ? { options: d.options ?? [] } : {}),
      ...(d.required ? { required: true } : {}),
    }
  }
  const [deviceId = '', signalId = ''] = (d.signal ?? '').split('/')
  if (d.kind === 'value') return { kind: 'value', deviceId, signalId, offsetMinutes: d.offsetMinutes ?? 0 }
  if (d.kind === 'aggregate')
    return { kind: 'aggregate', deviceId, signalId, fn: d.fn ?? 'average', period: d.period ?? 'today' }
  return undefined
}

/** The signal picker: grouped by device, searchable by device or signal name, each with its unit. */
export function SignalSelect({
  signals,
  value,
  onChange,
}: {
  signals: readonly Signal[]
  value?: string
  onChange?: (v: string) => void
}) {
  const { t } = useTranslation('excel')
  const devices = [...new Set(signals.map((s) => s.deviceId))]
  const options = devices.map((id) => {
    const list = signals.filter((s) => s.deviceId === id)
    return {
      label: list[0]?.deviceName ?? '',
      title: list[0]?.deviceName ?? '',
      options: list.map((s) => ({
        value: signalValue(s.deviceId, s.signalId),
        label: s.unit ? `${s.name} (${s.unit})` : s.name,
        search: `${s.deviceName} ${s.name}`,
      })),
    }
  })
  return (
    <Select
      value={value}
      onChange={onChange}
      options={options}
      placeholder={t('signalSearch')}
      showSearch={{ optionFilterProp: 'search' }}
      notFoundContent={t('noSignals')}
      data-testid="excel-signal"
    />
  )
}

export function BindingPanel({
  address,
  binding,
  signals,
  onApply,
}: {
  /** the selected cell's address (B3), undefined before any selection */
  address: string | undefined
  binding: ExcelBinding | undefined
  signals: readonly Signal[]
  onApply: (binding: ExcelBinding | undefined) => void
}) {
  const { t } = useTranslation('excel')
  const [form] = Form.useForm<Draft>()
  const kind = Form.useWatch('kind', form) ?? 'none'
  const type = Form.useWatch('type', form) ?? 'number'
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new cell (or its binding) resets the form
  useEffect(() => form.setFieldsValue({ ...EMPTY, ...draftOf(binding) }), [address, binding])
  if (!address) return <Typography.Text type="secondary">{t('pickCell')}</Typography.Text>
  const needsSignal = kind === 'value' || kind === 'aggregate'
  return (
    <Form<Draft>
      form={form}
      layout="vertical"
      size="small"
      initialValues={{ ...EMPTY, ...draftOf(binding) }}
      onFinish={(d) => onApply(bindingOf(d))}
      data-testid="excel-binding"
    >
      <Form.Item name="kind" label={`${t('cellKind')} · ${address}`}>
        <Radio.Group
          optionType="button"
          size="small"
          options={KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          data-testid="excel-kind"
        />
      </Form.Item>
      {needsSignal && (
        <Form.Item name="signal" label={t('signal')} rules={[{ required: true, message: t('required') }]}>
          <SignalSelect signals={signals} />
        </Form.Item>
      )}
      {kind === 'value' && (
        <Form.Item name="offsetMinutes" label={t('offset')} extra={t('offsetHelp')}>
          <InputNumber
            min={-EXCEL_LIMITS.offsetMinutes}
            max={EXCEL_LIMITS.offsetMinutes}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      )}
      {kind === 'aggregate' && (
        <Space.Compact block>
          <Form.Item name="fn" label={t('aggregate')} style={{ width: '50%' }}>
            <Select
              options={EXCEL_AGGREGATES.map((f) => ({ value: f, label: t(`agg.${f}`) }))}
              data-testid="excel-fn"
            />
          </Form.Item>
          <Form.Item name="period" label={t('period')} style={{ width: '50%' }}>
            <Select
              options={EXCEL_PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
              data-testid="excel-period"
            />
          </Form.Item>
        </Space.Compact>
      )}
      {kind === 'input' && <InputLimits type={type} />}
      <Space>
        <Button type="primary" htmlType="submit" data-testid="excel-apply">
          {t('apply')}
        </Button>
        {binding && <Button onClick={() => onApply(undefined)}>{t('clearBinding')}</Button>}
      </Space>
    </Form>
  )
}

const EMPTY: Draft = {
  kind: 'none',
  offsetMinutes: 0,
  fn: 'average',
  period: 'today',
  type: 'number',
  min: null,
  max: null,
  maxLength: null,
  options: [],
  required: false,
}

function InputLimits({ type }: { type: string }) {
  const { t } = useTranslation('excel')
  return (
    <>
      <Form.Item name="type" label={t('inputType')}>
        <Radio.Group
          optionType="button"
          size="small"
          options={EXCEL_INPUT_TYPES.map((k) => ({ value: k, label: t(`input.${k}`) }))}
          data-testid="excel-input-type"
        />
      </Form.Item>
      {type === 'number' && (
        <Space>
          <Form.Item name="min" label={t('min')}>
            <InputNumber data-testid="excel-input-min" />
          </Form.Item>
          <Form.Item name="max" label={t('max')}>
            <InputNumber data-testid="excel-input-max" />
          </Form.Item>
        </Space>
      )}
      {type === 'text' && (
        <Form.Item name="maxLength" label={t('maxLength')}>
          <InputNumber min={1} max={2000} precision={0} />
        </Form.Item>
      )}
      {type === 'choice' && (
        <Form.Item
          name="options"
          label={t('options')}
          extra={t('optionsHelp')}
          rules={[{ required: true, type: 'array', min: 1, message: t('required') }]}
        >
          <Select mode="tags" open={false} maxCount={EXCEL_LIMITS.choiceOptions} />
        </Form.Item>
      )}
      <Form.Item name="required" label={t('requiredInput')} valuePropName="checked">
        <Switch size="small" />
      </Form.Item>
    </>
  )
}

/** A bound cell's text in the editor: what it shows, e.g. `{Boiler · Temperature · Average · Today}`. */
export function bindingLabel(b: ExcelBinding, signals: readonly Signal[], t: (k: string) => string): string {
  if (b.kind === 'input') {
    const limits =
      b.type === 'number' && (b.min !== undefined || b.max !== undefined)
        ? ` ${b.min ?? ''}…${b.max ?? ''}`
        : b.type === 'choice'
          ? ` ${(b.options ?? []).join('/')}`
          : ''
    return `[${t('inputMark')}: ${t(`input.${b.type}`)}${limits}]`
  }
  const s = signals.find((x) => x.deviceId === b.deviceId && x.signalId === b.signalId)
  const name = s ? `${s.deviceName} · ${s.name}` : '?'
  if (b.kind === 'value') {
    const offset = b.offsetMinutes ? ` ${b.offsetMinutes > 0 ? '+' : ''}${b.offsetMinutes} min` : ''
    return `{${name}${offset}}`
  }
  return `{${name} · ${t(`agg.${b.fn}`)} · ${t(`period.${b.period}`)}}`
}
