// Templates (platform spec §2 `eg/template/list`, `add`, `edit/{id}`; §3 Template: name, public or
// private, gateway series, linked devices, sync state): the list with copy (a job) and delete, a new
// template (empty or from a device's configuration), and the edit page with the device edit tabs.
import { Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import type { TemplateAddBody } from '../../../schemas/api/template.ts'
import {
  GATEWAY_SERIES,
  TEMPLATE_TYPES,
  type Template,
  type TemplateDetail,
} from '../../../schemas/entities/equipment.ts'
import { LoadFailed } from '../shared/load-failed.tsx'
import { requiredRule } from '../shared/rules.ts'
import { useDirty, useDirtyForm, useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { JobModal } from './job.tsx'
import { OwnerTabs } from './owner-tabs.tsx'

type TemplateForm = Omit<TemplateAddBody, 'equipmentId'> & { equipmentId?: string }

/** Name, type, series and remark: shared by add and the info tab. */
function TemplateFields() {
  const { t } = useTranslation('equipment')
  return (
    <>
      <Form.Item name="name" label={t('tpl.name')} rules={[requiredRule(t)]}>
        <Input maxLength={64} data-testid="template-name" />
      </Form.Item>
      <Form.Item name="type" label={t('tpl.type')}>
        <Select options={TEMPLATE_TYPES.map((v) => ({ value: v, label: t(`tpl.type.${v}`) }))} />
      </Form.Item>
      <Form.Item name="gatewaySeries" label={t('tpl.series')}>
        <Select options={GATEWAY_SERIES.map((v) => ({ value: v, label: v }))} />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')}>
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
    </>
  )
}

export function TemplateList() {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const navigate = useNavigate()
  const { run } = useAction()
  const [keyword, setKeyword] = useState('')
  const { rows, loading, pagination, reload } = usePagedCall('template/queryForManage', {
    keyword: keyword || undefined,
  })
  const [copying, setCopying] = useState<Template | undefined>()
  const [job, setJob] = useState<string | undefined>()
  const copy = async ({ name }: { name: string }) => {
    if (!copying) return
    const started = await run(() => api.call('template/copy', { id: copying.id, name }))
    setCopying(undefined)
    if (started?.jobId) setJob(started.jobId)
  }
  return (
    <Card
      title={t('tpl.list')}
      data-testid="template-list"
      extra={
        <Button type="primary" onClick={() => navigate('/manage/eg/template/add')} data-testid="template-add">
          {t('tpl.add')}
        </Button>
      }
    >
      <Input.Search
        allowClear
        placeholder={t('tpl.name')}
        onSearch={(v) => setKeyword(v.trim())}
        style={{ width: 260, marginBottom: 16 }}
      />
      <Table<Template>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={pagination}
        columns={[
          {
            title: t('tpl.name'),
            dataIndex: 'name',
            render: (v: string, tp) => <Link to={`/manage/eg/template/edit/${tp.id}`}>{v}</Link>,
          },
          { title: t('tpl.type'), dataIndex: 'type', render: (v: string) => t(`tpl.type.${v}`) },
          { title: t('tpl.series'), dataIndex: 'gatewaySeries' },
          { title: t('tpl.devices'), dataIndex: 'deviceCount' },
          { title: t('remark'), dataIndex: 'remark' },
          {
            title: t('actions'),
            render: (_, tp) => (
              <Space>
                <Link to={`/manage/eg/template/edit/${tp.id}`}>{t('common.edit')}</Link>
                <Button type="link" size="small" onClick={() => setCopying(tp)}>
                  {t('tpl.copy')}
                </Button>
                <Popconfirm
                  title={t('tpl.confirmDelete')}
                  onConfirm={() => run(() => api.call('template/delete', { id: tp.id })).then(reload)}
                >
                  <Button type="link" danger size="small">
                    {t('common.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={copying !== undefined}
        title={t('tpl.copy')}
        onCancel={() => setCopying(undefined)}
        footer={null}
        destroyOnHidden
      >
        <Form layout="vertical" onFinish={copy} initialValues={{ name: `${copying?.name ?? ''} (2)` }}>
          <Form.Item name="name" label={t('tpl.copyName')} rules={[requiredRule(t)]}>
            <Input maxLength={64} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('tpl.copy')}
          </Button>
        </Form>
      </Modal>
      <JobModal
        jobId={job}
        title={t('tpl.copy')}
        onClose={() => setJob(undefined)}
        onEnd={() => void reload()}
      />
    </Card>
  )
}

export function TemplateAdd() {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { busy, run } = useAction()
  const { setDirty, saved } = useDirtyForm()
  const devices = useQueryCall('equipment/multi/query', { pageSize: 100 })
  const submit = async (values: TemplateForm) => {
    const created = await run(() => api.call('template/add', { ...values }))
    if (!created?.id) return
    saved(`/manage/eg/template/edit/${created.id}`)
  }
  return (
    <Card title={t('tpl.add')} style={{ maxWidth: 640 }}>
      <Form<TemplateForm>
        layout="vertical"
        initialValues={{ type: 'private', gatewaySeries: 'standard' }}
        onFinish={submit}
        onValuesChange={() => setDirty(true)}
      >
        <TemplateFields />
        <Form.Item name="equipmentId" label={t('tpl.fromDevice')} extra={t('tpl.fromDeviceHint')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={(devices.data?.list ?? []).map((d) => ({ value: d.id, label: d.name }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="template-save">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  )
}

function TemplateInfo({ template, reload }: { template: TemplateDetail; reload: () => Promise<void> }) {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { busy, run } = useAction()
  const [form] = Form.useForm<TemplateForm>()
  const [dirty, setDirty] = useState(false)
  useDirty(dirty)
  useEffect(() => {
    const { name, type, gatewaySeries, remark } = template
    form.setFieldsValue({ name, type, gatewaySeries, remark })
  }, [template, form])
  const save = async (values: TemplateForm) => {
    if ((await run(() => api.call('template/edit', { id: template.id, ...values }))) === undefined) return
    setDirty(false)
    await reload()
  }
  return (
    <Space align="start" size={48} wrap>
      <Form<TemplateForm>
        form={form}
        layout="vertical"
        style={{ width: 360 }}
        onFinish={save}
        onValuesChange={() => setDirty(true)}
      >
        <TemplateFields />
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('common.save')}
        </Button>
      </Form>
      <section>
        <Typography.Title level={5}>{t('tpl.devices')}</Typography.Title>
        <Table<TemplateDetail['devices'][number]>
          size="small"
          rowKey="id"
          dataSource={template.devices}
          pagination={false}
          columns={[
            {
              title: t('name'),
              dataIndex: 'name',
              render: (v: string, d) => <Link to={`/manage/eg/equipment/edit/${d.id}`}>{v}</Link>,
            },
            {
              title: t('tpl.syncState'),
              dataIndex: 'templateSynced',
              render: (synced: boolean) => (
                <Tag color={synced ? 'green' : 'orange'}>
                  {t(synced ? 'sync.templateSynced' : 'sync.templateUnsynced')}
                </Tag>
              ),
            },
          ]}
        />
      </section>
    </Space>
  )
}

export function TemplateEdit() {
  const { id = '' } = useParams()
  const { t } = useTranslation('equipment')
  const template = useQueryCall('template/detail', { id })
  const tp = template.data
  if (template.error !== undefined && !tp)
    return <LoadFailed error={template.error} home="/manage/eg/template/list" />
  return (
    <Card
      data-testid="template-edit"
      loading={!tp}
      title={
        tp && (
          <Space>
            <Typography.Text strong>{tp.name}</Typography.Text>
            <Tag>{t(`tpl.type.${tp.type}`)}</Tag>
            <Tag>{tp.gatewaySeries}</Tag>
          </Space>
        )
      }
    >
      {tp && (
        <OwnerTabs
          owner={{ templateId: id }}
          info={<TemplateInfo template={tp} reload={template.reload} />}
          onChanged={template.reload}
        />
      )}
    </Card>
  )
}
