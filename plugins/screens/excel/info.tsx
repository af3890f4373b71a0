// `/manage/excel/info/{id}`: a report's records (records.tsx) with its name, devices and schedule, and
// the links to its template and info; `/manage/excel/info/scan/{recordId}`: one record read-only with
// its fill history.
import { Card, Descriptions, Space, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useQueryCall } from '../shared/useAction.ts'
import { LoadFailed } from './groups.tsx'
import { offsetText } from './info-form.tsx'
import { scheduleText } from './list.tsx'
import { RecordView } from './record-view.tsx'
import { RecordsTable } from './records.tsx'

export function ExcelInfo() {
  const { t } = useTranslation('excel')
  const { id = '' } = useParams()
  const report = useQueryCall('excel/info', { id })
  if (report.error && !report.data) return <LoadFailed retry={report.reload} />
  if (!report.data) return <Card loading />
  const r = report.data
  return (
    <Card
      title={`${t('reportInfo')} · ${r.name}`}
      extra={
        <Space>
          <Link to={`/manage/excel/edit/${r.id}?tab=template`}>{t('design')}</Link>
          <Link to={`/manage/excel/edit/${r.id}`}>{t('edit')}</Link>
          <Link to="/manage/excel/list">{t('back')}</Link>
        </Space>
      }
    >
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('devices')}>
          {r.devices.map((d) => (
            <Tag key={d.id}>{d.name}</Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('schedule')}>{scheduleText(r.schedule, t)}</Descriptions.Item>
        <Descriptions.Item label={t('timezone')}>{offsetText(r.utcOffsetMinutes)}</Descriptions.Item>
      </Descriptions>
      <RecordsTable
        report={r}
        links={{
          scan: (x) => `/manage/excel/info/scan/${x.id}`,
          read: (x) => `/monitor/excel/${r.id}/page/read/${x.id}`,
          fill: (x) => `/monitor/excel/${r.id}/page/fill/${x.id}`,
        }}
      />
    </Card>
  )
}

export function ExcelScan() {
  const { recordId = '' } = useParams()
  return <RecordView recordId={recordId} mode="scan" back={(r) => `/manage/excel/info/${r.excelId}`} />
}
