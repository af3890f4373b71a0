import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PublicFrame } from '../parts/PublicFrame.tsx'

export function NoAuth() {
  const { t } = useTranslation()
  return (
    <PublicFrame>
      <Result
        status="403"
        title="403"
        subTitle={<span data-testid="no-auth">{t('shell.noAuth')}</span>}
        extra={
          <Button type="primary">
            <Link to="/manage">{t('shell.home')}</Link>
          </Button>
        }
      />
    </PublicFrame>
  )
}
