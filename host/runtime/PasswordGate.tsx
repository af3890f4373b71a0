// A password-protected project page (platform spec §2, §5): the password is asked first and checked by
// the service; it may hold no commas and no spaces. Plain elements: the runtime route loads no antd.
import { type FormEvent, useState } from 'react'
import { type ApiClient, ApiError } from '../../core/api/index.ts'
import { Code } from '../../core/i18n/codes.ts'
import { errorMessage } from '../../core/i18n/messages.ts'
import { PASSWORD_FORBIDDEN } from '../../core/page/container.ts'
import '../shell/parts/light.css'
import { PATHS } from '../widgets/paths.ts'
import { useTexts } from '../widgets/texts.ts'
import './password-gate.css'
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
  const [password, setPassword] = useState('')
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    if (PASSWORD_FORBIDDEN.test(password)) return setError(t('password.chars'))
    setBusy(true)
    try {
      await api.call(PATHS.pagePassword, { id: pageId, password })
      onPass()
    } catch (e) {
      // a wrong password says so; anything else (too many tries, 1005) in the catalogue's words
      const code = e instanceof ApiError ? e.code : undefined
      setError(
        code === undefined || code === Code.publicWrongPassword
          ? t('password.wrong')
          : errorMessage(code, i18n.t),
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="lf-gate" data-testid="page-password">
      <h2>{t('password.title')}</h2>
      <form onSubmit={submit}>
        <input
          type="password"
          name="password"
          value={password}
          placeholder={t('password.placeholder')}
          aria-label={t('password.placeholder')}
          aria-invalid={error ? true : undefined}
          // biome-ignore lint/a11y/noAutofocus: the page shows nothing else until the password is given
          autoFocus
          onChange={(e) => {
            setPassword(e.target.value)
            setError(undefined)
          }}
        />
        <div className="lf-gate-error" role="alert">
          {error}
        </div>
        <button type="submit" className="lf-button" disabled={busy}>
          {t('password.enter')}
        </button>
      </form>
    </section>
  )
}
