// The enterprise's accounts of one kind (the path's last segment, ACCOUNT_LISTS), with their hardware
// lock state; administrators set an account's lock (switch, public key pasted or read from a file) on
// `account/edit`. The key is never shown back: the account view says only whether one is set.
import { Alert, Button, Card, Checkbox, Form, Input, Modal, Space, Switch, Table, Tag, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { reasonMessage } from '../../../core/i18n/messages.ts'
import { certificateFile, KEY_FILE_MAX_BYTES, publicKeyFile } from '../../../core/validation/index.ts'
import type { Account } from '../../../schemas/entities/account.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePaged } from '../shared/usePaged.ts'
import { isAdmin } from '../shared/user.ts'
import { ACCOUNT_LISTS } from './manifest.ts'

export interface LockValues {
  useLock: boolean
  /** pasted or read from a file; empty keeps the stored key */
  lockPublicKey?: string
  removeKey?: boolean
}

/** The `account/edit` body of the lock dialog: the key only when one is given or removed. */
export function lockEditBody(id: string, v: LockValues) {
  const key = v.lockPublicKey?.trim()
  return {
    id,
    useLock: v.useLock,
    ...(key ? { lockPublicKey: key } : v.removeKey ? { lockPublicKey: '' } : {}),
  }
}

/** A key file's text: PEM and .pub as they are, DER as base64. */
async function keyText(file: File): Promise<string> {
  if (!file.name.toLowerCase().endsWith('.der')) return file.text()
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

function LockDialog({ account, onClose }: { account: Account; onClose: (saved: boolean) => void }) {
  const { api } = useServices()
  const { t } = useTranslation('accounts')
  const { run, busy } = useAction()
  const [form] = Form.useForm<LockValues>()
  const [fileError, setFileError] = useState<string>()

  const save = async (v: LockValues) => {
    if ((await run(() => api.post('account/edit', lockEditBody(account.id, v)))) !== undefined) onClose(true)
  }
  const keyRule = ({ getFieldValue }: { getFieldValue: (name: keyof LockValues) => unknown }) => ({
    validator: async (_: unknown, value: string | undefined) => {
      const keeps = account.hasLockKey && !getFieldValue('removeKey')
      if (getFieldValue('useLock') && !value?.trim() && !keeps) throw new Error(t('keyRequired'))
    },
  })

  return (
    <Modal
      open
      title={`${t('editLock')}: ${account.loginname}`}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form<LockValues>
        form={form}
        layout="vertical"
        initialValues={{ useLock: account.useLock, lockPublicKey: '', removeKey: false }}
        onFinish={save}
      >
        <Form.Item name="useLock" label={t('useLock')} valuePropName="checked" extra={t('useLockHint')}>
          <Switch data-testid="lock-use" />
        </Form.Item>
        {account.hasLockKey && (
          <Alert type="info" showIcon title={t('keySet')} style={{ marginBottom: 12 }} />
        )}
        <Form.Item
          name="lockPublicKey"
          label={t('publicKey')}
          extra={t('publicKeyHint')}
          dependencies={['useLock', 'removeKey']}
          rules={[keyRule]}
        >
          <Input.TextArea
            rows={6}
            maxLength={KEY_FILE_MAX_BYTES}
            placeholder="-----BEGIN PUBLIC KEY-----"
            data-testid="lock-key"
          />
        </Form.Item>
        <Space orientation="vertical">
          <Upload
            accept=".pub,.pem,.der"
            showUploadList={false}
            beforeUpload={(file) => {
              const check = file.name.toLowerCase().endsWith('.pub') ? publicKeyFile : certificateFile
              const reason = check({ name: file.name, size: file.size })
              setFileError(reason ? reasonMessage(reason, t) : undefined)
              if (!reason) void keyText(file).then((text) => form.setFieldValue('lockPublicKey', text))
              return false
            }}
          >
            <Button>{t('chooseFile')}</Button>
          </Upload>
          {fileError && <Alert type="error" title={fileError} />}
          {account.hasLockKey && (
            <Form.Item name="removeKey" valuePropName="checked" noStyle>
              <Checkbox>{t('removeKey')}</Checkbox>
            </Form.Item>
          )}
        </Space>
      </Form>
    </Modal>
  )
}

export function Accounts() {
  const { t } = useTranslation('accounts')
  const { user } = useServices()
  const segment = useLocation().pathname.split('/').pop() ?? ''
  const kind = ACCOUNT_LISTS[segment as keyof typeof ACCOUNT_LISTS] ?? 'internal'
  const { rows, loading, pagination, reload } = usePaged<Account>('account/query', { kind })
  const [editing, setEditing] = useState<Account>()
  const admin = user !== undefined && isAdmin(user)

  return (
    <Card data-testid="account-list" title={t(`kind.${kind}`)}>
      <Table<Account>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={pagination}
        columns={[
          { title: t('loginname'), dataIndex: 'loginname' },
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
          ...(admin
            ? [
                {
                  title: t('actions'),
                  render: (_: unknown, a: Account) => (
                    <Button
                      type="link"
                      onClick={() => setEditing(a)}
                      data-testid={`lock-edit-${a.loginname}`}
                    >
                      {t('editLock')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <LockDialog
          account={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void reload()
          }}
        />
      )}
    </Card>
  )
}
