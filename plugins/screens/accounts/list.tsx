// The account centre (platform spec §2 `/manage/account/co | op | int | ext`): the enterprise's accounts
// of one kind (the path's last segment, ACCOUNT_LISTS), searched by username or phone, 10 a page.
// Managers add and edit accounts, enable or disable them (after a confirmation; not their own), reset
// their passwords and delete internal accounts other than their own, whose devices move to the
// enterprise administrator (spec §6); administrators also set an account's hardware lock (spec §7).
// Enterprise and operation accounts are the administrators' to manage, as the server has it.
import { Button, Card, Input, Popconfirm, Space, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import type { Account, AccountKind } from '../../../schemas/entities/account.ts'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { isAdmin } from '../shared/user.ts'
import { AccountDialog, PasswordDialog, useOrgChoices } from './form.tsx'
import { LockDialog } from './lock.tsx'
import { ACCOUNT_LISTS } from './manifest.ts'

/** Kinds only administrators manage (the server answers 90008 to others). */
const ADMIN_MANAGED: readonly AccountKind[] = ['enterprise', 'operation']

type Dialog = { kind: 'add' } | { kind: 'edit' | 'password' | 'lock'; account: Account }

export function Accounts() {
  const segment = useLocation().pathname.split('/').pop() ?? ''
  const kind = ACCOUNT_LISTS[segment as keyof typeof ACCOUNT_LISTS] ?? 'internal'
  // a list of another kind starts afresh (search, page, dialogs)
  return <AccountList key={kind} kind={kind} />
}

function AccountList({ kind }: { kind: AccountKind }) {
  const { t } = useTranslation('accounts')
  const { api, user } = useServices()
  const { run } = useAction()
  const [keyword, setKeyword] = useState('')
  const { rows, loading, pagination, reload } = usePagedCall('account/query', {
    kind,
    keyword: keyword || undefined,
  })
  const choices = useOrgChoices()
  const [dialog, setDialog] = useState<Dialog>()
  const admin = user !== undefined && isAdmin(user)
  const manages = admin || !ADMIN_MANAGED.includes(kind)
  const close = (saved: boolean) => {
    setDialog(undefined)
    if (saved) void reload()
  }
  const actions = (a: Account) => {
    const own = a.id === user?.userId
    const opens = (dialogKind: Exclude<Dialog['kind'], 'add'>, label: string, testId: string) => (
      <Button
        type="link"
        onClick={() => setDialog({ kind: dialogKind, account: a })}
        data-testid={`${testId}-${a.loginname}`}
      >
        {label}
      </Button>
    )
    const confirmed = (c: {
      question: string
      request: () => Promise<unknown>
      label: string
      testId: string
      danger: boolean
    }) => (
      <Popconfirm title={c.question} onConfirm={() => run(c.request).then(reload)}>
        <Button type="link" danger={c.danger} data-testid={`${c.testId}-${a.loginname}`}>
          {c.label}
        </Button>
      </Popconfirm>
    )
    return (
      <Space size={0} wrap>
        {opens('edit', t('common.edit'), 'account-edit')}
        {opens('password', t('resetPassword'), 'account-password')}
        {admin && opens('lock', t('editLock'), 'lock-edit')}
        {!own &&
          confirmed({
            question: t(a.disabled ? 'enableConfirm' : 'disableConfirm', { name: a.loginname }),
            request: () => api.call('account/disable', { id: a.id, disabled: !a.disabled }),
            label: t(a.disabled ? 'enable' : 'disable'),
            testId: 'account-toggle',
            danger: !a.disabled,
          })}
        {a.kind === 'internal' &&
          !own &&
          confirmed({
            question: t('deleteConfirm', { name: a.loginname }),
            request: () => api.call('account/delete', { id: a.id }),
            label: t('common.delete'),
            testId: 'account-delete',
            danger: true,
          })}
      </Space>
    )
  }

  return (
    <Card
      data-testid="account-list"
      title={t(`kind.${kind}`)}
      extra={
        manages && (
          <Button type="primary" onClick={() => setDialog({ kind: 'add' })} data-testid="account-add">
            {t('add')}
          </Button>
        )
      }
    >
      <Input.Search
        allowClear
        placeholder={t('keyword')}
        onSearch={(v) => setKeyword(v.trim())}
        style={{ width: 260, marginBottom: 16 }}
        data-testid="account-search"
      />
      <Table<Account>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('loginname'), dataIndex: 'loginname' },
          { title: t('role'), dataIndex: 'roleId', render: choices.roleName },
          { title: t('dept'), dataIndex: 'deptId', render: choices.deptName },
          { title: t('tel'), dataIndex: 'tel' },
          { title: t('email'), dataIndex: 'email' },
          {
            title: t('state'),
            dataIndex: 'disabled',
            render: (disabled: boolean) => (
              <Tag color={disabled ? 'red' : 'green'}>{t(disabled ? 'disabled' : 'enabled')}</Tag>
            ),
          },
          {
            title: t('lock'),
            dataIndex: 'useLock',
            render: (useLock: boolean, a) => (
              <Space>
                <Tag color={useLock ? 'blue' : undefined}>{t(useLock ? 'lockOn' : 'lockOff')}</Tag>
                {useLock && !a.hasLockKey && <Tag color="red">{t('noKey')}</Tag>}
              </Space>
            ),
          },
          { title: t('createdAt'), dataIndex: 'createdAt', render: formatTime },
          ...(manages ? [{ title: t('actions'), render: (_: unknown, a: Account) => actions(a) }] : []),
        ]}
      />
      {dialog?.kind === 'add' && <AccountDialog kind={kind} choices={choices} onClose={close} />}
      {dialog?.kind === 'edit' && (
        <AccountDialog kind={kind} account={dialog.account} choices={choices} onClose={close} />
      )}
      {dialog?.kind === 'password' && <PasswordDialog account={dialog.account} onClose={close} />}
      {dialog?.kind === 'lock' && <LockDialog account={dialog.account} onClose={close} />}
    </Card>
  )
}
