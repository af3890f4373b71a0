// Shown when a route fails to render or its lazy code fails to load.
import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'

export function RouteError() {
  const error = useRouteError()
  const { t } = useTranslation()
  return (
    <Result
      status="error"
      title={t('shell.error.title')}
      subTitle={error instanceof Error ? error.message : String(error)}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('shell.error.reload')}
        </Button>
      }
    />
  )
}
