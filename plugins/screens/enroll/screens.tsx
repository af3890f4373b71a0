// The enrolment page (`/enroll/{code}`, `/register/{token}`; issue 34): whose account it will be, then
// the login name, the password pair (spec §5) and a phone or e-mail proved by a code; the account made,
// a way to the login page. A code that no longer works says so instead of the form.
import { Alert, Button, Card, Descriptions, Form, Input, Radio, Result, Space, Spin, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import {
  email as emailCheck,
  loginname as loginnameCheck,
  phone as phoneCheck,
} from '../../../core/validation/index.ts'
import type { EnrollInfo } from '../../../schemas/entities/invitation.ts'
import { formatTime } from '../shared/format.ts'
import { NewPasswordFields } from '../shared/new-password-fields.tsx'
import { requiredRule, ruleOf } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useCountdown } from '../shared/useCountdown.ts'

type Way = 'enroll' | 'register'
type Method = 'tel' | 'email'

interface EnrolValues {
  loginname: string
  password: string
  confirm: string
  method: Method
  target: string
  verifyCode: string
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('enroll')
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 24,
        padding: 24,
        background: '#f0f2f5',
      }}
    >
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('product')}
      </Typography.Title>
      {children}
    </div>
  )
}

/**
 * What the code or token names; a code that does not work is shown as the page's own state, not as the
 * catalogue's "token invalid, sign in again" toast, which would mislead someone without an account.
 */
function useEnrollInfo(way: Way, code: string) {
  const { api } = useServices()
  const [state, setState] = useState<{ loading: boolean; data?: EnrollInfo; error?: unknown }>({
    loading: true,
  })
  useEffect(() => {
    let live = true
    api.call(way === 'enroll' ? 'enroll/info' : 'register/info', { code }).then(
      (data) => live && setState({ loading: false, data }),
      (error: unknown) => live && setState({ loading: false, error }),
    )
    return () => {
      live = false
    }
  }, [api, way, code])
  return state
}

export function Enrol() {
  const way: Way = useLocation().pathname.startsWith('/register/') ? 'register' : 'enroll'
  const code = useParams().code ?? ''
  const { t } = useTranslation('enroll')
  const info = useEnrollInfo(way, code)
  const [made, setMade] = useState<string>()
  return (
    <Frame>
      <Card title={t(`title.${way}`)} style={{ width: 560, maxWidth: '100%' }} data-testid="enroll-card">
        {info.loading ? (
          <Spin />
        ) : info.error || !info.data ? (
          <Result
            status="warning"
            title={t('invalid')}
            subTitle={t('invalidHint')}
            data-testid="enroll-invalid"
          />
        ) : made ? (
          <Result
            status="success"
            title={t('done')}
            subTitle={t('doneHint', { name: made })}
            data-testid="enroll-done"
            extra={
              <Link to="/login">
                <Button type="primary">{t('toLogin')}</Button>
              </Link>
            }
          />
        ) : (
          <>
            <Typography.Paragraph>
              {t('intro', { org: info.data.orgName, kind: t(`kind.${info.data.kind}`) })}
            </Typography.Paragraph>
            <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('role')}>{info.data.roleName || t('none')}</Descriptions.Item>
              <Descriptions.Item label={t('dept')}>{info.data.deptName || t('none')}</Descriptions.Item>
              {info.data.expiresAt !== null && (
                <Descriptions.Item label={t('validUntil')}>
                  {formatTime(info.data.expiresAt)}
                </Descriptions.Item>
              )}
            </Descriptions>
            <EnrolForm way={way} code={code} onDone={setMade} />
          </>
        )}
      </Card>
    </Frame>
  )
}

function EnrolForm({ way, code, onDone }: { way: Way; code: string; onDone: (name: string) => void }) {
  const { t } = useTranslation('enroll')
  const { t: common } = useTranslation()
  const { api, fail } = useServices()
  const [form] = Form.useForm<EnrolValues>()
  const method = Form.useWatch('method', form) ?? 'tel'
  const countdown = useCountdown()
  const [sentTo, setSentTo] = useState<string>()
  const [busy, setBusy] = useState(false)
  const send = async () => {
    try {
      const target = (await form.validateFields(['target'])).target.trim()
      const { to } = await api.call(way === 'enroll' ? 'enroll/sendCode' : 'register/sendCode', {
        code,
        method,
        target,
      })
      setSentTo(to)
      countdown.start()
    } catch (e) {
      if (!(e && typeof e === 'object' && 'errorFields' in e)) fail(e)
    }
  }
  const submit = async (v: EnrolValues) => {
    setBusy(true)
    try {
      const body = { ...v, code, loginname: v.loginname.trim(), target: v.target.trim() }
      onDone((await api.call(way === 'enroll' ? 'enroll/accept' : 'register/accept', body)).loginname)
    } catch (e) {
      fail(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Form<EnrolValues>
      form={form}
      layout="vertical"
      initialValues={{ method: 'tel' }}
      onFinish={submit}
      data-testid="enroll-form"
    >
      <Form.Item
        name="loginname"
        label={t('loginname')}
        rules={[requiredRule(common), ruleOf(loginnameCheck, common)]}
      >
        <Input maxLength={32} autoComplete="username" data-testid="enroll-loginname" />
      </Form.Item>
      <NewPasswordFields
        labels={{ password: t('password'), confirm: t('confirm') }}
        testIds={{ password: 'enroll-password', confirm: 'enroll-confirm' }}
      />
      <Form.Item name="method" label={t('method')}>
        <Radio.Group
          onChange={() => form.resetFields(['target'])}
          options={(['tel', 'email'] as const).map((m) => ({ value: m, label: t(`method.${m}`) }))}
          data-testid="enroll-method"
        />
      </Form.Item>
      <Form.Item
        name="target"
        label={t(`method.${method}`)}
        rules={[requiredRule(common), ruleOf(method === 'tel' ? phoneCheck : emailCheck, common)]}
      >
        <Input maxLength={method === 'tel' ? 20 : 100} data-testid="enroll-target" />
      </Form.Item>
      <Form.Item label={t('verifyCode')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="verifyCode"
            noStyle
            rules={[requiredRule(common), { pattern: /^\d{6}$/, message: t('verifyCode') }]}
          >
            <Input maxLength={6} inputMode="numeric" data-testid="enroll-code" />
          </Form.Item>
          <Button onClick={send} disabled={countdown.left > 0} data-testid="enroll-send">
            {countdown.left > 0 ? t('resend', { n: countdown.left }) : t('sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      {sentTo && (
        <Alert type="success" showIcon message={t('sentTo', { to: sentTo })} style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="enroll-submit">
        {t('submit')}
      </Button>
    </Form>
  )
}
