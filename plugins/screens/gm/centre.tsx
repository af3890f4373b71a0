// The operating centre (`/monitor/gm/ocInfo[/{ocId}]`, issue 36): the whole scope's figures or one centre's:
// gateways by state, never seen and alarming, values per second, firmware versions in use and the gateways
// gone offline in the last hour. Read again every REFRESH_MS while the screen is open.
import { Alert, Card, Col, Row, Select, Space, Statistic, Table, Typography } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { formatTime } from '../shared/format.ts'
import { useQueryCall } from '../shared/useAction.ts'

const REFRESH_MS = 3000
const ALL = ''

const FIGURES = [
  ['total', 'gateways', undefined],
  ['online', 'online', '#3f8600'],
  ['offline', 'offline', '#cf1322'],
  ['sleeping', 'sleeping', '#d4b106'],
  ['never', 'neverSeen', '#8c8c8c'],
  ['alarming', 'alarming', '#d4380d'],
] as const

export function GmCentre() {
  const { t } = useTranslation('gm')
  const { ocId } = useParams()
  const navigate = useNavigate()
  const info = useQueryCall('gm/ocInfo', ocId ? { centre: ocId } : {})
  const { reload } = info
  useEffect(() => {
    const timer = setInterval(() => void reload(), REFRESH_MS)
    return () => clearInterval(timer)
  }, [reload])
  const data = info.data
  return (
    <Card
      data-testid="gm-centre"
      title={t('centre')}
      extra={
        <Space>
          <Typography.Text type="secondary">{t('centreScope')}</Typography.Text>
          <Select
            style={{ width: 220 }}
            value={ocId ?? ALL}
            options={[
              { value: ALL, label: t('wholePlatform') },
              ...(data?.centres ?? []).map((c) => ({ value: c.id, label: c.name })),
            ]}
            onChange={(v: string) => navigate(v === ALL ? '/monitor/gm/ocInfo' : `/monitor/gm/ocInfo/${v}`)}
            data-testid="gm-centre-select"
          />
        </Space>
      }
    >
      {info.error !== undefined && !data ? (
        <Alert type="error" title={t('loadFailed')} />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Row gutter={[16, 16]}>
            {FIGURES.map(([key, label, colour]) => (
              <Col key={key} xs={12} md={8} xl={3}>
                <Card size="small" loading={!data}>
                  <Statistic
                    title={t(label)}
                    value={data?.[key] ?? 0}
                    valueStyle={colour ? { color: colour } : undefined}
                    data-testid={`gm-figure-${key}`}
                  />
                </Card>
              </Col>
            ))}
            <Col xs={12} md={8} xl={6}>
              <Card size="small" loading={!data}>
                <Statistic
                  title={t('perSecond')}
                  value={data?.valuesPerSecond ?? 0}
                  precision={1}
                  data-testid="gm-figure-rate"
                />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={8}>
              <Card size="small" title={t('firmwareInUse')}>
                <Table
                  rowKey="version"
                  size="small"
                  pagination={false}
                  dataSource={data?.firmware}
                  columns={[
                    { title: t('firmware'), dataIndex: 'version', render: (v: string) => v || t('blank') },
                    { title: t('count'), dataIndex: 'count', align: 'right' },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} xl={16}>
              <Card size="small" title={t('wentOffline')}>
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={data?.wentOffline}
                  locale={{ emptyText: t('noneOffline') }}
                  data-testid="gm-went-offline"
                  columns={[
                    { title: t('sn'), dataIndex: 'sn' },
                    { title: t('enterprise'), dataIndex: 'enterprise', ellipsis: true },
                    { title: t('device'), dataIndex: 'deviceName', ellipsis: true },
                    { title: t('lastSeen'), dataIndex: 'lastSeenAt', render: (v: number) => formatTime(v) },
                  ]}
                />
              </Card>
            </Col>
          </Row>
          {data && (
            <Typography.Text type="secondary">
              {t('updatedAt', { time: formatTime(data.at) })}
            </Typography.Text>
          )}
        </Space>
      )}
    </Card>
  )
}
