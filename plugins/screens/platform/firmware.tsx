// The firmware tab of gateway hardware (issue 35): the packages (upload checked by the server by content,
// delete after a confirmation), upgrading chosen gateways to one, and the upgrades with the agent's
// progress, refreshed every 2 s while one is under way.
import {
  App,
  Button,
  Form,
  Input,
  Popconfirm,
  Progress,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  Upload,
} from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../../core/i18n/messages.ts'
import type { FirmwareJobView, FirmwarePackageView } from '../../../schemas/api/firmware.ts'
import { GATEWAY_SERIES } from '../../../schemas/entities/equipment.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { formatTime } from '../shared/format.ts'
import { requiredListRule, requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'

interface UploadValues {
  version: string
  notes?: string
  series?: string[]
  models?: string[]
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

function UploadDialog({ onClose }: { onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('platform')
  const { t: common } = useTranslation()
  const { api } = useServices()
  const models = useQueryCall('system/model/query', { pageSize: 100 })
  const [file, setFile] = useState<File>()
  const [missing, setMissing] = useState(false)
  const submit = (v: UploadValues) => {
    if (!file) {
      setMissing(true)
      return Promise.reject(new Error(t('fw.fileRequired')))
    }
    const fields = {
      version: v.version.trim(),
      notes: v.notes?.trim() ?? '',
      series: (v.series ?? []).join(','),
      models: (v.models ?? []).join(','),
    }
    return api.callFile('system/firmware/upload', fields, file)
  }
  return (
    <FormDialog<UploadValues> title={t('fw.upload')} testId="firmware-form" submit={submit} onClose={onClose}>
      <Form.Item
        name="version"
        label={t('fw.version')}
        extra={t('fw.versionHint')}
        rules={[requiredRule(common), { max: 64 }]}
      >
        <Input data-testid="firmware-version" />
      </Form.Item>
      <Form.Item name="series" label={t('fw.targets')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('fw.seriesAny')}
          options={GATEWAY_SERIES.map((s) => ({ value: s, label: t(`series.${s}`) }))}
          data-testid="firmware-series"
        />
      </Form.Item>
      <Form.Item name="models">
        <Select
          mode="multiple"
          allowClear
          placeholder={t('fw.modelsAny')}
          loading={models.loading}
          options={(models.data?.list ?? []).map((m) => ({ value: m.model, label: m.model }))}
        />
      </Form.Item>
      <Form.Item name="notes" label={t('fw.notes')} rules={[{ max: 2000 }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item
        label={t('fw.file')}
        required
        validateStatus={missing ? 'error' : undefined}
        help={missing ? t('fw.fileRequired') : undefined}
      >
        <Upload
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f)
            setMissing(false)
            return false
          }}
          onRemove={() => setFile(undefined)}
          data-testid="firmware-file"
        >
          <Button>{t('fw.pick')}</Button>
        </Upload>
      </Form.Item>
    </FormDialog>
  )
}

function UpgradeDialog({ pkg, onClose }: { pkg: FirmwarePackageView; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('platform')
  const { t: common } = useTranslation()
  const { api } = useServices()
  const { message } = App.useApp()
  const gateways = useQueryCall('system/hardware/query', { pageSize: 100 })
  const submit = async ({ sns }: { sns: string[] }) => {
    const { results } = await api.call('system/firmware/upgrade', { sns, package: pkg.id })
    const started = results.filter((r) => r.code === 200).length
    if (started) void message.info(t('fw.started', { count: started }))
    for (const r of results.filter((x) => x.code !== 200))
      void message.warning(t('fw.refused', { sn: r.sn, reason: errorMessage(r.code, common) }))
    return results
  }
  return (
    <FormDialog<{ sns: string[] }>
      title={t('fw.upgradeTitle', { version: pkg.version })}
      testId="upgrade-form"
      submit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="sns"
        label={t('fw.gateways')}
        extra={t('fw.gatewaysHint')}
        rules={[requiredListRule(common)]}
      >
        <Select
          mode="multiple"
          maxCount={100}
          loading={gateways.loading}
          options={(gateways.data?.list ?? []).map((g) => ({
            value: g.sn,
            label: `${g.sn} · ${g.firmwareVersion || '-'}`,
          }))}
          data-testid="upgrade-sns"
        />
      </Form.Item>
    </FormDialog>
  )
}

const FINAL = new Set(['done', 'failed'])

function Jobs({ version }: { version: number }) {
  const { t } = useTranslation('platform')
  const { t: all } = useTranslation()
  const paged = usePagedCall('system/firmware/jobs', {})
  const { reload, rows } = paged
  const running = rows.some((j) => !FINAL.has(j.state))
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new upgrade (version) loads the list again
  useEffect(() => void reload(), [version])
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => void reload(), 2000)
    return () => clearInterval(timer)
  }, [running, reload])
  return (
    <Table<FirmwareJobView>
      rowKey="id"
      size="small"
      title={() => <Typography.Text strong>{t('fw.jobs')}</Typography.Text>}
      dataSource={rows}
      pagination={paged.pagination}
      loading={paged.loading}
      locale={{ emptyText: t('fw.jobsEmpty') }}
      data-testid="firmware-jobs"
      columns={[
        { title: t('sn'), dataIndex: 'sn', width: 140 },
        { title: t('fw.from'), dataIndex: 'fromVersion', ellipsis: true },
        { title: t('fw.to'), dataIndex: 'version', ellipsis: true },
        {
          title: t('fw.state'),
          width: 240,
          render: (_, j) => (
            <Space data-testid={`job-state-${j.state}`}>
              <Tag color={j.state === 'done' ? 'success' : j.state === 'failed' ? 'error' : 'processing'}>
                {t(`fw.state.${j.state}`)}
              </Tag>
              {!FINAL.has(j.state) && <Progress percent={j.percent} size="small" style={{ width: 100 }} />}
            </Space>
          ),
        },
        {
          title: t('fw.outcome'),
          ellipsis: true,
          render: (_, j) => (j.code ? `${errorMessage(j.code, all)}${j.msg ? ` (${j.msg})` : ''}` : ''),
        },
        { title: t('fw.updatedAt'), width: 170, render: (_, j) => formatTime(j.updatedAt) },
      ]}
    />
  )
}

