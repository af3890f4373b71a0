// The table of a device's or a template's configuration list (config-tab: drivers, signals, alarms,
// reports; script-tab: scripts): ten rows a page, scrolling sideways, and a last column that edits a
// row or deletes it after a confirmation, after any `extra` actions of its kind.
import { Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export function RowsTable<T extends { id: string }>(props: {
  rows: { data?: readonly T[] | undefined; loading: boolean }
  columns: TableColumnsType<T>
  onEdit: (row: T) => void
  onRemove: (row: T) => void
  extra?: (row: T) => ReactNode
}) {
  const { rows, onEdit, onRemove, extra } = props
  const { t } = useTranslation('equipment')
  return (
    <Table<T>
      size="small"
      rowKey="id"
      loading={rows.loading}
      dataSource={rows.data ?? []}
      pagination={{ pageSize: 10, showSizeChanger: false }}
      scroll={{ x: true }}
      columns={[
        ...props.columns,
        {
          key: 'actions',
          title: t('actions'),
          render: (_: unknown, row: T) => (
            <Space>
              {extra?.(row)}
              <Button type="link" size="small" onClick={() => onEdit(row)}>
                {t('common.edit')}
              </Button>
              <Popconfirm title={t('common.delete')} onConfirm={() => onRemove(row)}>
                <Button type="link" size="small" danger>
                  {t('common.delete')}
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  )
}
