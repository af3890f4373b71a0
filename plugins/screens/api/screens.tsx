// The enterprise's API keys (`api/key/query`, 10 per page): name, the token's public start, read or write,
// scopes, expiry, last use and state; a new key in a dialog (devices and projects from the caller's lists,
// read or write, optional expiry) whose token is shown once; revoke after a confirmation. Beside them, in a
// second tab, the grants of devices to external parties (grants.tsx).
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Modal,
  Popconfirm,
  Radio,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd'
import type { Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiKeyView } from '../../../schemas/api/api-keys.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { formatTime } from '../shared/format.ts'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'

import { ExternalGrants } from './grants.tsx'
import { ScopeFields, type ScopeValues } from './scope-fields.tsx'

export { ApiDocs } from './docs.tsx'

interface KeyValues extends ScopeValues {
  name: string
  write: boolean
  expiresAt?: Dayjs | null
}

const STATE_COLOUR = { active: 'green', expired: 'default', revoked: 'red' } as const

function AddDialog({ onClose }: { onClose: (token: string | undefined) => void }) {
  const { api } = useServices()
  const { t } = useTranslation('api')
  let token: string | undefined
  return (
    <FormDialog<KeyValues>
      title={t('add')}
      testId="api-key-dialog"
      initialValues={{ write: false }}
      submit={async (v) => {
        const answer = await api.call('api/key/add', {
          name: v.name.trim(),
          write: v.write,
          deviceIds: v.deviceIds ?? [],
          projectIds: v.projectIds ?? [],
          expiresAt: v.expiresAt ? v.expiresAt.valueOf() : null,
        })
        token = answer.token
        return answer
      }}
      onClose={(saved) => onClose(saved ? token : undefined)}
    >
      <Form.Item name="name" label={t('name')} rules={[requiredRule(t)]}>
        <Input maxLength={64} data-testid="api-key-name" />
      </Form.Item>
      <Form.Item name="write" label={t('access')}>
        <Radio.Group
          options={[
            { value: false, label: t('read') },
            { value: true, label: t('write') },
          ]}
        />
      </Form.Item>
      <ScopeFields testId="api-key" />
      <Form.Item name="expiresAt" label={t('expiresAt')}>
        <DatePicker showTime placeholder={t('never')} data-testid="api-key-expiry" />
      </Form.Item>
    </FormDialog>
  )
}

function KeyList() {
  const { api } = useServices()
  const { t } = useTranslation('api')
  const { run } = useAction()
  const [keyword, setKeyword] = useState('')
  const keys = usePagedCall('api/key/query', { keyword: keyword || undefined })
  const [adding, setAdding] = useState(false)
  const [token, setToken] = useState<string>()
  const revoke = async (key: ApiKeyView) => {
    if ((await run(() => api.call('api/key/revoke', { id: key.id }))) !== undefined) await keys.reload()
  }
  return (
    <div data-testid="api-key-list">
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
        <Space>
          <Input.Search allowClear placeholder={t('search')} onSearch={setKeyword} />
          <Button type="primary" onClick={() => setAdding(true)} data-testid="api-key-add">
            {t('add')}
          </Button>
        </Space>
      </Space>
      {keys.error !== undefined ? (
        <Alert type="error" title={t('loadFailed')} />
      ) : (
        <Table<ApiKeyView>
          rowKey="id"
          loading={keys.loading}
          dataSource={keys.rows}
          pagination={keys.pagination}
          locale={{ emptyText: t('none') }}
          columns={[
            { title: t('name'), dataIndex: 'name' },
            { title: t('prefix'), dataIndex: 'prefix', render: (p: string) => <code>{p}…</code> },
            { title: t('access'), dataIndex: 'write', render: (w: boolean) => (w ? t('write') : t('read')) },
            {
              title: `${t('devices')} / ${t('projects')}`,
              render: (_, k) =>
                t('scopeCount', { devices: k.deviceIds.length, projects: k.projectIds.length }),
            },
            {
              title: t('expiresAt'),
              dataIndex: 'expiresAt',
              render: (at: number | null) => (at === null ? t('never') : formatTime(at)),
            },
            {
              title: t('lastUsedAt'),
              dataIndex: 'lastUsedAt',
              render: (at: number | null) => (at === null ? t('notUsed') : formatTime(at)),
            },
            {
              title: t('state'),
              dataIndex: 'state',
              render: (s: ApiKeyView['state']) => <Tag color={STATE_COLOUR[s]}>{t(`state.${s}`)}</Tag>,
            },
            {
              title: t('actions'),
              render: (_, k) =>
                k.state === 'active' && (
                  <Popconfirm title={t('revokeConfirm', { name: k.name })} onConfirm={() => revoke(k)}>
                    <Button type="link" danger data-testid={`api-key-revoke-${k.id}`}>
                      {t('revoke')}
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      )}
      {adding && (
        <AddDialog
          onClose={(made) => {
            setAdding(false)
            if (made) {
              setToken(made)
              void keys.reload()
            }
          }}
        />
      )}
      <Modal
        open={token !== undefined}
        title={t('tokenTitle')}
        onOk={() => setToken(undefined)}
        onCancel={() => setToken(undefined)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert type="warning" showIcon title={t('tokenOnce')} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable code data-testid="api-key-token" style={{ wordBreak: 'break-all' }}>
          {token}
        </Typography.Paragraph>
      </Modal>
    </div>
  )
}

/** `/manage/api/list`: the enterprise's API keys, and its grants of devices to external parties. */
export function ApiKeys() {
  const { t } = useTranslation('api')
  return (
    <Card title={t('title')}>
      <Tabs
        items={[
          { key: 'keys', label: t('tab.keys'), children: <KeyList /> },
          {
            key: 'grants',
            label: t('tab.grants'),
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('grant.intro')}</Typography.Paragraph>
                <ExternalGrants />
              </>
            ),
          },
        ]}
      />
    </Card>
  )
}
