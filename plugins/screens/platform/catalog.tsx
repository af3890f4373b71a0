// The admin menu's simple lists (issue 35): configuration models, market entries, app
// versions and products, each an entry of the platform catalogue (`system/catalog/*`) with a name unique
// in its list, a version, a link, notes and whether it is published. Add and edit in a dialog; delete
// after a confirmation.
import { Alert, Button, Card, Form, Input, Space, Switch, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CatalogEntryView, CatalogKind } from '../../../schemas/entities/platform.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { formatTime } from '../shared/format.ts'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { RowActions } from './row-actions.tsx'

type Values = Omit<CatalogEntryView, 'kind' | 'updatedAt'>
const URL_RULE = /^(https?:\/\/\S+)?$/

function EntryDialog({
  kind,
  entry,
  onClose,
}: {
  kind: CatalogKind
  entry: CatalogEntryView | null
  onClose: (saved: boolean) => void
}) {
  const { t } = useTranslation('platform')
  const { t: common } = useTranslation()
  const { api } = useServices()
  return (
    <FormDialog<Values>
      title={entry ? t('editEntry') : t('newEntry')}
      testId="catalog-form"
      initialValues={entry ?? { name: '', version: '', url: '', notes: '', published: true }}
      submit={(v) =>
        api.call('system/catalog/save', {
          kind,
          name: v.name.trim(),
          version: v.version ?? '',
          url: v.url ?? '',
          notes: v.notes ?? '',
          published: !!v.published,
          ...(entry ? { previous: entry.name } : {}),
        })
      }
      onClose={onClose}
    >
      <Form.Item name="name" label={t('name')} rules={[requiredRule(common), { max: 64 }]}>
        <Input data-testid="catalog-name" />
      </Form.Item>
      <Form.Item name="version" label={t('version')} rules={[{ max: 32 }]}>
        <Input data-testid="catalog-version" />
      </Form.Item>
      <Form.Item
        name="url"
        label={t('url')}
        rules={[{ pattern: URL_RULE, message: t('badUrl') }, { max: 300 }]}
      >
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item name="notes" label={t('notes')} rules={[{ max: 2000 }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="published" label={t('published')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  )
}

export function Catalog({ kind }: { kind: CatalogKind }) {
  const { t } = useTranslation('platform')
  const { api } = useServices()
  const { run } = useAction()
  const [keyword, setKeyword] = useState('')
  const paged = usePagedCall('system/catalog/query', { kind, ...(keyword ? { keyword } : {}) })
  const [editing, setEditing] = useState<CatalogEntryView | null>()
  const remove = async (name: string) => {
    if ((await run(() => api.call('system/catalog/delete', { kind, name }))) !== undefined)
      await paged.reload()
  }
  return (
    <Card
      title={t(`catalog.${kind}`)}
      data-testid={`catalog-${kind}`}
      extra={
        <Space>
          <Input.Search allowClear placeholder={t('search')} onSearch={setKeyword} style={{ width: 220 }} />
          <Button type="primary" onClick={() => setEditing(null)} data-testid="catalog-add">
            {t('add')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon message={t(`hint.${kind}`)} style={{ marginBottom: 16 }} />
      <Table<CatalogEntryView>
        rowKey="name"
        dataSource={paged.rows}
        pagination={paged.pagination}
        loading={paged.loading}
        locale={{ emptyText: t('empty') }}
        columns={[
          { title: t('name'), dataIndex: 'name', width: 220 },
          { title: t('version'), dataIndex: 'version', width: 120 },
          {
            title: t('url'),
            dataIndex: 'url',
            ellipsis: true,
            render: (url: string) =>
              url ? (
                <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
                  {url}
                </Typography.Link>
              ) : null,
          },
          { title: t('notes'), dataIndex: 'notes', ellipsis: true },
          {
            title: t('published'),
            width: 110,
            render: (_, e) =>
              e.published ? <Tag color="success">{t('published')}</Tag> : <Tag>{t('unpublished')}</Tag>,
          },
          { title: t('updatedAt'), width: 180, render: (_, e) => formatTime(e.updatedAt) },
          {
            title: t('actions'),
            width: 150,
            render: (_, e) => (
              <RowActions name={e.name} onEdit={() => setEditing(e)} onDelete={() => remove(e.name)} />
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <EntryDialog
          kind={kind}
          entry={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void paged.reload()
          }}
        />
      )}
    </Card>
  )
}
