// The four user-facing steps of password recovery: fill account, verify identity (phone, e-mail or
// security question), set a new password (within 10 minutes of the check), complete.
import { Alert, Button, Form, Input, Result, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { NewPasswordFields } from '../../../plugins/screens/shared/new-password-fields.tsx'
import { requiredRule } from '../../../plugins/screens/shared/rules.ts'
import { useCountdown } from '../../../plugins/screens/shared/useCountdown.ts'
import { useShell } from '../context.tsx'
import { CaptchaField, useCaptcha } from '../login/CaptchaField.tsx'
import { useFail } from '../parts/useFail.ts'
import {
  METHODS,
  type Method,
  methodsOf,
  RECOVERY_API,
  TICKET_VALID_MS,
  ticketOf,
  useRecovery,
} from './state.ts'
import { addRecoveryTexts } from './texts.ts'

// the recovery texts come with these pages, not with the app's entry
addRecoveryTexts()

interface AccountForm {
  loginname: string
  captcha?: string
}

export function AccountStep() {
  const { api } = useShell()
  const { base, update } = useRecovery()
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [form] = Form.useForm<AccountForm>()
  const captcha = useCaptcha(form, { upfront: true })
  const submit = async ({ loginname, captcha: typed }: AccountForm) => {
    try {
      const body = { loginname: loginname.trim(), ...captcha.fields(typed) }
      const hint = await api.call(RECOVERY_API.account, body)
      update({ loginname: loginname.trim(), hint, ticket: undefined, ticketAt: undefined })
      navigate(`${base}/validate`)
    } catch (e) {
      await captcha.failed(e)
    }
  }
  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      <Form.Item name="loginname" label={t('shell.login.loginname')} rules={[requiredRule(t)]}>
        <Input data-testid="findpwd-account" />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <Button type="primary" htmlType="submit" data-testid="findpwd-next">
        {t('shell.findpwd.next')}
      </Button>
    </Form>
  )
}

export function ValidateStep() {
  const { base, state } = useRecovery()
  const { type } = useParams()
  const { t } = useTranslation()
  if (!state.loginname) return <Navigate to={`${base}/account`} replace />
  const methods = methodsOf(state.hint)
  const method = METHODS.find((m) => m === type)
  if (!method)
    return methods.length === 0 ? (
      <Alert type="warning" title={t('shell.findpwd.noMethod')} />
    ) : (
      <Space orientation="vertical">
        {methods.map((m) => (
          <Link key={m} to={`${base}/validate/${m}`} data-testid={`findpwd-by-${m}`}>
            {t(`shell.findpwd.by.${m}`)}
          </Link>
        ))}
      </Space>
    )
  return <VerifyForm method={method} />
}

function VerifyForm({ method }: { method: Method }) {
  const { api, clock } = useShell()
  const { base, state, update } = useRecovery()
  const { t } = useTranslation()
  const navigate = useNavigate()
  const fail = useFail()
  const countdown = useCountdown()
  // step 1's ticket: the proof calls are refused without it
  const flow = { loginname: state.loginname ?? '', ticket: state.hint?.ticket ?? '' }
  const questions = state.hint?.questions ?? []

  const sendCode = async () => {
    if (method === 'question') return
    try {
      await api.call(RECOVERY_API.sendCode, { ...flow, method })
      countdown.start()
    } catch (e) {
      fail(e)
    }
  }
  const submit = async (values: { code?: string; answers?: string[] }) => {
    try {
      const body = method === 'question' ? { answers: values.answers ?? [] } : { code: values.code }
      const ticket = ticketOf(await api.call(RECOVERY_API.validate, { ...flow, method, ...body }))
      update({ ticket, ticketAt: clock.now() })
      navigate(`${base}/password`)
    } catch (e) {
      fail(e)
    }
  }

  return (
    <Form layout="vertical" onFinish={submit}>
      {method === 'question' ? (
        questions.map((q, i) => (
          <Form.Item key={q} name={['answers', i]} label={q} rules={[requiredRule(t)]}>
            <Input data-testid={`findpwd-answer-${i}`} />
          </Form.Item>
        ))
      ) : (
        <Form.Item label={t('shell.findpwd.sentTo', { target: state.hint?.[method] ?? '' })}>
          <Space.Compact>
            <Form.Item name="code" noStyle rules={[requiredRule(t)]}>
              <Input maxLength={6} data-testid="findpwd-code" />
            </Form.Item>
            <Button disabled={countdown.left > 0} onClick={sendCode}>
              {countdown.left > 0
                ? t('shell.findpwd.resendIn', { n: countdown.left })
                : t('shell.findpwd.sendCode')}
            </Button>
          </Space.Compact>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" data-testid="findpwd-verify">
        {t('shell.findpwd.next')}
      </Button>
    </Form>
  )
}

export function PasswordStep() {
  const { api, clock } = useShell()
  const { base, state } = useRecovery()
  const { t } = useTranslation()
  const navigate = useNavigate()
  const fail = useFail()
  const [form] = Form.useForm()
  const fresh = state.ticket && state.ticketAt !== undefined && clock.now() - state.ticketAt < TICKET_VALID_MS
  // a ticket spent step 1's: once it is stale, the flow starts again at the account
  const back = state.loginname && !state.ticket ? 'validate' : 'account'
  if (!fresh) return <Navigate to={`${base}/${back}`} replace />

  const submit = async ({ password, confirm }: { password: string; confirm: string }) => {
    try {
      await api.call(RECOVERY_API.reset, { ticket: state.ticket ?? '', password, confirm })
      navigate(`${base}/finish`, { replace: true })
    } catch (e) {
      fail(e)
    }
  }
  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      <Alert type="info" title={t('shell.findpwd.within10')} style={{ marginBottom: 16 }} />
      <NewPasswordFields
        labels={{ password: t('shell.findpwd.newPassword'), confirm: t('shell.findpwd.confirmPassword') }}
        testIds={{ password: 'findpwd-password', confirm: 'findpwd-confirm' }}
      />
      <Button type="primary" htmlType="submit" data-testid="findpwd-save">
        {t('common.confirm')}
      </Button>
    </Form>
  )
}

export function FinishStep() {
  const { t } = useTranslation()
  return (
    <Result
      status="success"
      title={<span data-testid="findpwd-done">{t('shell.findpwd.done')}</span>}
      extra={
        <Button type="primary">
          <Link to="/login">{t('shell.login.submit')}</Link>
        </Button>
      }
    />
  )
}