export function Firmware() {
  const { t } = useTranslation('platform')
  const { api } = useServices()
  const { run } = useAction()
  const paged = usePagedCall('system/firmware/query', {})
  const [uploading, setUploading] = useState(false)
  const [upgrading, setUpgrading] = useState<FirmwarePackageView>()
  const [sent, setSent] = useState(0)
  const remove = async (id: string) => {
    if ((await run(() => api.call('system/firmware/delete', { package: id }))) !== undefined)
      await paged.reload()
  }
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="hardware-firmware">
      <Button type="primary" onClick={() => setUploading(true)} data-testid="firmware-upload">
        {t('fw.upload')}
      </Button>
      <Table<FirmwarePackageView>
        rowKey="id"
        dataSource={paged.rows}
        pagination={paged.pagination}
        loading={paged.loading}
        locale={{ emptyText: t('fw.empty') }}
        data-testid="firmware-packages"
        columns={[
          { title: t('fw.version'), dataIndex: 'version', width: 200 },
          {
            title: t('fw.targets'),
            render: (_, p) => (
              <Space size={[0, 4]} wrap>
                {p.series.length ? (
                  p.series.map((s) => <Tag key={s}>{t(`series.${s}`)}</Tag>)
                ) : (
                  <Tag>{t('fw.seriesAny')}</Tag>
                )}
                {p.models.map((m) => (
                  <Tag key={m} color="blue">
                    {m}
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: t('fw.notes'), dataIndex: 'notes', ellipsis: true },
          { title: t('fw.size'), width: 100, render: (_, p) => sizeText(p.size) },
          {
            title: t('fw.hash'),
            width: 130,
            render: (_, p) => (
              <Typography.Text copyable={{ text: p.sha256 }} code>
                {p.sha256.slice(0, 8)}
              </Typography.Text>
            ),
          },
          { title: t('fw.uploadedAt'), width: 170, render: (_, p) => formatTime(p.createdAt) },
          {
            title: t('actions'),
            width: 220,
            render: (_, p) => (
              <Space size={4}>
                <Button
                  size="small"
                  type="primary"
                  onClick={() => setUpgrading(p)}
                  data-testid="firmware-upgrade"
                >
                  {t('fw.upgrade')}
                </Button>
                <PopDelete name={p.version} onConfirm={() => void remove(p.id)} />
              </Space>
            ),
          },
        ]}
      />
      <Jobs version={sent} />
      {uploading && (
        <UploadDialog
          onClose={(saved) => {
            setUploading(false)
            if (saved) void paged.reload()
          }}
        />
      )}
      {upgrading && (
        <UpgradeDialog
          pkg={upgrading}
          onClose={(saved) => {
            setUpgrading(undefined)
            if (saved) setSent((n) => n + 1)
          }}
        />
      )}
    </Space>
  )
}

function PopDelete({ name, onConfirm }: { name: string; onConfirm: () => void }) {
  const { t } = useTranslation('platform')
  return (
    <Popconfirm title={t('fw.deleteConfirm', { name })} onConfirm={onConfirm}>
      <Button size="small" danger>
        {t('delete')}
      </Button>
    </Popconfirm>
  )
}
