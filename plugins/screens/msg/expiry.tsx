// An expiry message's detail (`/msg/detail/all/expire/{kind}/{dataId}`, spec §7 `msg/getExpireById`;
// issue 34): what expires (a project, an API grant, an IoT card), its name, when, and a way to it.
import { Button, Card, Descriptions, Result, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatTime } from '../shared/format.ts'
import { useQueryCall } from '../shared/useAction.ts'

/** Where each kind of expiring thing is managed. */
const PLACES: Record<string, string> = {
  project: '/manage/eg/project/list',
  api: '/manage/api/list',
  card: '/manage/card/list',
}

export function ExpiryDetail({ id }: { id: string }) {
  const { t } = useTranslation('msg')
  const { data, loading } = useQueryCall('msg/getExpireById', { id })
  if (loading && !data) return <Spin data-testid="expiry-loading" />
  if (!data) return <Result status="warning" title={t('expiryMissing')} data-testid="expiry-missing" />
  const expired = data.expiresAt <= Date.now()
  const place = PLACES[data.kind]
  return (
    <Card
      title={t(expired ? 'expiredTitle' : 'expiringTitle', { name: data.name })}
      data-testid="expiry-detail"
      extra={
        place && (
          <Link to={place}>
            <Button type="primary">{t('expiryOpen')}</Button>
          </Link>
        )
      }
    >
      <Descriptions column={1}>
        <Descriptions.Item label={t('expiryKind')}>
          {t(`expiryKind.${data.kind}`, data.kind)}
        </Descriptions.Item>
        <Descriptions.Item label={t('expiryName')}>{data.name}</Descriptions.Item>
        <Descriptions.Item label={t('expiresAt')}>{formatTime(data.expiresAt)}</Descriptions.Item>
        <Descriptions.Item label={t('time')}>{formatTime(data.createdAt)}</Descriptions.Item>
      </Descriptions>
    </Card>
  )
}
