// The login page: loginname and password go encrypted to `user/encryptLogin`, then `user/info` gives
// the user and its auths, and the user lands where they were headed (default the manage area). After
// wrong logins from one address the server asks for the image captcha, shown then (CaptchaField).
// An enterprise's login page (`/{loginPath}`) shows its style's look (issue 34: colours, background,
// texts in the user's language) and, when it has an agreement or policy, asks for it accepted.
import { Button, Card, ConfigProvider, Form, Input, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router'
import { LOGIN_PATH_PATTERN, type Theme } from '../../../schemas/entities/style.ts'
import { useShell } from '../context.tsx'
import { AgreementField } from '../login/Agreement.tsx'
import { CaptchaField, useCaptcha } from '../login/CaptchaField.tsx'
import { encryptedLogin } from '../login/encrypt.ts'
import { LangSwitch } from '../parts/LangSwitch.tsx'
import { type FrameLook, PublicFrame } from '../parts/PublicFrame.tsx'
import { useTheme } from '../parts/useTheme.ts'

interface LoginForm {
  loginname: string
  password: string
  captcha?: string
  accepted?: boolean
}

/** The frame's look from the login page's style, in the user's language; none without one. */
function frameLook(theme: Theme | null, lang: string): FrameLook | undefined {
  const login = theme?.login
  if (!login) return undefined
  const texts = lang === 'en' ? login.en : login.zh
  return {
    background: login.background,
    backgroundImage: login.backgroundImage,
    heading: texts.title,
    subtitle: texts.subtitle,
    footer: texts.footer,
  }
}

export function LoginPage() {
  const { api, session } = useShell()
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const from = (useLocation().state as { from?: string } | null)?.from
  const [busy, setBusy] = useState(false)
  const [form] = Form.useForm<LoginForm>()
  const captcha = useCaptcha(form)
  // `/{loginPath}`: an enterprise's own login page (style/loadStyle); an unknown path is the 404
  const { loginPath } = useParams()
  const malformed = loginPath !== undefined && !new RegExp(LOGIN_PATH_PATTERN).test(loginPath)
  const { theme, loaded } = useTheme(malformed ? undefined : loginPath)

  const submit = async ({ loginname, password, captcha: typed }: LoginForm) => {
    setBusy(true)
    try {
      await encryptedLogin(api, loginname.trim(), password, captcha.fields(typed))
      await session.fetchUser()
      navigate(from ?? (theme?.webMainPath || '/manage'), { replace: true })
    } catch (e) {
      await captcha.failed(e)
    } finally {
      setBusy(false)
    }
  }

  if (malformed || (loginPath && loaded && !theme)) return <Navigate to="/404" replace />
  return (
    <PublicFrame look={frameLook(theme, i18n.language)}>
      <ConfigProvider
        theme={theme?.login?.primary ? { token: { colorPrimary: theme.login.primary } } : undefined}
      >
        <Card
          title={
            <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              {theme?.logo && <img src={theme.logo} alt="" style={{ height: 28 }} data-testid="login-logo" />}
              <span data-testid="login-title">{theme?.title || t('shell.login.title')}</span>
            </span>
          }
          extra={<LangSwitch />}
          style={{ width: 380 }}
        >
          <Form<LoginForm> form={form} layout="vertical" onFinish={submit} data-testid="login-form">
            <Form.Item
              name="loginname"
              label={t('shell.login.loginname')}
              rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
            >
              <Input autoComplete="username" data-testid="login-name" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('shell.login.password')}
              rules={[{ required: true, message: t('validation.required') }]}
            >
              <Input.Password autoComplete="current-password" data-testid="login-password" />
            </Form.Item>
            <CaptchaField captcha={captcha} />
            {theme?.login && <AgreementField login={theme.login} />}
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
              {t('shell.login.submit')}
            </Button>
          </Form>
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'right' }}>
            <Link to="/findpwd">{t('shell.login.forgot')}</Link>
          </Typography.Paragraph>
        </Card>
      </ConfigProvider>
    </PublicFrame>
  )
}
