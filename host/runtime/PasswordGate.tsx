// A password-protected project page (platform spec §2, §5): the password is asked first and checked by
// the service; it may hold no commas and no spaces.
import { Button, Card, Form, Input } from 'antd'
import { useState } from 'react'
import { type ApiClient, ApiError } from '../../core/api/index.ts'
import { Code } from '../../core/i18n/codes.ts'
import { messageForCode } from '../../core/i18n/messages.ts'
import { PASSWORD_FORBIDDEN } from '../../core/page/index.ts'
import { PATHS } from '../widgets/paths.ts'
import { useTexts } from '../widgets/texts.ts'
import { RUNTIME_NS, RUNTIME_TEXTS } from './texts.ts'

export function PasswordGate({
  api,
  pageId,
  onPass,
}: {
  api: ApiClient
  pageId: string
  onPass: () => void
}) {
  const { t, i18n } = useTexts(RUNTIME_NS, RUNTIME_TEXTS)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const submit = async ({ password }: { password: string }) => {
    if (PASSWORD_FORBIDDEN.test(password)) return setError(t('password.chars'))
    setBusy(true)
    try {
      await api.post(PATHS.pagePassword, { id: pageId, password })
      onPass()
    } catch (e) {
      // a wrong password says so; anything else (too many tries, 1005) in the catalogue's words
      const code = e instanceof ApiError ? e.code : undefined
      setError(
        code === undefined || code === Code.publicWrongPassword
          ? t('password.wrong')
          : messageForCode(code, i18n.language === 'en' ? 'en' : 'zh'),
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card title={t('password.title')} style={{ width: 360, margin: '15vh auto' }} data-testid="page-password">
      <Form onFinish={submit}>
        <Form.Item name="password" validateStatus={error ? 'error' : undefined} help={error}>
          <Input.Password
            placeholder={t('password.placeholder')}
            autoFocus
            onChange={() => setError(undefined)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t('password.enter')}
        </Button>
      </Form>
    </Card>
  )
}
