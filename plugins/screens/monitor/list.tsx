// The monitored devices (platform spec §2 `eg/list`, `eg/group`): groups on the side, search, 10 per
// page, online and alarm state, follow / unfollow, and a map view of the devices with a location.
import { Badge, Button, Card, Col, Empty, Input, Row, Segmented, Space, Table, Tree } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MonitoredDevice } from '../../../schemas/entities/equipment.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQuery } from '../shared/useAction.ts'
import { usePaged } from '../shared/usePaged.ts'

interface GroupNode {
  id: string
  name: string
  parentId?: string | null
}

interface TreeNode {
  key: string
  title: string
  children: TreeNode[]
}

export function groupTree(groups: readonly GroupNode[]): TreeNode[] {
  const children = (parent: string | null): TreeNode[] =>
    groups
      .filter((g) => (g.parentId ?? null) === parent)
      .map((g) => ({ key: g.id, title: g.name, children: children(g.id) }))
  return children(null)
}

function DeviceTable({ groupId, keyword, path }: { groupId?: string; keyword: string; path: string }) {
  const { api } = useServices()
  const { t } = useTranslation('monitor')
  const { run } = useAction()
  const { rows, loading, pagination, reload } = usePaged<MonitoredDevice>(path, {
    groupId,
    keyword: keyword || undefined,
  })
  const toggleFollow = (d: MonitoredDevice) =>
    run(() =>
      api.post(d.followed ? 'monitor/equipment/cancleFollow' : 'monitor/equipment/setFollow', {
        equipmentId: d.id,
      }),
    ).then(reload)
  return (
    <Table<MonitoredDevice>
      rowKey="id"
      loading={loading}
      dataSource={rows}
      pagination={pagination}
      data-testid="monitor-devices"
      columns={[
        {
          title: t('name'),
          dataIndex: 'name',
          render: (v: string, d) => <Link to={`/monitor/eg/detail/list/${d.id}/0`}>{v}</Link>,
        },
        { title: t('sn'), dataIndex: 'sn' },
        {
          title: t('state'),
          render: (_, d) => (
            <Space>
              <Badge
                status={d.state === 'online' ? 'success' : 'default'}
                text={t(d.state === 'online' ? 'online' : d.state === 'sleeping' ? 'sleeping' : 'offline')}
              />
              {d.alarming && <Badge status="error" text={t('alarming')} />}
            </Space>
          ),
        },
        {
          title: t('follow'),
          render: (_, d) => (
            <Button
              size="small"
              type={d.followed ? 'default' : 'primary'}
              ghost={!d.followed}
              onClick={() => toggleFollow(d)}
            >
              {t(d.followed ? 'unfollow' : 'follow')}
            </Button>
          ),
        },
      ]}
    />
  )
}

/** Devices placed by longitude and latitude; no map tiles are needed (works offline). */
function MapView() {
  const { t } = useTranslation('monitor')
  const all = useQuery<MonitoredDevice[]>('monitor/equipment/queryAllForMap')
  const placed = (all.data ?? []).filter((d) => typeof d.lng === 'number' && typeof d.lat === 'number')
  const box = useMemo(() => {
    const xs = placed.map((d) => d.lng as number)
    const ys = placed.map((d) => d.lat as number)
    return {
      x0: Math.min(...xs) - 0.01,
      x1: Math.max(...xs) + 0.01,
      y0: Math.min(...ys) - 0.01,
      y1: Math.max(...ys) + 0.01,
    }
  }, [placed])
  if (placed.length === 0) return <Empty description={t('noLocation')} />
  const x = (lng: number) => ((lng - box.x0) / (box.x1 - box.x0)) * 800
  const y = (lat: number) => 400 - ((lat - box.y0) / (box.y1 - box.y0)) * 400
  return (
    <svg
      viewBox="0 0 800 400"
      width="100%"
      style={{ background: '#f5f7fa' }}
      data-testid="device-map"
      role="img"
      aria-label={t('map')}
    >
      {placed.map((d) => (
        <Link key={d.id} to={`/monitor/eg/detail/list/${d.id}/0`}>
          <circle
            cx={x(d.lng as number)}
            cy={y(d.lat as number)}
            r={7}
            fill={d.state === 'online' ? '#52c41a' : '#bfbfbf'}
          />
          <text x={x(d.lng as number) + 10} y={y(d.lat as number) + 4} fontSize={12}>
            {d.name}
          </text>
        </Link>
      ))}
    </svg>
  )
}

function Monitored({ byGroup }: { byGroup: boolean }) {
  const { t } = useTranslation('monitor')
  const groups = useQuery<GroupNode[]>('monitor/group/query')
  const [groupId, setGroupId] = useState<string | undefined>()
  const [keyword, setKeyword] = useState('')
  const [view, setView] = useState<'list' | 'map'>('list')
  return (
    <Row gutter={16}>
      <Col flex="220px">
        <Card size="small" title={t('group')}>
          <Button type="link" onClick={() => setGroupId(undefined)} style={{ padding: 0 }}>
            {t('allGroups')}
          </Button>
          <Tree
            treeData={groupTree(groups.data ?? [])}
            selectedKeys={groupId ? [groupId] : []}
            onSelect={(keys) => setGroupId(keys[0] === undefined ? undefined : String(keys[0]))}
          />
        </Card>
      </Col>
      <Col flex="auto">
        <Card
          title={
            <Space>
              <Input.Search
                allowClear
                placeholder={t('keyword')}
                onSearch={(v) => setKeyword(v.trim())}
                style={{ width: 240 }}
              />
              <Segmented
                value={view}
                onChange={(v) => setView(v as 'list' | 'map')}
                options={[
                  { value: 'list', label: t('list') },
                  { value: 'map', label: t('map') },
                ]}
              />
            </Space>
          }
        >
          {view === 'map' ? (
            <MapView />
          ) : (
            <DeviceTable
              groupId={groupId}
              keyword={keyword}
              path={byGroup ? 'monitor/equipment/queryByGroup' : 'monitor/equipment/query'}
            />
          )}
        </Card>
      </Col>
    </Row>
  )
}

export const DeviceList = () => <Monitored byGroup={false} />
export const DeviceGroups = () => <Monitored byGroup />
