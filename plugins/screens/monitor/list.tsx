// The monitored devices (platform spec §2 `eg/list`, `eg/group`): groups on the side, search, 10 per
// page, online and alarm state, follow / unfollow, and a map view of the devices with a location.
import { Badge, Button, Card, Col, Input, Row, Segmented, Space, Table, Tag, Tree, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MonitoredDevice } from '../../../schemas/entities/equipment.ts'
import { ALARM_LEVELS } from '../../../schemas/entities/live.ts'
import { DeviceMap } from '../../maps/DeviceMap.tsx'
import { deviceMarker, isLocated } from '../../maps/devices.ts'
import { MAP_ZOOM } from '../../maps/tiles.ts'
import { LEVEL_COLOUR } from '../shared/alarm-level.ts'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'

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

function DeviceTable({
  groupId,
  keyword,
  path,
}: {
  groupId?: string
  keyword: string
  path: 'monitor/equipment/query' | 'monitor/equipment/queryByGroup'
}) {
  const { api } = useServices()
  const { t } = useTranslation('monitor')
  const { run } = useAction()
  const { rows, loading, pagination, reload } = usePagedCall(path, {
    groupId,
    keyword: keyword || undefined,
  })
  const toggleFollow = (d: MonitoredDevice) =>
    run(() =>
      api.call(d.followed ? 'monitor/equipment/cancleFollow' : 'monitor/equipment/setFollow', {
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
          render: (v: string, d) => (
            <Space size={6} wrap>
              <Link to={`/monitor/eg/detail/list/${d.id}/0`}>{v}</Link>
              {d.grantedBy !== undefined && (
                <Tag color="purple" data-testid={`device-granted-${d.id}`}>
                  {t('grantedBy', { name: d.grantedBy })}
                </Tag>
              )}
            </Space>
          ),
        },
        { title: t('sn'), dataIndex: 'sn' },
        {
          title: t('state'),
          render: (_, d) => (
            <Badge
              status={d.state === 'online' ? 'success' : 'default'}
              text={t(d.state === 'online' ? 'online' : d.state === 'sleeping' ? 'sleeping' : 'offline')}
              style={{ whiteSpace: 'nowrap' }}
              data-testid={`device-state-${d.id}`}
            />
          ),
        },
        {
          // issue 31: the active alarms by level, most serious first
          title: t('activeAlarms'),
          render: (_, d) => {
            const levels = ALARM_LEVELS.filter((l) => d.alarms[l] > 0)
            if (levels.length === 0) return <Typography.Text type="secondary">{t('noAlarm')}</Typography.Text>
            return (
              <Space size={4} data-testid={`device-alarms-${d.id}`}>
                {levels.map((l) => (
                  <Tag key={l} color={LEVEL_COLOUR[l]} data-level={l}>
                    {t('levelCount', { level: t(`level.${l}`), n: d.alarms[l] })}
                  </Tag>
                ))}
              </Space>
            )
          },
        },
        {
          title: t('lastSeen'),
          render: (_, d) => (
            <span data-testid={`device-seen-${d.id}`}>
              {d.lastSeenAt === null ? t('never') : formatTime(d.lastSeenAt)}
            </span>
          ),
        },
        {
          title: t('follow'),
          // a device another enterprise granted is watched, not followed (following is of one's own)
          render: (_, d) =>
            d.grantedBy === undefined && (
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

/**
 * The located devices on the map of the widgets (offline base layer, the dictionary's tiles over it when
 * set), with their state;
 * filtered by the group and keyword of the list.
 */
function MapView({ groupId, keyword }: { groupId?: string; keyword: string }) {
  const { lang } = useServices()
  const all = useQueryCall('monitor/equipment/queryAllForMap', {
    groupId,
    keyword: keyword || undefined,
  })
  const markers = useMemo(() => (all.data ?? []).filter(isLocated).map((d) => deviceMarker(d)), [all.data])
  // the platform's tiles from the data dictionary, read on each visit (changed without a rebuild)
  const template = useQueryCall('system/map/tiles', {}).data?.template
  return (
    <div style={{ height: 520 }}>
      <DeviceMap
        markers={markers}
        lang={lang}
        zoom={MAP_ZOOM}
        tiles={template ? { preset: 'custom', template } : undefined}
      />
    </div>
  )
}

function Monitored({ byGroup }: { byGroup: boolean }) {
  const { t } = useTranslation('monitor')
  const groups = useQueryCall('monitor/group/query')
  const [groupId, setGroupId] = useState<string | undefined>()
  const [keyword, setKeyword] = useState('')
  const [view, setView] = useState<'list' | 'map'>('list')
  return (
    <Row gutter={16}>
      <Col flex="220px">
        <Card size="small" title={t('group')}>
          <Button
            type={groupId === undefined ? 'primary' : 'link'}
            ghost={groupId === undefined}
            size="small"
            onClick={() => setGroupId(undefined)}
            data-testid="all-devices"
          >
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
            <MapView groupId={groupId} keyword={keyword} />
          ) : (
            <DeviceTable
              groupId={groupId}
              keyword={keyword}
              // "all devices" lists every device, as the device monitor does; a group its own devices
              path={byGroup && groupId ? 'monitor/equipment/queryByGroup' : 'monitor/equipment/query'}
            />
          )}
        </Card>
      </Col>
    </Row>
  )
}

export const DeviceList = () => <Monitored byGroup={false} />
export const DeviceGroups = () => <Monitored byGroup />
