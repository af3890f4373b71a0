import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PublicFrame } from '../parts/PublicFrame.tsx'

export function NotFound() {
  const { t } = useTranslation()
  return (
    <PublicFrame>
      <Result
        status="404"
        title="404"
        subTitle={<span data-testid="not-found">{t('shell.notFound')}</span>}
        extra={
          <Button type="primary">
            <Link to="/manage">{t('shell.home')}</Link>
          </Button>
        }
      />
    </PublicFrame>
  )
}
