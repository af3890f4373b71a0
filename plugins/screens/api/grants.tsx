// Grants of devices and projects to external parties (`api/pmsn/*`, 10 per page): the grants the
// enterprise made (party, devices, projects, read or write, expiry, state; cancel after a confirmation) or
// those made to it (grantor). A new grant in a dialog: the party found first (shared/party-field.tsx),
// then the devices and projects, the access and an optional expiry.
import { Button, DatePicker, Form, Popconfirm, Radio, Segmented, Space, Table, Tag } from 'antd'
import type { Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExternalGrantView, ExternalParty } from '../../../schemas/api/external-grants.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { formatTime } from '../shared/format.ts'
import { LoadRetry } from '../shared/load-failed.tsx'
import { PartyField } from '../shared/party-field.tsx'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { ScopeFields, type ScopeValues } from './scope-fields.tsx'

interface GrantValues extends ScopeValues {
  party: string
  write: boolean
  expiresAt?: Dayjs | null
}

type Direction = 'given' | 'received'

const STATE_COLOUR = { active: 'green', expired: 'default', cancelled: 'red' } as const

function GrantDialog({ onClose }: { onClose: (saved: boolean) => void }) {
  const { api } = useServices()
  const { t } = useTranslation('api')
  const [party, setParty] = useState<ExternalParty>()
  return (
    <FormDialog<GrantValues>
      title={t('grant.add')}
      testId="grant-dialog"
      initialValues={{ write: false }}
      submit={(v) =>
        api.call('api/pmsn/auth', {
          party: party?.orgId ?? v.party.trim(),
          deviceIds: v.deviceIds ?? [],
          projectIds: v.projectIds ?? [],
          write: v.write,
          expiresAt: v.expiresAt ? v.expiresAt.valueOf() : null,
        })
      }
      onClose={onClose}
    >
      <PartyField
        ns="api"
        find={(party) => api.call('api/pmsn/queryUnAuthExternal', { party })}
        onFound={setParty}
      />
      <ScopeFields testId="grant" />
      <Form.Item name="write" label={t('access')}>
        <Radio.Group
          options={[
            { value: false, label: t('grant.watch') },
            { value: true, label: t('grant.watchWrite') },
          ]}
        />
      </Form.Item>
      <Form.Item name="expiresAt" label={t('expiresAt')}>
        <DatePicker showTime placeholder={t('never')} data-testid="grant-expiry" />
      </Form.Item>
    </FormDialog>
  )
}

export function ExternalGrants() {
  const { api } = useServices()
  const { t } = useTranslation('api')
  const { run } = useAction()
  const [direction, setDirection] = useState<Direction>('given')
  const grants = usePagedCall('api/pmsn/queryAuthExternal', { direction })
  const [adding, setAdding] = useState(false)
  const cancel = async (g: ExternalGrantView) => {
    if ((await run(() => api.call('api/pmsn/cancelAuth', { id: g.id }))) !== undefined) await grants.reload()
  }
  const given = direction === 'given'
  return (
    <div data-testid="grant-list">
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Segmented<Direction>
          value={direction}
          onChange={setDirection}
          options={[
            { value: 'given', label: t('grant.given') },
            { value: 'received', label: t('grant.received') },
          ]}
        />
        {given && (
          <Button type="primary" onClick={() => setAdding(true)} data-testid="grant-add">
            {t('grant.add')}
          </Button>
        )}
      </Space>
      {grants.error !== undefined ? (
        <LoadRetry onRetry={grants.reload} />
      ) : (
        <Table<ExternalGrantView>
          rowKey="id"
          loading={grants.loading}
          dataSource={grants.rows}
          pagination={grants.pagination}
          locale={{ emptyText: given ? t('grant.noneGiven') : t('grant.noneReceived') }}
          columns={[
            {
              title: given ? t('grant.party') : t('grant.grantor'),
              render: (_, g) => (given ? g.party.name : g.grantor.name),
            },
            {
              title: t('devices'),
              render: (_, g) => g.devices.map((d) => <Tag key={d.id}>{d.name}</Tag>),
            },
            {
              title: t('projects'),
              render: (_, g) => g.projects.map((p) => <Tag key={p.id}>{p.name}</Tag>),
            },
            {
              title: t('access'),
              dataIndex: 'write',
              render: (w: boolean) => (w ? t('grant.watchWrite') : t('grant.watch')),
            },
            {
              title: t('expiresAt'),
              dataIndex: 'expiresAt',
              render: (at: number | null) => (at === null ? t('never') : formatTime(at)),
            },
            { title: t('grant.createdAt'), dataIndex: 'createdAt', render: (at: number) => formatTime(at) },
            {
              title: t('state'),
              dataIndex: 'state',
              render: (s: ExternalGrantView['state']) => (
                <Tag color={STATE_COLOUR[s]}>{t(`grant.state.${s}`)}</Tag>
              ),
            },
            ...(given
              ? [
                  {
                    title: t('actions'),
                    render: (_: unknown, g: ExternalGrantView) =>
                      g.state === 'active' && (
                        <Popconfirm
                          title={t('grant.cancelConfirm', { name: g.party.name })}
                          onConfirm={() => cancel(g)}
                        >
                          <Button type="link" danger data-testid={`grant-cancel-${g.id}`}>
                            {t('grant.cancel')}
                          </Button>
                        </Popconfirm>
                      ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {adding && (
        <GrantDialog
          onClose={(saved) => {
            setAdding(false)
            if (saved) void grants.reload()
          }}
        />
      )}
    </div>
  )
}
