// One record of a report as a spreadsheet: `page/read` and `info/scan` show it read-only with its fill
// history; `page/fill` lets only the input cells change (in the sheet or in the side list), checks each
// against its limits with a message naming the cell, and sends the changed ones (`excel/record/fill`).
// Bound cells show the values frozen at generation with their signals' places and units; formulas are
// computed by the sheet.
// Export (.xlsx from the server) and print are on every mode.
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  List,
  Row,
  Select,
  Space,
  Typography,
} from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ExcelRecord } from '../../../schemas/api/excel.ts'
import type { ExcelInputBinding } from '../../../schemas/api/excel-template.ts'
import { cellKey } from '../../../schemas/api/excel-template.ts'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { LoadFailed } from './groups.tsx'
import { printSheets } from './print.ts'
import { checkInput, inputCells, keyAddress, recordSheets, type SignalMeta } from './record-cells.ts'
import { useExport } from './records.tsx'
import { LazySheet, type WorkbookInstance } from './sheet-lazy.tsx'

export type RecordMode = 'read' | 'fill' | 'scan'

/**
 * The units and decimal places of the report's signals by `device/signal` (none when the caller may not list them);
 * undefined until known, as the sheet takes its texts once.
 */
function useUnits(excelId: string | undefined): ReadonlyMap<string, SignalMeta> | undefined {
  const { api } = useServices()
  const [units, setUnits] = useState<ReadonlyMap<string, SignalMeta>>()
  useEffect(() => {
    if (!excelId) return
    api
      .call('excel/signals', { id: excelId })
      .then((list) =>
        setUnits(
          new Map(list.map((s) => [`${s.deviceId}/${s.signalId}`, { unit: s.unit, decimals: s.decimals }])),
        ),
      )
      .catch(() => setUnits(new Map()))
  }, [api, excelId])
  return units
}

/** An input cell's field in the side list, by its type and limits. */
function InputField({
  binding,
  value,
  onChange,
  testId,
}: {
  binding: ExcelInputBinding
  value: string
  onChange: (v: string) => void
  testId: string
}) {
  if (binding.type === 'choice')
    return (
      <Select
        allowClear
        value={value || undefined}
        onChange={(v) => onChange(v ?? '')}
        options={(binding.options ?? []).map((o) => ({ value: o, label: o }))}
        data-testid={testId}
      />
    )
  if (binding.type === 'number')
    return (
      <InputNumber
        style={{ width: '100%' }}
        value={value === '' ? null : Number.isFinite(Number(value)) ? Number(value) : null}
        onChange={(v) => onChange(v === null ? '' : String(v))}
        placeholder={
          [binding.min, binding.max].some((x) => x !== undefined)
            ? `${binding.min ?? ''} … ${binding.max ?? ''}`
            : undefined
        }
        data-testid={testId}
      />
    )
  return (
    <Input
      value={value}
      maxLength={binding.maxLength}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    />
  )
}

function Audit({ record }: { record: ExcelRecord }) {
  const { t } = useTranslation('excel')
  const names = record.template.sheets.map((s) => s.name)
  const show = (v: string | number | null) => (v === null || v === '' ? '--' : String(v))
  return (
    <List
      size="small"
      dataSource={[...record.audit].reverse()}
      locale={{ emptyText: t('noAudit') }}
      renderItem={(a) => (
        <List.Item>
          {t('auditLine', {
            by: a.by,
            at: formatTime(a.at),
            cell: keyAddress(a.key, names),
            from: show(a.previous),
            to: show(a.value),
          })}
        </List.Item>
      )}
    />
  )
}

