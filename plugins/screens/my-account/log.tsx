// The operation log (platform spec §7 `user/operationlog/query`), 10 per page.
import { Card, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import type { OperationLogEntry } from '../../../schemas/entities/records.ts'
import { formatTime } from '../shared/format.ts'
import { usePagedCall } from '../shared/usePaged.ts'

export function OperationLog() {
  const { t } = useTranslation('account')
  const { rows, loading, pagination } = usePagedCall('user/operationlog/query')
  return (
    <Card data-testid="operation-log">
      <Table<OperationLogEntry>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={pagination}
        columns={[
          { title: t('time'), dataIndex: 'createdAt', render: formatTime, width: 180 },
          { title: t('operator'), dataIndex: 'loginname' },
          { title: t('object'), dataIndex: 'objectType' },
          { title: t('action'), dataIndex: 'action' },
        ]}
      />
    </Card>
  )
}
