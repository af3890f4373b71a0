// A report's records, newest first, 10 a page (`excel/record/query`): generate one now for a chosen
// time (`excel/record/generate`), each with its period, status and source, and the buttons to scan,
// read, fill, export (.xlsx) or delete it (after a confirmation). `/manage/excel/info/{id}` and the
// monitor side's report page both show it; `links` says where scan, read and fill go.
import { Button, DatePicker, Empty, Popconfirm, Popover, Space, Table, Tag } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import type { ExcelRecordSummary, ExcelSummary } from '../../../schemas/api/excel.ts'
import { downloadFile } from '../shared/download.ts'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { EXCEL_KEYS } from './manifest.ts'

export interface RecordLinks {
  scan?: (r: ExcelRecordSummary) => string
  read: (r: ExcelRecordSummary) => string
  fill: (r: ExcelRecordSummary) => string
}

export const monitorLinks = (excelId: string): RecordLinks => ({
  read: (r) => `/monitor/excel/${excelId}/page/read/${r.id}`,
  fill: (r) => `/monitor/excel/${excelId}/page/fill/${r.id}`,
})

/** A record's export, named after the report and the record's time. */
export function useExport(reportName: string) {
  const { api, lang } = useServices()
  const { run } = useAction()
  return (r: Pick<ExcelRecordSummary, 'id' | 'time'>) =>
    run(() =>
      downloadFile(
        api.baseUrl,
        'excel/record/export',
        { id: r.id },
        lang,
        `${reportName} ${dayjs(r.time).format('YYYY-MM-DD HHmm')}.xlsx`,
      ),
    )
}

function GenerateNow({ excelId, onMade }: { excelId: string; onMade: (id: string) => void }) {
  const { t } = useTranslation('excel')
  const { api } = useServices()
  const { run, busy } = useAction()
  const [open, setOpen] = useState(false)
  const [time, setTime] = useState<Dayjs>(() => dayjs())
  const make = async () => {
    const made = await run(() => api.call('excel/record/generate', { excelId, time: time.valueOf() }))
    if (made) {
      setOpen(false)
      onMade(made.id)
    }
  }
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setTime(dayjs())
        setOpen(next)
      }}
      trigger="click"
      placement="bottomLeft"
      title={t('generateAt')}
      content={
        <Space>
          <DatePicker showTime value={time} onChange={(v) => v && setTime(v)} allowClear={false} />
          <Button type="primary" onClick={make} loading={busy} data-testid="excel-generate-ok">
            {t('generate')}
          </Button>
        </Space>
      }
    >
      <Button type="primary" data-testid="excel-generate">
        {t('generateNow')}
      </Button>
    </Popover>
  )
}

export function RecordsTable({ report, links }: { report: ExcelSummary; links: RecordLinks }) {
  const { t } = useTranslation('excel')
  const { api, hasAuth } = useServices()
  const { run } = useAction()
  const navigate = useNavigate()
  const records = usePagedCall('excel/record/query', { excelId: report.id })
  const exportRecord = useExport(report.name)
  const canFill = report.canFill && hasAuth(EXCEL_KEYS.fill)
  const remove = (id: string) =>
    run(() => api.call('excel/record/delete', { id })).then(async (done) => {
      if (done !== undefined) await records.reload()
    })
  return (
    <>
      {canFill && (
        <Space style={{ marginBottom: 12 }}>
          <GenerateNow
            excelId={report.id}
            onMade={() => {
              void records.reload()
            }}
          />
        </Space>
      )}
      <Table<ExcelRecordSummary>
        rowKey="id"
        loading={records.loading}
        dataSource={records.rows}
        pagination={records.pagination}
        locale={{ emptyText: <Empty description={t('noRecords')} /> }}
        onRow={(r) => ({ onDoubleClick: () => navigate(links.read(r)) })}
        columns={[
          { title: t('time'), dataIndex: 'time', render: (v: number) => formatTime(v) },
          {
            title: t('periodRange'),
            render: (_, r) => `${formatTime(r.periodStart)} – ${formatTime(r.periodEnd)}`,
          },
          {
            title: t('status'),
            dataIndex: 'status',
            render: (v: ExcelRecordSummary['status']) => (
              <Tag color={v === 'filled' ? 'green' : 'gold'}>{t(`status.${v}`)}</Tag>
            ),
          },
          {
            title: t('source'),
            render: (_, r) =>
              r.createdBy ? `${t(`source.${r.source}`)} · ${r.createdBy}` : t(`source.${r.source}`),
          },
          { title: t('filledAt'), dataIndex: 'filledAt', render: (v: number | null) => formatTime(v) },
          {
            title: '',
            width: 320,
            render: (_, r) => (
              <Space size={12} data-testid={`excel-record-${formatTime(r.time)}`}>
                {links.scan && <Link to={links.scan(r)}>{t('scan')}</Link>}
                <Link to={links.read(r)} data-testid="excel-record-read">
                  {t('read')}
                </Link>
                {canFill && (
                  <Link to={links.fill(r)} data-testid="excel-record-fill">
                    {t('fill')}
                  </Link>
                )}
                <Button
                  type="link"
                  size="small"
                  onClick={() => exportRecord(r)}
                  data-testid="excel-record-export"
                >
                  {t('export')}
                </Button>
                {report.canManage && (
                  <Popconfirm title={t('confirmDeleteRecord')} onConfirm={() => remove(r.id)}>
                    <Button type="link" size="small" danger>
                      {t('delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  )
}
