// A style's push configuration and its grants to external parties (spec §7 `style/pushconf/*`,
// `style/*Auth*`; issue 34), in a drawer from the style list:
// - push: one row per channel (the branded app's push, a WeChat official account, SMS) with its key, whether
//   a secret is set (a secret is never shown), on or off; set or changed in a dialog, where a secret left
//   empty is kept;
// - external parties: the enterprises the style is granted to, newest first; a new grant names the party
//   found first (shared/party-field.tsx); a grant is cancelled after a confirmation.
import { Alert, Button, Drawer, Form, Input, Popconfirm, Space, Switch, Table, Tabs, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExternalParty } from '../../../schemas/api/external-grants.ts'
import { PUSH_CHANNELS, type PushConfView, type StyleGrantView } from '../../../schemas/api/style.ts'
import type { StyleView } from '../../../schemas/entities/style.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { formatTime } from '../shared/format.ts'
import { LoadRetry } from '../shared/load-failed.tsx'
import { PartyField } from '../shared/party-field.tsx'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'

type Channel = (typeof PUSH_CHANNELS)[number]

interface PushValues {
  appKey: string
  appSecret?: string
  enabled: boolean
}

function PushDialog({
  styleId,
  channel,
  current,
  onClose,
}: {
  styleId: string
  channel: Channel
  current: PushConfView | undefined
  onClose: (saved: boolean) => void
}) {
  const { api } = useServices()
  const { t } = useTranslation('style')
  return (
    <FormDialog<PushValues>
      title={t('push.edit', { channel: t(`push.channel.${channel}`) })}
      testId="push-dialog"
      initialValues={{ appKey: current?.appKey ?? '', enabled: current?.enabled ?? true }}
      submit={(v) => {
        const secret = v.appSecret ? { appSecret: v.appSecret } : {}
        return current
          ? api.call('style/pushconf/edit', {
              id: current.id,
              appKey: v.appKey.trim(),
              enabled: v.enabled,
              ...secret,
            })
          : api.call('style/pushconf/add', {
              styleId,
              channel,
              appKey: v.appKey.trim(),
              appSecret: v.appSecret ?? '',
              enabled: v.enabled,
            })
      }}
      onClose={onClose}
    >
      <Form.Item name="appKey" label={t(`push.key.${channel}`)} rules={[requiredRule(t)]}>
        <Input maxLength={128} data-testid="push-key" />
      </Form.Item>
      <Form.Item
        name="appSecret"
        label={t('push.secret')}
        extra={current?.hasSecret ? t('push.secretKept') : undefined}
      >
        <Input.Password maxLength={256} autoComplete="new-password" data-testid="push-secret" />
      </Form.Item>
      <Form.Item name="enabled" label={t('push.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  )
}

function PushConfigs({ styleId }: { styleId: string }) {
  const { t } = useTranslation('style')
  const confs = useQueryCall('style/pushconf/query', { styleId })
  const [editing, setEditing] = useState<Channel>()
  const byChannel = new Map(confs.data?.map((c) => [c.channel, c]))
  if (confs.error !== undefined) return <LoadRetry onRetry={confs.reload} />
  return (
    <div data-testid="push-list">
      <Alert type="info" showIcon title={t('push.hint')} style={{ marginBottom: 16 }} />
      <Table<Channel>
        rowKey={(c) => c}
        loading={confs.loading}
        dataSource={[...PUSH_CHANNELS]}
        pagination={false}
        columns={[
          { title: t('push.channel'), render: (_, c) => t(`push.channel.${c}`) },
          { title: t('push.keyColumn'), render: (_, c) => byChannel.get(c)?.appKey ?? '' },
          {
            title: t('push.secret'),
            render: (_, c) => {
              const conf = byChannel.get(c)
              if (!conf) return null
              return conf.hasSecret ? (
                <Tag color="green">{t('push.secretSet')}</Tag>
              ) : (
                <Tag>{t('push.noSecret')}</Tag>
              )
            },
          },
          {
            title: t('push.state'),
            render: (_, c) => {
              const conf = byChannel.get(c)
              if (!conf) return <Tag>{t('push.notSet')}</Tag>
              return conf.enabled ? <Tag color="blue">{t('push.on')}</Tag> : <Tag>{t('push.off')}</Tag>
            },
          },
          {
            title: t('actions'),
            render: (_, c) => (
              <Button type="link" onClick={() => setEditing(c)} data-testid={`push-edit-${c}`}>
                {byChannel.has(c) ? t('push.change') : t('push.set')}
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <PushDialog
          styleId={styleId}
          channel={editing}
          current={byChannel.get(editing)}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void confs.reload()
          }}
        />
      )}
    </div>
  )
}

function GrantDialog({ styleId, onClose }: { styleId: string; onClose: (saved: boolean) => void }) {
  const { api } = useServices()
  const { t } = useTranslation('style')
  const [party, setParty] = useState<ExternalParty>()
  return (
    <FormDialog<{ party: string }>
      title={t('grants.add')}
      testId="style-grant-dialog"
      submit={(v) => api.call('style/auth', { styleId, party: party?.orgId ?? v.party.trim() })}
      onClose={onClose}
    >
      <PartyField
        ns="style"
        find={(text) => api.call('style/queryUnAuthExternal', { party: text })}
        onFound={setParty}
      />
    </FormDialog>
  )
}

function StyleGrants({ styleId }: { styleId: string }) {
  const { api } = useServices()
  const { t } = useTranslation('style')
  const { run } = useAction()
  const grants = usePagedCall('style/queryAuthExternal', { styleId })
  const [adding, setAdding] = useState(false)
  const cancel = async (g: StyleGrantView) => {
    if ((await run(() => api.call('style/cancelAuth', { id: g.id }))) !== undefined) await grants.reload()
  }
  return (
    <div data-testid="style-grant-list">
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <span>{t('grants.hint')}</span>
        <Button type="primary" onClick={() => setAdding(true)} data-testid="style-grant-add">
          {t('grants.add')}
        </Button>
      </Space>
      {grants.error !== undefined ? (
        <LoadRetry onRetry={grants.reload} />
      ) : (
        <Table<StyleGrantView>
          rowKey="id"
          loading={grants.loading}
          dataSource={grants.rows}
          pagination={grants.pagination}
          locale={{ emptyText: t('grants.none') }}
          columns={[
            { title: t('grant.party'), render: (_, g) => g.party.name },
            { title: t('grants.createdAt'), dataIndex: 'createdAt', render: (at: number) => formatTime(at) },
            {
              title: t('actions'),
              render: (_, g) => (
                <Popconfirm
                  title={t('grants.cancelConfirm', { name: g.party.name })}
                  onConfirm={() => cancel(g)}
                >
                  <Button type="link" danger data-testid={`style-grant-cancel-${g.id}`}>
                    {t('grants.cancel')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      )}
      {adding && (
        <GrantDialog
          styleId={styleId}
          onClose={(saved) => {
            setAdding(false)
            if (saved) void grants.reload()
          }}
        />
      )}
    </div>
  )
}

/** The drawer of one style: its push configuration and its grants. */
export function StyleSharing({ style, onClose }: { style: StyleView; onClose: () => void }) {
  const { t } = useTranslation('style')
  return (
    <Drawer
      open
      size="large"
      title={t('sharingTitle', { name: style.name })}
      onClose={onClose}
      destroyOnHidden
      data-testid="style-sharing"
    >
      <Tabs
        items={[
          { key: 'push', label: t('push.tab'), children: <PushConfigs styleId={style.id} /> },
          { key: 'grants', label: t('grants.tab'), children: <StyleGrants styleId={style.id} /> },
        ]}
      />
    </Drawer>
  )
}
