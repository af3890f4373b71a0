// The enterprise's widget plugins: a table with an enable switch per plugin, registering a module by
// URL, uploading a module with its stylesheet, adding a file to an uploaded plugin, deleting.
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Space, Switch, Table, Tag, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PluginUrl } from '../../../schemas/api/remote-plugin.ts'
import type { RemotePlugin } from '../../../schemas/entities/remote-plugin.ts'
import { check } from '../../../schemas/validate.ts'
import { formatTime } from '../shared/format.ts'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { ManifestCell, ManifestDialog } from './manifest-cell.tsx'

type Dialog = 'url' | 'upload' | undefined
type FormValues = { name: string; url: string; module: File; stylesheet?: File }

/** One file picked with antd's Upload, kept in the form instead of being sent at once. */
function FilePicker({
  accept,
  value,
  onChange,
  testId,
}: {
  accept: string
  value?: File
  onChange?: (file: File | undefined) => void
  testId: string
}) {
  const { t } = useTranslation('plugins')
  return (
    <span data-testid={testId}>
      <Upload
        accept={accept}
        maxCount={1}
        fileList={value ? [{ uid: value.name, name: value.name }] : []}
        beforeUpload={(file) => {
          onChange?.(file)
          return false
        }}
        onRemove={() => onChange?.(undefined)}
      >
        <Button>{t('chooseFile')}</Button>
      </Upload>
    </span>
  )
}

export function WidgetPlugins() {
  const { api } = useServices()
  const { t } = useTranslation('plugins')
  const { run, busy } = useAction()
  const { rows, loading, pagination, reload } = usePagedCall('plugin/query')
  const [dialog, setDialog] = useState<Dialog>()
  const [editing, setEditing] = useState<RemotePlugin>()
  const [form] = Form.useForm<FormValues>()

  const act = async <T,>(call: () => Promise<T>) => {
    const done = await run(call)
    if (done !== undefined) await reload()
    return done
  }
  const close = () => setDialog(undefined)

  const register = async (v: Pick<FormValues, 'name' | 'url'>) => {
    if ((await act(() => api.call('plugin/add', v))) !== undefined) close()
  }
  const upload = async (v: Omit<FormValues, 'url'>) => {
    const created = await act(async () => {
      const plugin = await api.callFile('plugin/upload', v.name ? { name: v.name } : {}, v.module, {
        fileName: v.module.name,
      })
      if (v.stylesheet)
        await api.callFile('plugin/upload', { id: plugin.id }, v.stylesheet, { fileName: v.stylesheet.name })
      return plugin
    })
    if (created !== undefined) close()
  }

  const urlRule = {
    validator: async (_: unknown, value: string | undefined) => {
      if (value && !check(PluginUrl, value).ok) throw new Error(t('badUrl'))
    },
  }

  return (
    <Card
      data-testid="widget-plugins"
      title={t('title')}
      extra={
        <Space>
          <Button onClick={() => setDialog('url')} data-testid="plugin-add-url">
            {t('addUrl')}
          </Button>
          <Button type="primary" onClick={() => setDialog('upload')} data-testid="plugin-upload">
            {t('upload')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon title={t('hint')} style={{ marginBottom: 16 }} />
      <Table<RemotePlugin>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={pagination}
        columns={[
          { title: t('name'), dataIndex: 'name' },
          {
            title: t('source'),
            dataIndex: 'source',
            render: (source: RemotePlugin['source']) => <Tag>{t(`source.${source}`)}</Tag>,
          },
          { title: t('url'), dataIndex: 'url', ellipsis: true },
          { title: t('files'), dataIndex: 'files', render: (files: string[]) => files.join(', ') },
          {
            title: t('manifestColumn'),
            key: 'manifest',
            width: 240,
            render: (_, p) => <ManifestCell plugin={p} />,
          },
          {
            title: t('enabled'),
            dataIndex: 'enabled',
            render: (enabled: boolean, p) => (
              <Switch
                checked={enabled}
                loading={busy}
                data-testid={`plugin-enabled-${p.name}`}
                onChange={(on) => act(() => api.call(on ? 'plugin/enable' : 'plugin/disable', { id: p.id }))}
              />
            ),
          },
          { title: t('updatedAt'), dataIndex: 'updatedAt', render: (time: number) => formatTime(time) },
          {
            title: t('actions'),
            render: (_, p) => (
              <Space wrap size={0}>
                {p.source === 'upload' && (
                  <Upload
                    accept=".js,.mjs,.css,.map"
                    showUploadList={false}
                    beforeUpload={(file) => {
                      void act(() =>
                        api.callFile('plugin/upload', { id: p.id }, file, { fileName: file.name }),
                      )
                      return false
                    }}
                  >
                    <Button type="link">{t('addFile')}</Button>
                  </Upload>
                )}
                <Button
                  type="link"
                  onClick={() => setEditing(p)}
                  data-testid={`plugin-manifest-edit-${p.name}`}
                >
                  {t('manifest.edit')}
                </Button>
                <Popconfirm
                  title={t('confirmDelete')}
                  onConfirm={() => act(() => api.call('plugin/delete', { id: p.id }))}
                >
                  <Button type="link" danger>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <ManifestDialog
          plugin={editing}
          busy={busy}
          onClose={() => setEditing(undefined)}
          onSave={async (manifest) => {
            const saved = await act(() => api.call('plugin/manifest', { id: editing.id, manifest }))
            if (saved !== undefined) setEditing(undefined)
          }}
        />
      )}
      <Modal
        open={dialog !== undefined}
        title={dialog === 'url' ? t('addUrl') : t('upload')}
        onCancel={close}
        onOk={() => form.submit()}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Form<FormValues>
          form={form}
          layout="vertical"
          onFinish={(values) => (dialog === 'url' ? register(values) : upload(values))}
          preserve={false}
        >
          <Form.Item name="name" label={t('name')} rules={dialog === 'url' ? [requiredRule(t)] : []}>
            <Input maxLength={64} data-testid="plugin-name" />
          </Form.Item>
          {dialog === 'url' ? (
            <Form.Item name="url" label={t('url')} extra={t('urlHint')} rules={[requiredRule(t), urlRule]}>
              <Input maxLength={1000} data-testid="plugin-url" />
            </Form.Item>
          ) : (
            <>
              <Form.Item name="module" label={t('module')} rules={[{ required: true, message: t('module') }]}>
                <FilePicker accept=".js,.mjs" testId="plugin-module" />
              </Form.Item>
              <Form.Item name="stylesheet" label={t('stylesheet')}>
                <FilePicker accept=".css" testId="plugin-stylesheet" />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </Card>
  )
}