export function RecordView({
  recordId,
  mode,
  back,
}: {
  recordId: string
  mode: RecordMode
  /** where Back goes from the record */
  back: (record: ExcelRecord) => string
}) {
  const { t } = useTranslation('excel')
  const { api, lang } = useServices()
  const { message } = App.useApp()
  const { run, busy } = useAction()
  const record = useQueryCall('excel/record/info', { id: recordId })
  const report = useQueryCall(record.data ? 'excel/info' : undefined, { id: record.data?.excelId ?? '' })
  const units = useUnits(record.data?.excelId)
  const sheetRef = useRef<WorkbookInstance>(null)
  const [inputs, setInputs] = useState<Record<string, string>>({})
  const [shown, setShown] = useState(false)
  const exportRecord = useExport(report.data?.name ?? 'record')
  const r = record.data
  const cells = useMemo(() => (r ? inputCells(r) : new Map<string, ExcelInputBinding>()), [r])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a loaded record resets the inputs
  useEffect(() => {
    if (r) setInputs(Object.fromEntries([...cells.keys()].map((k) => [k, String(r.inputs[k] ?? '')])))
  }, [r])
  const data = useMemo(() => (r && units ? recordSheets(r, units) : []), [r, units])
  const names = r?.template.sheets.map((s) => s.name) ?? []
  const errors = new Map(
    [...cells].flatMap(([k, b]) => {
      const e = checkInput(b, inputs[k] ?? '')
      return e ? [[k, t(`err.${e.rule}`, { cell: keyAddress(k, names), ...e })] as const] : []
    }),
  )
  const setInput = (key: string, value: string, fromSheet = false) => {
    setInputs((old) => ({ ...old, [key]: value }))
    const [s = 0, row = 0, col = 0] = key.split(':').map(Number)
    if (!fromSheet) sheetRef.current?.setCellValue(row, col, value, { id: `s${s}` })
  }
  const submit = async () => {
    setShown(true)
    if (errors.size > 0) return void message.error(t('fixErrors'))
    const changed = [...cells.keys()]
      .filter((k) => (inputs[k] ?? '') !== String(r?.inputs[k] ?? ''))
      .map((key) => ({ key, value: (inputs[key] ?? '').trim() }))
    if (!r || changed.length === 0) return
    const saved = await run(() => api.call('excel/record/fill', { id: r.id, inputs: changed }))
    if (saved) {
      record.setData(saved)
      setShown(false)
    }
  }

  if (record.error && !r) return <LoadFailed retry={record.reload} />
  if (!r || !units) return <Card loading />
  const title = `${report.data?.name ?? ''} · ${formatTime(r.time)}`
  return (
    <Card
      title={`${t(mode)} · ${title}`}
      extra={
        <Space>
          <Button onClick={() => exportRecord(r)} data-testid="excel-export">
            {t('export')}
          </Button>
          <Button onClick={() => printSheets(title, sheetRef.current?.getAllSheets() ?? [])}>
            {t('print')}
          </Button>
          {mode === 'fill' && (
            <Button type="primary" onClick={submit} loading={busy} data-testid="excel-submit">
              {t('submit')}
            </Button>
          )}
          <Link to={back(r)}>{t('back')}</Link>
        </Space>
      }
      data-testid={`excel-record-${mode}`}
    >
      <Typography.Paragraph type="secondary">
        {t('periodRange')}: {formatTime(r.periodStart)} – {formatTime(r.periodEnd)} ·{' '}
        {t(`status.${r.status}`)}
      </Typography.Paragraph>
      <Row gutter={16} wrap={false}>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <LazySheet
            ref={sheetRef}
            data={data}
            lang={lang}
            mode={mode === 'fill' ? 'fill' : 'read'}
            height={600}
            beforeEdit={(s, row, col) => {
              const ok = cells.has(cellKey(s, row, col))
              if (!ok) void message.warning(t('readOnlyCell'))
              return ok
            }}
            afterEdit={(s, row, col, value) => setInput(cellKey(s, row, col), String(value ?? ''), true)}
          />
        </Col>
        <Col flex="320px">
          {mode === 'fill' ? (
            <Card size="small" title={t('inputs')}>
              {shown && errors.size > 0 && (
                <Alert
                  type="error"
                  showIcon
                  style={{ marginBottom: 8 }}
                  title={[...errors.values()].join('；')}
                />
              )}
              {cells.size === 0 ? (
                <Empty description={t('noInputs')} />
              ) : (
                <Form layout="vertical" size="small">
                  {[...cells].map(([k, b]) => {
                    const address = keyAddress(k, names)
                    const error = errors.get(k)
                    return (
                      <Form.Item
                        key={k}
                        label={address}
                        required={b.required}
                        validateStatus={error && (shown || inputs[k]) ? 'error' : undefined}
                        help={error && (shown || inputs[k]) ? error : undefined}
                      >
                        <InputField
                          binding={b}
                          value={inputs[k] ?? ''}
                          onChange={(v) => setInput(k, v)}
                          testId={`excel-input-${address}`}
                        />
                      </Form.Item>
                    )
                  })}
                </Form>
              )}
            </Card>
          ) : (
            <Card size="small" title={t('audit')}>
              <Audit record={r} />
            </Card>
          )}
        </Col>
      </Row>
    </Card>
  )
}
