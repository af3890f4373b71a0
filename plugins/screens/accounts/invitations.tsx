// Invitation records (platform spec §2 `/manage/account/enroll`, issue 34): invitations by link or code
// with a kind, role and department, filtered by state (pending, accepted, expired, revoked), revoked after
// a confirmation; below, the roles open to self-registration (`/register/{token}`), opened and closed
// (closing asks first: the link stops working).
import {
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Segmented,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EnrollKind, Invitation, RoleRegistration } from '../../../schemas/entities/invitation.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { type OrgChoices, RoleDeptFields, useOrgChoices } from './form.tsx'

const STATE_COLOURS = { pending: 'blue', accepted: 'green', expired: 'default', revoked: 'red' } as const
const FILTERS = ['all', 'pending', 'accepted', 'expired', 'revoked'] as const
type Filter = (typeof FILTERS)[number]

const linkOf = (path: string) => `${window.location.origin}${path}`

export function Invitations() {
  const choices = useOrgChoices()
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <InvitationList choices={choices} />
      <Registrations choices={choices} />
    </Space>
  )
}

function InvitationList({ choices }: { choices: OrgChoices }) {
  const { t } = useTranslation('accounts')
  const { api } = useServices()
  const { run } = useAction()
  const [filter, setFilter] = useState<Filter>('all')
  const { rows, loading, pagination, reload } = usePagedCall('account/invite/query', {
    ...(filter === 'all' ? {} : { state: filter }),
  })
  const [adding, setAdding] = useState(false)
  const [made, setMade] = useState<Invitation>()
  const revoke = (i: Invitation) => run(() => api.call('account/invite/revoke', { id: i.id })).then(reload)
  return (
    <Card
      data-testid="invitation-list"
      title={t('invite.title')}
      extra={
        <Button type="primary" onClick={() => setAdding(true)} data-testid="invite-add">
          {t('invite.add')}
        </Button>
      }
    >
      <Segmented<Filter>
        value={filter}
        onChange={setFilter}
        options={FILTERS.map((f) => ({ value: f, label: t(`invite.state.${f}`) }))}
        style={{ marginBottom: 16 }}
        data-testid="invite-filter"
      />
      <Table<Invitation>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('invite.empty') }}
        columns={[
          {
            title: t('invite.code'),
            dataIndex: 'code',
            render: (code: string) => (
              <Typography.Text copyable={{ text: linkOf(`/enroll/${code}`) }} code>
                {code}
              </Typography.Text>
            ),
          },
          { title: t('invite.kind'), dataIndex: 'kind', render: (k: EnrollKind) => t(`one.${k}`) },
          { title: t('role'), dataIndex: 'roleId', render: choices.roleName },
          { title: t('dept'), dataIndex: 'deptId', render: choices.deptName },
          {
            title: t('state'),
            dataIndex: 'state',
            render: (s: Invitation['state']) => (
              <Tag color={STATE_COLOURS[s]} data-testid={`invite-state-${s}`}>
                {t(`invite.state.${s}`)}
              </Tag>
            ),
          },
          { title: t('invite.acceptedBy'), dataIndex: 'acceptedBy', render: (v: string | null) => v ?? '–' },
          { title: t('invite.expiresAt'), dataIndex: 'expiresAt', render: formatTime },
          { title: t('createdAt'), dataIndex: 'createdAt', render: formatTime },
          { title: t('invite.remark'), dataIndex: 'remark' },
          {
            title: t('actions'),
            render: (_: unknown, i: Invitation) =>
              i.state === 'pending' ? (
                <Popconfirm title={t('invite.revokeConfirm', { code: i.code })} onConfirm={() => revoke(i)}>
                  <Button type="link" danger data-testid={`invite-revoke-${i.code}`}>
                    {t('invite.revoke')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      {adding && (
        <InviteDialog
          choices={choices}
          onClose={(invitation) => {
            setAdding(false)
            if (invitation) {
              setMade(invitation)
              void reload()
            }
          }}
        />
      )}
      {made && <MadeDialog invitation={made} onClose={() => setMade(undefined)} />}
    </Card>
  )
}

interface InviteValues {
  kind: EnrollKind
  roleId?: string
  deptId?: string
  validDays: number
  remark?: string
}

function KindRoleDept({ choices }: { choices: OrgChoices }) {
  const { t } = useTranslation('accounts')
  return (
    <>
      <Form.Item name="kind" label={t('invite.kind')} rules={[{ required: true }]}>
        <Select
          data-testid="invite-kind"
          options={(['internal', 'external'] as const).map((k) => ({ value: k, label: t(`one.${k}`) }))}
        />
      </Form.Item>
      <RoleDeptFields choices={choices} prefix="invite" />
    </>
  )
}

function InviteDialog({ choices, onClose }: { choices: OrgChoices; onClose: (made?: Invitation) => void }) {
  const { t } = useTranslation('accounts')
  const { api } = useServices()
  const made = useRef<Invitation>(undefined)
  return (
    <FormDialog<InviteValues>
      title={t('invite.add')}
      testId="invite-form"
      initialValues={{ kind: 'internal', validDays: 7 }}
      submit={async (v) => {
        const answer = await api.call('account/invite/add', {
          kind: v.kind,
          roleId: v.roleId ?? '',
          deptId: v.deptId ?? '',
          validDays: v.validDays,
          remark: v.remark?.trim() ?? '',
        })
        made.current = answer
        return answer
      }}
      onClose={(saved) => onClose(saved ? made.current : undefined)}
    >
      <KindRoleDept choices={choices} />
      <Form.Item name="validDays" label={t('invite.validDays')} rules={[{ required: true }]}>
        <InputNumber min={1} max={30} precision={0} data-testid="invite-days" />
      </Form.Item>
      <Form.Item name="remark" label={t('invite.remark')}>
        <Input maxLength={100} data-testid="invite-remark" />
      </Form.Item>
    </FormDialog>
  )
}

/** The new invitation's link and code, to copy and send. */
function MadeDialog({ invitation, onClose }: { invitation: Invitation; onClose: () => void }) {
  const { t } = useTranslation('accounts')
  const link = linkOf(`/enroll/${invitation.code}`)
  return (
    <Modal
      open
      title={t('invite.made')}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ hidden: true }}
    >
      <Typography.Paragraph>
        {t('invite.madeHint', { time: formatTime(invitation.expiresAt) })}
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t('invite.link')}:{' '}
        <Typography.Text copyable code data-testid="invite-link">
          {link}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t('invite.code')}:{' '}
        <Typography.Text copyable code data-testid="invite-code">
          {invitation.code}
        </Typography.Text>
      </Typography.Paragraph>
    </Modal>
  )
}

