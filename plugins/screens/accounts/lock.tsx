// An account's hardware lock (platform spec §7), set by administrators on `account/edit`: the switch
// and the public key, pasted or read from a .pub/.pem/.der file under 1 MB. The key is never shown
// back: the account view says only whether one is set.
import { Alert, Button, Checkbox, Form, Input, Space, Switch, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reasonMessage } from '../../../core/i18n/messages.ts'
import { certificateFile, KEY_FILE_MAX_BYTES, publicKeyFile } from '../../../core/validation/index.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { useServices } from '../shared/services.tsx'
import type { RowDialogProps } from './form.tsx'

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

export function LockDialog({ account, onClose }: RowDialogProps) {
  const { api } = useServices()
  const { t } = useTranslation('accounts')
  const [form] = Form.useForm<LockValues>()
  const [fileError, setFileError] = useState<string>()

  const keyRule = ({ getFieldValue }: { getFieldValue: (name: keyof LockValues) => unknown }) => ({
    validator: async (_: unknown, value: string | undefined) => {
      const keeps = account.hasLockKey && !getFieldValue('removeKey')
      if (getFieldValue('useLock') && !value?.trim() && !keeps) throw new Error(t('keyRequired'))
    },
  })

  return (
    <FormDialog<LockValues>
      title={`${t('editLock')}: ${account.loginname}`}
      testId="lock-dialog"
      form={form}
      initialValues={{ useLock: account.useLock, lockPublicKey: '', removeKey: false }}
      submit={(v) => api.call('account/edit', lockEditBody(account.id, v))}
      onClose={onClose}
    >
      <Form.Item name="useLock" label={t('useLock')} valuePropName="checked" extra={t('useLockHint')}>
        <Switch data-testid="lock-use" />
      </Form.Item>
      {account.hasLockKey && <Alert type="info" showIcon title={t('keySet')} style={{ marginBottom: 12 }} />}
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
    </FormDialog>
  )
}
