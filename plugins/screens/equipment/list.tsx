// The device list (platform spec §2 `eg/equipment/list`): search by name or SN, group filter, 10 per
// page, gateway state; add, edit, monitor and delete.
import { Badge, Button, Card, Input, Popconfirm, Select, Space, Table } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import type { Device } from '../../../schemas/entities/equipment.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { SyncTags } from './sync-part.tsx'

const STATE_BADGE = { online: 'success', offline: 'default', sleeping: 'warning' } as const

export function StateBadge({ state }: { state: string | undefined }) {
  const { t } = useTranslation('equipment')
  const status = STATE_BADGE[state as keyof typeof STATE_BADGE]
  return <Badge status={status ?? 'default'} text={t(`state.${status ? state : 'unbound'}`)} />
}

export function EquipmentList() {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const navigate = useNavigate()
  const [keyword, setKeyword] = useState('')
  const [groupId, setGroupId] = useState<string | undefined>()
  const groups = useQueryCall('monitor/group/query')
  const { rows, loading, pagination, reload } = usePagedCall('equipment/multi/query', {
    keyword: keyword || undefined,
    groupId,
  })
  const { run } = useAction()

  return (
    <Card
      title={t('list')}
      data-testid="equipment-list"
      extra={
        <Button
          type="primary"
          onClick={() => navigate('/manage/eg/equipment/add')}
          data-testid="equipment-add"
        >
          {t('add')}
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder={t('keyword')}
          onSearch={(v) => setKeyword(v.trim())}
          style={{ width: 260 }}
          data-testid="equipment-search"
        />
        <Select
          allowClear
          placeholder={t('allGroups')}
          style={{ width: 200 }}
          value={groupId}
          onChange={setGroupId}
          options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
        />
      </Space>
      <Table<Device>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={pagination}
        columns={[
          {
            title: t('name'),
            dataIndex: 'name',
            render: (v: string, d) => <Link to={`/manage/eg/equipment/edit/${d.id}`}>{v}</Link>,
          },
          { title: t('sn'), dataIndex: 'sn' },
          { title: t('group'), dataIndex: 'groupName' },
          {
            title: t('state'),
            render: (_, d) => (
              <Space size={4} wrap>
                <StateBadge state={d.state} />
                <SyncTags device={d} />
              </Space>
            ),
          },
          {
            title: t('actions'),
            render: (_, d) => (
              <Space>
                <Link to={`/monitor/eg/detail/list/${d.id}/0`}>{t('monitor')}</Link>
                <Link to={`/manage/eg/equipment/edit/${d.id}`}>{t('common.edit')}</Link>
                <Popconfirm
                  title={t('confirmDelete')}
                  onConfirm={() => run(() => api.call('equipment/multi/delete', { id: d.id })).then(reload)}
                >
                  <Button type="link" danger size="small">
                    {t('common.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  )
}
