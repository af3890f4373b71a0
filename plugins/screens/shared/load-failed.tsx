// What a screen that loads one thing by its id shows when that fails (issue 31): a bad or foreign id,
// a deleted page. The catalogue's text for the error in the reader's language and a way back (to the
// screen before, else to `home`), instead of a skeleton forever or a white page. A list or a part of a
// screen that failed to load (the failure's code already shown) offers to load it again (LoadRetry).
import { Alert, Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { errorText } from './errors.ts'

/** Whether the app has a screen of its own to go back to (react-router numbers its history entries). */
const hasPrevious = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0

export function LoadFailed({ error, home }: { error: unknown; home: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Result
      status="warning"
      title={t('notLoaded')}
      subTitle={errorText(error, t)}
      data-testid="load-failed"
      extra={
        <Button
          type="primary"
          onClick={() => (hasPrevious() ? navigate(-1) : navigate(home))}
          data-testid="load-failed-back"
        >
          {t('back')}
        </Button>
      }
    />
  )
}

/** A list or a part of a screen that failed to load, with a button that loads it again. */
export function LoadRetry({ onRetry }: { onRetry: () => unknown }) {
  const { t } = useTranslation()
  return (
    <Alert
      type="error"
      title={t('loadFailed')}
      action={
        <Button onClick={() => onRetry()} data-testid="load-retry">
          {t('retry')}
        </Button>
      }
    />
  )
}