function Registrations({ choices }: { choices: OrgChoices }) {
  const { t } = useTranslation('accounts')
  const { api } = useServices()
  const { run } = useAction()
  const { data, loading, reload } = useQueryCall('account/register/query', {})
  const [opening, setOpening] = useState<RoleRegistration>()
  const close = (r: RoleRegistration) =>
    run(() => api.call('account/register/set', { roleId: r.roleId, open: false })).then(reload)
  return (
    <Card data-testid="registration-list" title={t('register.title')}>
      <Typography.Paragraph type="secondary">{t('register.hint')}</Typography.Paragraph>
      <Table<RoleRegistration>
        rowKey="roleId"
        loading={loading}
        dataSource={data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('register.empty') }}
        columns={[
          { title: t('role'), dataIndex: 'roleName' },
          {
            title: t('register.open'),
            dataIndex: 'token',
            render: (token: string | null, r) =>
              token ? (
                <Popconfirm
                  title={t('register.closeConfirm', { name: r.roleName })}
                  onConfirm={() => close(r)}
                >
                  <Switch checked data-testid={`register-switch-${r.uuid}`} />
                </Popconfirm>
              ) : (
                <Switch
                  checked={false}
                  onChange={() => setOpening(r)}
                  data-testid={`register-switch-${r.uuid}`}
                />
              ),
          },
          {
            title: t('invite.kind'),
            dataIndex: 'kind',
            render: (k: EnrollKind, r) => (r.token ? t(`one.${k}`) : '–'),
          },
          {
            title: t('dept'),
            dataIndex: 'deptId',
            render: (id: string | null, r) => (r.token ? choices.deptName(id) : '–'),
          },
          {
            title: t('invite.link'),
            dataIndex: 'token',
            key: 'link',
            render: (token: string | null) =>
              token ? (
                <Typography.Text copyable code data-testid="register-link">
                  {linkOf(`/register/${token}`)}
                </Typography.Text>
              ) : (
                '–'
              ),
          },
        ]}
      />
      {opening && (
        <FormDialog<InviteValues>
          title={`${t('register.openTitle')}: ${opening.roleName}`}
          testId="register-form"
          initialValues={{ kind: opening.kind }}
          submit={(v) =>
            api.call('account/register/set', {
              roleId: opening.roleId,
              open: true,
              kind: v.kind,
              deptId: v.deptId ?? '',
            })
          }
          onClose={(saved) => {
            setOpening(undefined)
            if (saved) void reload()
          }}
        >
          <KindRoleDept choices={{ ...choices, roles: undefined }} />
        </FormDialog>
      )}
    </Card>
  )
}
