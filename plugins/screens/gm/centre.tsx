// The operating centre (`/monitor/gm/ocInfo[/{ocId}]`, issue 36): the whole scope's figures or one centre's:
// gateways by state, never seen and alarming, values per second, firmware versions in use and the gateways
// gone offline in the last hour, and the map of the gateways that report a position. Live: read again when
// the push says something changed (fleet-push.ts).
import { Alert, Card, Col, Empty, Row, Select, Space, Statistic, Table, Typography } from 'antd'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import type { GmMapPoint } from '../../../schemas/api/gm.ts'
import { PLATFORM_ADMIN_KEY } from '../../../schemas/api/permissions.ts'
import { DeviceMap } from '../../maps/DeviceMap.tsx'
import { deviceMarker } from '../../maps/devices.ts'
import { MAP_ZOOM } from '../../maps/tiles.ts'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useQueryCall } from '../shared/useAction.ts'
import { useFleetPush } from './fleet-push.ts'

const ALL = ''

const FIGURES = [
  ['total', 'gateways', undefined],
  ['online', 'online', '#3f8600'],
  ['offline', 'offline', '#cf1322'],
  ['sleeping', 'sleeping', '#d4b106'],
  ['never', 'neverSeen', '#8c8c8c'],
  ['alarming', 'alarming', '#d4380d'],
] as const

const marker = (p: GmMapPoint) =>
  deviceMarker({ ...p, id: p.deviceId }, [], `/monitor/gm/vuedetail/${p.deviceId}`)

/** The located gateways of the scope on the map the monitor list and the map widgets use. */
function FleetMap({ points }: { points: readonly GmMapPoint[] | undefined }) {
  const { t } = useTranslation('gm')
  const { lang } = useServices()
  const markers = useMemo(() => (points ?? []).map(marker), [points])
  return (
    <Card size="small" title={t('map')} loading={!points} data-testid="gm-map">
      {markers.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noLocated')} />
      ) : (
        <div style={{ height: 420 }}>
          <DeviceMap markers={markers} lang={lang} zoom={MAP_ZOOM} />
        </div>
      )}
    </Card>
  )
}

export function GmCentre() {
  const { t } = useTranslation('gm')
  const { ocId } = useParams()
  const navigate = useNavigate()
  const { hasAuth } = useServices()
  const body = ocId ? { centre: ocId } : {}
  const info = useQueryCall('gm/ocInfo', body)
  const map = useQueryCall('gm/map', body)
  const { reload: reloadInfo } = info
  const { reload: reloadMap } = map
  const reload = useCallback(async () => {
    await Promise.all([reloadInfo(), reloadMap()])
  }, [reloadInfo, reloadMap])
  const rate = useFleetPush(ocId, reload)
  const data = info.data
  return (
    <Card
      data-testid="gm-centre"
      title={t('centre')}
      extra={
        <Space>
          {ocId && hasAuth(PLATFORM_ADMIN_KEY) && (
            <>
              <Link to={`/manage/system/hardware?centre=${encodeURIComponent(ocId)}`}>{t('dtu')}</Link>
              <Link to={`/manage/system/hardware?view=models&centre=${encodeURIComponent(ocId)}`}>
                {t('models')}
              </Link>
            </>
          )}
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
                  value={rate ?? data?.valuesPerSecond ?? 0}
                  precision={1}
                  data-testid="gm-figure-rate"
                />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <FleetMap points={map.data} />
            </Col>
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
          </Row>
          <Card size="small" title={t('wentOffline')}>
            <Table
              rowKey="id"
              size="small"
              pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
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
