// Shown when a route fails to render or its lazy code fails to load. Plain elements: it must show even
// when a chunk (antd's among them) cannot be loaded.
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { Notice } from './Notice.tsx'

export function RouteError() {
  const error = useRouteError()
  const { t } = useTranslation()
  return (
    <Notice
      status="error"
      title={t('shell.error.title')}
      detail={error instanceof Error ? error.message : String(error)}
      extra={
        <button type="button" className="lf-button" onClick={() => window.location.reload()}>
          {t('shell.error.reload')}
        </button>
      }
    />
  )
}
