// The public links of a shared device or project (issue 21): make one valid some days (`share/link/add`,
// the share password set above it guards it), list them with their state and the address to copy
// (`share/link/list`), and revoke one after confirmation (`share/link/revoke`: its open views end).
import { Button, Form, InputNumber, Popconfirm, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { ShareLinkView } from '../../../schemas/api/operations.ts'
import { formatTime } from './format.ts'
import { useServices } from './services.tsx'
import { useAction, useQueryCall } from './useAction.ts'

type Owner = { equipmentId: string } | { projectId: string }

const DEFAULT_DAYS = 7

function stateOf(l: ShareLinkView, now: number): 'revoked' | 'expired' | 'active' {
  if (l.revokedAt !== null) return 'revoked'
  return l.expiresAt <= now ? 'expired' : 'active'
}
const STATE_COLOUR = { active: 'success', expired: 'default', revoked: 'error' } as const

export function ShareLinks({ owner, ns, shared }: { owner: Owner; ns: string; shared: boolean }) {
  const { api } = useServices()
  const { t } = useTranslation(ns)
  const { run, busy } = useAction()
  const links = useQueryCall('share/link/list', owner)
  const now = Date.now()
  const add = async ({ days }: { days: number }) => {
    if ((await run(() => api.call('share/link/add', { ...owner, days }))) !== undefined) await links.reload()
  }
  const revoke = async (id: string) => {
    if ((await run(() => api.call('share/link/revoke', { id }))) !== undefined) await links.reload()
  }
  return (
    <section style={{ marginTop: 16 }} data-testid="share-links">
      <Typography.Title level={5}>{t('shareLink.title')}</Typography.Title>
      <Form layout="inline" initialValues={{ days: DEFAULT_DAYS }} onFinish={add}>
        <Form.Item name="days" label={t('shareLink.days')} rules={[{ required: true }]}>
          <InputNumber min={1} max={365} precision={0} style={{ width: 120 }} data-testid="share-link-days" />
        </Form.Item>
        <Button
          htmlType="submit"
          type="primary"
          disabled={!shared}
          loading={busy}
          data-testid="share-link-add"
        >
          {t('shareLink.add')}
        </Button>
        {!shared && <Typography.Text type="secondary">{t('shareLink.needShare')}</Typography.Text>}
      </Form>
      <Table<ShareLinkView>
        rowKey="id"
        size="small"
        style={{ marginTop: 12 }}
        loading={links.loading}
        dataSource={links.data ?? []}
        pagination={false}
        tableLayout="fixed"
        columns={[
          {
            title: t('shareLink.address'),
            render: (_, l) => {
              const address = `${location.origin}${l.path}`
              return (
                <Typography.Text
                  copyable={{ text: address }}
                  ellipsis={{ tooltip: address }}
                  style={{ width: '100%' }}
                  data-testid="share-link-path"
                  data-address={address}
                >
                  {address}
                </Typography.Text>
              )
            },
          },
          {
            title: t('shareLink.state'),
            width: 90,
            render: (_, l) => {
              const state = stateOf(l, now)
              return <Tag color={STATE_COLOUR[state]}>{t(`shareLink.state.${state}`)}</Tag>
            },
          },
          { title: t('shareLink.expires'), width: 160, render: (_, l) => formatTime(l.expiresAt) },
          { title: t('shareLink.creator'), width: 100, ellipsis: true, dataIndex: 'creator' },
          {
            title: t('shareLink.actions'),
            width: 90,
            render: (_, l) =>
              stateOf(l, now) === 'active' && (
                <Popconfirm title={t('shareLink.revokeConfirm')} onConfirm={() => revoke(l.id)}>
                  <Button size="small" danger data-testid="share-link-revoke">
                    {t('shareLink.revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </section>
  )
}
