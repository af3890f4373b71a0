// `/manage/excel/add` (the info form; saving opens the new report's template tab) and
// `/manage/excel/edit/{id}` with the tabs info and template (`?tab=`).
import { Button, Card, Form, Space, Tabs } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import type { Excel } from '../../../schemas/api/excel.ts'
import { useDirtyForm, useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { useTabParam } from '../shared/useTabParam.ts'
import { LoadFailed } from './groups.tsx'
import { InfoFields, type InfoValues, infoBody, infoValues } from './info-form.tsx'
import { TemplateEditor } from './template-editor.tsx'

const TABS = ['info', 'template'] as const

function InfoForm({ report, onSaved }: { report?: Excel; onSaved: (r: Excel) => void }) {
  const { t } = useTranslation('excel')
  const { api } = useServices()
  const { run, busy } = useAction()
  const { setDirty } = useDirtyForm()
  const [form] = Form.useForm<InfoValues>()
  const save = async (v: InfoValues) => {
    const body = infoBody(v)
    const saved = await run(() =>
      report ? api.call('excel/edit', { id: report.id, ...body }) : api.call('excel/add', body),
    )
    if (saved) {
      setDirty(false)
      onSaved(saved)
    }
  }
  return (
    <Form<InfoValues>
      form={form}
      layout="vertical"
      initialValues={infoValues(report)}
      onFinish={save}
      onValuesChange={() => setDirty(true)}
      style={{ maxWidth: 640 }}
      data-testid="excel-info-form"
    >
      <InfoFields />
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="excel-info-save">
          {t('save')}
        </Button>
        <Link to="/manage/excel/list">{t('back')}</Link>
      </Space>
    </Form>
  )
}

export function ExcelAdd() {
  const { t } = useTranslation('excel')
  const { saved } = useDirtyForm()
  return (
    <Card title={t('addReport')}>
      <InfoForm onSaved={(r) => saved(`/manage/excel/edit/${r.id}?tab=template`)} />
    </Card>
  )
}

export function ExcelEdit() {
  const { t } = useTranslation('excel')
  const { id = '' } = useParams()
  const report = useQueryCall('excel/info', { id })
  const [tab, setTab] = useTabParam(TABS, 'info')
  if (report.error && !report.data) return <LoadFailed retry={report.reload} />
  if (!report.data) return <Card loading />
  const r = report.data
  return (
    <Card
      title={`${t('editReport')} · ${r.name}`}
      extra={
        <Space>
          <Link to={`/manage/excel/info/${r.id}`}>{t('records')}</Link>
          <Link to="/manage/excel/list">{t('back')}</Link>
        </Space>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={TABS.map((k) => ({
          key: k,
          label: t(`tab.${k}`),
          children:
            k === 'info' ? (
              <InfoForm report={r} onSaved={report.setData} />
            ) : (
              <TemplateEditor report={r} onSaved={report.setData} />
            ),
        }))}
      />
    </Card>
  )
}
