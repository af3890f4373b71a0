// The operators' data centre (`/monitor/excel`, `excel/{excelId}`, `excel/{groupId}/{excelId}`): the
// reports the account may read, under their groups in a tree at the left (`excel/query`,
// `excel/group/query`); the chosen report's records at the right, each opened to fill (`page/fill`) or to
// read (`page/read`), exported or printed.
import { FileExcelOutlined } from '@ant-design/icons'
import { Card, Col, Empty, Row, Tree } from 'antd'
import type { DataNode } from 'antd/es/tree'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import type { ExcelSummary } from '../../../schemas/api/excel.ts'
import { useQueryCall } from '../shared/useAction.ts'
import { groupTree, LoadFailed } from './groups.tsx'
import { RecordView } from './record-view.tsx'
import { monitorLinks, RecordsTable } from './records.tsx'

/** How many reports the tree lists (the most a page of `excel/query` holds). */
const REPORTS = 100

const reportNode = (r: ExcelSummary): DataNode => ({
  key: `report:${r.id}`,
  title: <span data-testid={`excel-monitor-${r.name}`}>{r.name}</span>,
  icon: <FileExcelOutlined />,
  isLeaf: true,
})

export function ExcelMonitor() {
  const { t } = useTranslation('excel')
  const { excelId } = useParams()
  const navigate = useNavigate()
  const groups = useQueryCall('excel/group/query')
  const reports = useQueryCall('excel/query', { pageSize: REPORTS })
  const list = reports.data?.list ?? []
  const tree = useMemo(() => {
    const all = groups.data ?? []
    const under = (id: string | null) => list.filter((r) => r.groupId === id).map(reportNode)
    const known = new Set(all.map((g) => g.id))
    // groups without a readable report are left out
    const withReports = (nodes: DataNode[]): DataNode[] =>
      nodes
        .map((n) => ({ ...n, children: withReports(n.children ?? []) }))
        .filter((n) => String(n.key).startsWith('report:') || (n.children?.length ?? 0) > 0)
    return withReports([
      ...groupTree(all, null, under, (g) => g.name),
      ...list.filter((r) => !r.groupId || !known.has(r.groupId)).map(reportNode),
    ])
  }, [groups.data, list])
  const report = list.find((r) => r.id === excelId)
  if (reports.error && !reports.data) return <LoadFailed retry={reports.reload} />
  return (
    <Row gutter={16}>
      <Col flex="260px">
        <Card title={t('centre')} size="small" loading={reports.loading && !reports.data}>
          {tree.length === 0 ? (
            <Empty description={t('noReadable')} />
          ) : (
            <Tree
              key={list.length}
              showIcon
              blockNode
              defaultExpandAll
              treeData={tree}
              selectedKeys={excelId ? [`report:${excelId}`] : []}
              onSelect={(keys) => {
                const key = String(keys[0] ?? '')
                if (!key.startsWith('report:')) return
                const r = list.find((x) => `report:${x.id}` === key)
                if (r) navigate(r.groupId ? `/monitor/excel/${r.groupId}/${r.id}` : `/monitor/excel/${r.id}`)
              }}
            />
          )}
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Card title={report?.name ?? t('records')} data-testid="excel-monitor-records">
          {report ? (
            <RecordsTable key={report.id} report={report} links={monitorLinks(report.id)} />
          ) : (
            <Empty description={excelId && !reports.loading ? t('noReadable') : t('pickReport')} />
          )}
        </Card>
      </Col>
    </Row>
  )
}

/** Where Back goes from a record on the monitor side: its report's records. */
const backTo = (excelId: string) => `/monitor/excel/${excelId}`

export function ExcelFill() {
  const { recordId = '', excelId = '' } = useParams()
  return <RecordView recordId={recordId} mode="fill" back={() => backTo(excelId)} />
}

export function ExcelRead() {
  const { recordId = '', excelId = '' } = useParams()
  return <RecordView recordId={recordId} mode="read" back={() => backTo(excelId)} />
}
