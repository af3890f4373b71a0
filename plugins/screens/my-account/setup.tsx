// The security setup wizard (platform spec §2 `/account/security/sms/setup/...`): verify identity by
// phone code, e-mail code, security questions or the current password, which gives a ticket; then
// change the password, phone, e-mail or questions with it; then success.
import { Button, Card, Form, Input, Result, Select, Space, Steps } from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router'
import { useStore } from 'zustand'
import type { CallArgs } from '../../../core/api/index.ts'
import { email, phone } from '../../../core/validation/index.ts'
import type { EndpointPath } from '../../../schemas/api/endpoints.ts'
import { NewPasswordFields } from '../shared/new-password-fields.tsx'
import { requiredRule, ruleOf } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useQueryCall } from '../shared/useAction.ts'
import { useCountdown } from '../shared/useCountdown.ts'
import { isChange, SECURITY_API, setupStore, ticketFresh } from './setup-store.ts'

const BASE = '/account/security/sms/setup'
const ticketOf = (data: unknown) => (data as { ticket?: string } | null)?.ticket

/** Runs a wizard call: failures are toasted, successes go on. */
function useStep() {
  const { api, fail } = useServices()
  const navigate = useNavigate()
  return {
    api,
    call: async <P extends EndpointPath>(path: P, ...args: CallArgs<P>) => {
      try {
        return await api.call(path, ...args)
      } catch (e) {
        fail(e)
        return undefined
      }
    },
    go: (to: string) => navigate(`${BASE}/${to}`),
  }
}

export function SecuritySetup() {
  const { t } = useTranslation('account')
  const step = useLocation().pathname.slice(BASE.length + 1)
  const current = step.startsWith('validate') ? 0 : step.startsWith('success') ? 2 : 1
  return (
    <Card title={t('security')} data-testid="security-setup">
      <Steps
        current={current}
        style={{ marginBottom: 24, maxWidth: 600 }}
        items={['validate', 'change', 'done'].map((k) => ({ title: t(`step.${k}`) }))}
      />
      <div style={{ maxWidth: 480 }}>
        <SetupStep step={step} />
      </div>
    </Card>
  )
}

function SetupStep({ step }: { step: string }): ReactNode {
  const { clock } = useServices().api
  const state = useStore(setupStore)
  const needsTicket = !step.startsWith('validate') && !step.startsWith('success')
  if (needsTicket && !ticketFresh(state, clock.now())) return <Navigate to={`${BASE}/validate`} replace />
  if (step === 'validate') return <ChooseMethod />
  if (step.startsWith('validate/tel/')) return <CodeCheck channel="tel" />
  if (step === 'validate/email') return <CodeCheck channel="email" />
  if (step === 'validate/question') return <QuestionCheck />
  if (step === 'validate/password') return <PasswordCheck />
  if (step === 'password') return <NewPassword />
  if (step === 'tel' || step === 'email') return <NewContact channel={step} />
  if (step === 'tel/validate' || step === 'email/validate')
    return <ConfirmContact channel={step.startsWith('tel') ? 'tel' : 'email'} />
  if (step === 'question' || step === 'question/validate')
    return <NewQuestions confirm={step === 'question/validate'} />
  return <Success />
}

function ChooseMethod() {
  const { t } = useTranslation('account')
  const me = useQueryCall(SECURITY_API.message)
  const next = useStore(setupStore, (s) => s.next)
  const methods: [string, string, boolean][] = [
    ['tel', `validate/tel/${next}`, Boolean(me.data?.tel)],
    ['email', 'validate/email', Boolean(me.data?.email)],
    ['question', 'validate/question', Boolean(me.data?.hasQuestions)],
    ['password', 'validate/password', true],
  ]
  return (
    <Space orientation="vertical">
      <div>{t('setup.chooseMethod')}</div>
      {methods
        .filter(([, , available]) => available)
        .map(([m, to]) => (
          <Link key={m} to={`${BASE}/${to}`} data-testid={`verify-by-${m}`}>
            {t(`setup.by.${m}`)}
          </Link>
        ))}
    </Space>
  )
}

