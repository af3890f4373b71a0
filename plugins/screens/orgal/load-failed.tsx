// A screen's load failed (the toast already said why): the reason again and a retry button.
import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { errorText } from '../shared/errors.ts'

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('orgal')
  return (
    <Result
      status="warning"
      title={t('loadFailed')}
      subTitle={errorText(error, t)}
      data-testid="load-failed"
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  )
}
