// The API's interactive documentation (issue 32, `/manage/api/docs`): the OpenAPI document the server
// generates (`GET openapi.json`) in Swagger UI, for the administrators of API keys. Calls tried from the
// page go with the administrator's session.
import { Card, Spin, Typography } from 'antd'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../shared/services.tsx'

const SwaggerView = lazy(() => import('./swagger.tsx'))

export function ApiDocs() {
  const { api } = useServices()
  const { t } = useTranslation('api')
  const url = `${api.baseUrl}/openapi.json`
  return (
    <Card title={t('docs')} data-testid="api-docs">
      <Typography.Paragraph type="secondary">
        {t('docsIntro')} <Typography.Link href={url}>{url}</Typography.Link>
      </Typography.Paragraph>
      <Suspense fallback={<Spin style={{ margin: 48 }} />}>
        <SwaggerView url={url} />
      </Suspense>
    </Card>
  )
}
