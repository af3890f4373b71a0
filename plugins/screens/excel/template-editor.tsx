// The template tab of `excel/edit/{id}`: the spreadsheet where a designer types texts and formulas and
// formats them, the side panel binding the selected cell (binding-panel.tsx), the list of bound cells,
// an .xlsx import (read by the server, replacing the sheet after a confirmation), the template's .xlsx
// export and the save (`excel/template/save`).
import { App, Button, Card, Col, Input, List, Row, Space, Typography, Upload } from 'antd'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Excel } from '../../../schemas/api/excel.ts'
import { EXCEL_IMPORT_BASE64_CHARS } from '../../../schemas/api/excel.ts'
import { cellKey, type ExcelBinding, type ExcelTemplate } from '../../../schemas/api/excel-template.ts'
import { base64Of, downloadFile } from '../shared/download.ts'
import { useDirty, useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { BindingPanel, bindingLabel } from './binding-panel.tsx'
import { keyAddress } from './record-cells.ts'
import { bindingsOf, cellAddress, parseAddress, toSheets, toTemplate } from './sheet-convert.ts'
import { LazySheet, type WorkbookInstance } from './sheet-lazy.tsx'

type Selected = { s: number; r: number; c: number }

export function TemplateEditor({ report, onSaved }: { report: Excel; onSaved: (r: Excel) => void }) {
  const { t } = useTranslation('excel')
  const { api, lang } = useServices()
  const { modal, message } = App.useApp()
  const { run, busy } = useAction()
  const signals = useQueryCall('excel/signals', { id: report.id })
  const list = signals.data ?? []
  const sheetRef = useRef<WorkbookInstance>(null)
  const [template, setTemplate] = useState<ExcelTemplate>(report.template)
  const [generation, setGeneration] = useState(0)
  const [bindings, setBindings] = useState(() => bindingsOf(report.template))
  const [selected, setSelected] = useState<Selected>()
  const [dirty, setDirty] = useState(false)
  const [goTo, setGoTo] = useState('')
  useDirty(dirty)
  const label = (b: ExcelBinding) => bindingLabel(b, list, t)
  // the sheet is built once per template (and once the signals' names are known); edits stay in it
  // biome-ignore lint/correctness/useExhaustiveDependencies: bindings are read when the template loads
  const data = useMemo(
    () =>
      toSheets(template, {
        shown: (key) => ({ v: label(bindings.get(key)!), m: label(bindings.get(key)!) }),
        minRows: 40,
        minCols: 12,
      }),
    [template, generation, signals.data],
  )
  const key = selected && cellKey(selected.s, selected.r, selected.c)

  const apply = (binding: ExcelBinding | undefined) => {
    if (!selected || !key) return
    const next = new Map(bindings)
    if (binding) next.set(key, binding)
    else next.delete(key)
    setBindings(next)
    sheetRef.current?.setCellValue(selected.r, selected.c, binding ? label(binding) : '')
    setDirty(true)
  }
  const select = (s: number, r: number, c: number) => setSelected({ s, r, c })
  const jump = (s: number, r: number, c: number) => {
    sheetRef.current?.activateSheet({ id: `s${s}` })
    sheetRef.current?.setSelection([{ row: [r, r], column: [c, c] }], { id: `s${s}` })
    select(s, r, c)
  }
  const save = () =>
    run(async () => {
      const sheets = sheetRef.current?.getAllSheets() ?? []
      const saved = await api.call('excel/template/save', {
        id: report.id,
        template: JSON.stringify(toTemplate(sheets, bindings)),
      })
      setDirty(false)
      onSaved(saved)
    })
  const importFile = (file: File) => {
    modal.confirm({
      title: t('confirmImport'),
      onOk: async () => {
        const data = await base64Of(file)
        if (data.length > EXCEL_IMPORT_BASE64_CHARS) return void message.error(t('fileTooLarge'))
        const imported = await run(() => api.call('excel/template/import', { data }))
        if (!imported) return
        setTemplate(imported)
        setBindings(bindingsOf(imported))
        setGeneration((g) => g + 1)
        setSelected(undefined)
        setDirty(true)
        void message.info(t('imported'))
      },
    })
    return false
  }

  return (
    <Row gutter={16} wrap={false}>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Space style={{ marginBottom: 8 }} wrap>
          <Button type="primary" onClick={save} loading={busy} data-testid="excel-template-save">
            {t('saveTemplate')}
          </Button>
          <Upload accept=".xlsx" showUploadList={false} beforeUpload={importFile}>
            <Button data-testid="excel-import">{t('importXlsx')}</Button>
          </Upload>
          <Button
            onClick={() =>
              run(() =>
                downloadFile(
                  api.baseUrl,
                  'excel/template/export',
                  { id: report.id },
                  lang,
                  `${report.name}.xlsx`,
                ),
              )
            }
          >
            {t('export')}
          </Button>
          <Typography.Text type="secondary">{t('legend')}</Typography.Text>
        </Space>
        {/* the bound cells' labels name their signals: the sheet waits for them */}
        {(signals.data !== undefined || signals.error !== undefined) && (
          <LazySheet
            key={generation}
            ref={sheetRef}
            data={data}
            lang={lang}
            mode="design"
            height={620}
            onSelect={select}
            afterEdit={(s, r, c, value) => {
              const k = cellKey(s, r, c)
              const b = bindings.get(k)
              setDirty(true)
              // typing over a bound cell makes it a plain cell again
              if (b && String(value ?? '') !== label(b)) {
                const next = new Map(bindings)
                next.delete(k)
                setBindings(next)
              }
            }}
          />
        )}
      </Col>
      <Col flex="340px">
        <Card size="small" style={{ marginBottom: 12 }}>
          <Input.Search
            placeholder={t('goToCell')}
            value={goTo}
            onChange={(e) => setGoTo(e.target.value)}
            onSearch={(v) => {
              const at = parseAddress(v)
              if (at) jump(selected?.s ?? 0, at.r, at.c)
            }}
            enterButton={t('cell')}
            data-testid="excel-goto"
          />
        </Card>
        <Card size="small" style={{ marginBottom: 12 }}>
          <BindingPanel
            address={selected && cellAddress(selected.r, selected.c)}
            binding={key ? bindings.get(key) : undefined}
            signals={list}
            onApply={apply}
          />
        </Card>
        <Card size="small" title={t('bindings')}>
          <List
            size="small"
            dataSource={[...bindings.entries()]}
            locale={{ emptyText: t('noBindings') }}
            style={{ maxHeight: 260, overflow: 'auto' }}
            renderItem={([k, b]) => {
              const [s = 0, r = 0, c = 0] = k.split(':').map(Number)
              return (
                <List.Item
                  onClick={() => jump(s, r, c)}
                  style={{ cursor: 'pointer' }}
                  data-testid={`excel-bound-${keyAddress(k)}`}
                >
                  <Typography.Text strong style={{ marginInlineEnd: 8 }}>
                    {keyAddress(
                      k,
                      template.sheets.map((x) => x.name),
                    )}
                  </Typography.Text>
                  <Typography.Text ellipsis style={{ maxWidth: 240 }}>
                    {label(b)}
                  </Typography.Text>
                </List.Item>
              )
            }}
          />
        </Card>
      </Col>
    </Row>
  )
}
