// `/manage/excel/list`: the reports, 10 a page (`excel/query`), filtered by a group of the tree at the
// left and by a part of the name; each opens its records, its template or its info, or is deleted after
// a confirmation.
import { Button, Card, Col, Empty, Input, Popconfirm, Row, Space, Table, Tag, Tree } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import type { ExcelSummary } from '../../../schemas/api/excel.ts'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { groupTree } from './groups.tsx'

const ALL = '*'

/** A report's schedule for people: its kind, and the shifts' names and starts. */
export function scheduleText(s: ExcelSummary['schedule'], t: (k: string) => string): string {
  const kind = t(`schedule.${s.kind}`)
  return s.kind === 'shift' && s.shifts?.length
    ? `${kind} (${s.shifts.map((x) => `${x.name} ${x.start}`).join(', ')})`
    : kind
}

export function ExcelList() {
  const { t } = useTranslation('excel')
  const { api } = useServices()
  const { run } = useAction()
  const navigate = useNavigate()
  const [groupId, setGroupId] = useState(ALL)
  const [name, setName] = useState('')
  const groups = useQueryCall('excel/group/query')
  const reports = usePagedCall('excel/query', {
    ...(groupId === ALL ? {} : { groupId }),
    ...(name ? { name } : {}),
  })
  const groupName = useMemo(() => new Map((groups.data ?? []).map((g) => [g.id, g.name])), [groups.data])
  const tree = useMemo(
    () => [{ key: ALL, title: t('allGroups'), children: groupTree(groups.data ?? []) }],
    [groups.data, t],
  )
  const remove = (id: string) =>
    run(() => api.call('excel/delete', { id })).then(async (done) => {
      if (done !== undefined) await reports.reload()
    })

  return (
    <Card
      title={t('reports')}
      extra={
        <Button type="primary" onClick={() => navigate('/manage/excel/add')} data-testid="excel-add">
          {t('addReport')}
        </Button>
      }
    >
      <Row gutter={24} wrap={false}>
        <Col flex="240px">
          <Tree
            key={groups.data?.length ?? 0}
            blockNode
            defaultExpandAll
            treeData={tree}
            selectedKeys={[groupId]}
            onSelect={(keys) => setGroupId(keys[0] === undefined ? ALL : String(keys[0]))}
          />
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Input.Search
            allowClear
            placeholder={t('search')}
            onSearch={(v) => setName(v.trim())}
            style={{ width: 280, marginBottom: 12 }}
          />
          <Table<ExcelSummary>
            rowKey="id"
            loading={reports.loading}
            dataSource={reports.rows}
            pagination={reports.pagination}
            locale={{ emptyText: <Empty description={t('noReports')} /> }}
            columns={[
              {
                title: t('name'),
                dataIndex: 'name',
                render: (v: string, r) => (
                  <Link to={`/manage/excel/info/${r.id}`} data-testid={`excel-report-${v}`}>
                    {v}
                  </Link>
                ),
              },
              {
                title: t('group'),
                render: (_, r) => (r.groupId ? groupName.get(r.groupId) : undefined) ?? t('ungrouped'),
              },
              {
                title: t('devices'),
                render: (_, r) => r.devices.map((d) => <Tag key={d.id}>{d.name}</Tag>),
              },
              { title: t('schedule'), render: (_, r) => scheduleText(r.schedule, t) },
              { title: t('updated'), dataIndex: 'updatedAt', render: (v: number) => formatTime(v) },
              {
                title: '',
                width: 260,
                render: (_, r) => (
                  <Space size={12}>
                    <Link to={`/manage/excel/info/${r.id}`}>{t('records')}</Link>
                    <Link
                      to={`/manage/excel/edit/${r.id}?tab=template`}
                      data-testid={`excel-design-${r.name}`}
                    >
                      {t('design')}
                    </Link>
                    <Link to={`/manage/excel/edit/${r.id}`}>{t('edit')}</Link>
                    <Popconfirm title={t('confirmDeleteReport')} onConfirm={() => remove(r.id)}>
                      <Button type="link" size="small" danger>
                        {t('delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </Col>
      </Row>
    </Card>
  )
}