/** Stores a fresh ticket and moves on to what is being changed. */
function useTicket() {
  const { go } = useStep()
  const { clock } = useServices().api
  const { type } = useParams()
  return (data: unknown) => {
    const ticket = ticketOf(data)
    if (!ticket) return
    const next = isChange(type) ? type : setupStore.getState().next
    setupStore.setState({ ticket, ticketAt: clock.now(), next })
    go(next)
  }
}

function CodeCheck({ channel }: { channel: 'tel' | 'email' }) {
  const { t } = useTranslation('account')
  const { call } = useStep()
  const countdown = useCountdown()
  const accept = useTicket()
  const send = async () => {
    const sent = await call(channel === 'tel' ? SECURITY_API.smsCode : SECURITY_API.emailCode, {})
    if (sent !== undefined) countdown.start()
  }
  const check = async ({ code }: { code: string }) =>
    accept(await call(channel === 'tel' ? SECURITY_API.validateSms : SECURITY_API.validateEmail, { code }))
  return (
    <Form layout="vertical" onFinish={check}>
      <Form.Item label={t('setup.code')} required>
        <Space.Compact>
          <Form.Item name="code" noStyle rules={[requiredRule(t)]}>
            <Input maxLength={6} />
          </Form.Item>
          <Button disabled={countdown.left > 0} onClick={send}>
            {countdown.left > 0 ? t('setup.resendIn', { n: countdown.left }) : t('setup.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('setup.next')}
      </Button>
    </Form>
  )
}

function QuestionCheck() {
  const { t } = useTranslation('account')
  const { call } = useStep()
  const accept = useTicket()
  const questions = useQueryCall(SECURITY_API.userQuestions)
  return (
    <Form
      layout="vertical"
      onFinish={async (v: { answers: string[] }) => accept(await call(SECURITY_API.validateQuestion, v))}
    >
      {(questions.data?.questions ?? []).map((q, i) => (
        <Form.Item key={q} name={['answers', i]} label={q} rules={[requiredRule(t)]}>
          <Input />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit">
        {t('setup.next')}
      </Button>
    </Form>
  )
}

function PasswordCheck() {
  const { t } = useTranslation('account')
  const { call } = useStep()
  const accept = useTicket()
  return (
    <Form
      layout="vertical"
      onFinish={async (v: { password: string }) => accept(await call(SECURITY_API.validatePassword, v))}
    >
      <Form.Item name="password" label={t('setup.currentPassword')} rules={[requiredRule(t)]}>
        <Input.Password autoComplete="current-password" data-testid="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" data-testid="setup-next">
        {t('setup.next')}
      </Button>
    </Form>
  )
}

function NewPassword() {
  const { t } = useTranslation('account')
  const { call, go } = useStep()
  const submit = async (v: { password: string; confirm: string }) => {
    const done = await call(SECURITY_API.setPwd, { ticket: setupStore.getState().ticket ?? '', ...v })
    if (done !== undefined) go('success/password')
  }
  return (
    <Form layout="vertical" onFinish={submit}>
      <NewPasswordFields
        labels={{ password: t('setup.newPassword'), confirm: t('setup.confirmPassword') }}
        testIds={{ password: 'new-password', confirm: 'confirm-password' }}
      />
      <Button type="primary" htmlType="submit" data-testid="setup-save">
        {t('common.save')}
      </Button>
    </Form>
  )
}

function NewContact({ channel }: { channel: 'tel' | 'email' }) {
  const { t } = useTranslation('account')
  const { call, go } = useStep()
  const submit = async (v: { value: string }) => {
    const ticket = setupStore.getState().ticket ?? ''
    const body = channel === 'tel' ? { ticket, tel: v.value } : { ticket, email: v.value }
    const sent = await call(channel === 'tel' ? SECURITY_API.newTelCode : SECURITY_API.emailCode, body)
    if (sent === undefined) return
    setupStore.setState(channel === 'tel' ? { newTel: v.value } : { newEmail: v.value })
    go(`${channel}/validate`)
  }
  return (
    <Form layout="vertical" onFinish={submit}>
      <Form.Item
        name="value"
        label={t(channel === 'tel' ? 'setup.newTel' : 'setup.newEmail')}
        rules={[requiredRule(t), ruleOf(channel === 'tel' ? phone : email, t)]}
      >
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('setup.sendCode')}
      </Button>
    </Form>
  )
}

function ConfirmContact({ channel }: { channel: 'tel' | 'email' }) {
  const { t } = useTranslation('account')
  const { call, go } = useStep()
  const state = useStore(setupStore)
  const value = channel === 'tel' ? state.newTel : state.newEmail
  if (!value) return <Navigate to={`${BASE}/${channel}`} replace />
  const submit = async ({ code }: { code: string }) => {
    const body =
      channel === 'tel'
        ? { ticket: state.ticket ?? '', tel: value, code }
        : { ticket: state.ticket ?? '', email: value, code }
    const done = await call(channel === 'tel' ? SECURITY_API.setTel : SECURITY_API.setEmail, body)
    if (done !== undefined) go(`success/${channel}`)
  }
  return (
    <Form layout="vertical" onFinish={submit}>
      <Form.Item label={t(channel)}>{value}</Form.Item>
      <Form.Item name="code" label={t('setup.code')} rules={[requiredRule(t)]}>
        <Input maxLength={6} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('common.save')}
      </Button>
    </Form>
  )
}

const QUESTION_SLOTS = [0, 1, 2] as const

function NewQuestions({ confirm }: { confirm: boolean }) {
  const { t } = useTranslation('account')
  const { call, go } = useStep()
  const { lang } = useServices()
  const preset = useQueryCall(SECURITY_API.presetQuestions)
  const chosen = useStore(setupStore, (s) => s.questions)
  const [form] = Form.useForm()
  const [busy, setBusy] = useState(false)
  if (confirm && !chosen) return <Navigate to={`${BASE}/question`} replace />

  const submit = async (v: { items: { question?: string; answer?: string }[] }) => {
    const questions = v.items.filter((q): q is { question: string; answer: string } =>
      Boolean(q?.question && q.answer),
    )
    if (!confirm) {
      setupStore.setState({ questions })
      return go('question/validate')
    }
    setBusy(true)
    const done = await call(SECURITY_API.setQuestions, {
      ticket: setupStore.getState().ticket ?? '',
      questions: chosen ?? [],
    })
    setBusy(false)
    if (done !== undefined) go('success/question')
  }
  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ items: chosen ?? [] }}>
      {QUESTION_SLOTS.map((i) => (
        <Space key={i} align="start">
          <Form.Item name={['items', i, 'question']} rules={i === 0 ? [requiredRule(t)] : []}>
            <Select
              data-testid={`question-${i}`}
              disabled={confirm}
              style={{ width: 260 }}
              placeholder={t('question')}
              options={(preset.data ?? []).map((q) => ({ value: q[lang], label: q[lang] }))}
            />
          </Form.Item>
          <Form.Item name={['items', i, 'answer']} rules={i === 0 ? [requiredRule(t)] : []}>
            <Input placeholder={t('setup.answer')} disabled={confirm} data-testid={`answer-${i}`} />
          </Form.Item>
        </Space>
      ))}
      <div>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="questions-submit">
          {confirm ? t('common.save') : t('setup.next')}
        </Button>
      </div>
    </Form>
  )
}

function Success() {
  const { t } = useTranslation('account')
  return (
    <Result
      status="success"
      title={<span data-testid="setup-success">{t('setup.success')}</span>}
      extra={
        <Button type="primary">
          <Link to="/account/security/sms">{t('setup.back')}</Link>
        </Button>
      }
    />
  )
}
