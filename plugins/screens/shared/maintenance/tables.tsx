// What the O&M lists share: a paged list's Table props with its empty state, and the small table of a
// content's items or a record's findings.
import { Empty, Table, type TableColumnsType, type TableProps, Tooltip } from 'antd'
import { useTranslation } from 'react-i18next'
import type { PagedRows } from '../usePaged.ts'

/** A page of rows (usePagedCall) as Table props, 10 a page, saying `empty` when there are none. */
export function listProps<T extends { id: string }>(
  { rows, loading, pagination }: Pick<PagedRows<T>, 'rows' | 'loading' | 'pagination'>,
  empty: string,
): TableProps<T> {
  return {
    rowKey: 'id',
    size: 'small',
    loading,
    dataSource: rows,
    pagination,
    locale: { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> },
  }
}

/** One row per item, by its name, with the columns the caller adds. */
export function ItemTable<T extends { name: string }>({
  ns,
  items,
  columns,
}: {
  /** the screen's text namespace, holding OPS_TEXTS */
  ns: string
  items: readonly T[]
  columns: TableColumnsType<T>
}) {
  const { t } = useTranslation(ns)
  return (
    <Table<T>
      rowKey="name"
      size="small"
      pagination={false}
      dataSource={[...items]}
      columns={[{ title: t('item'), dataIndex: 'name' }, ...columns]}
    />
  )
}

/**
 * A column of long free text (a description, a result, a remark; issue 31): cut with "…" to one line,
 * the whole text in a tooltip on hover.
 */
export function longTextColumn<T>(title: string, dataIndex: keyof T & string): TableColumnsType<T>[number] {
  return {
    title,
    dataIndex,
    ellipsis: { showTitle: false },
    render: (v: string | null | undefined) =>
      v ? (
        <Tooltip title={v} placement="topLeft" styles={{ root: { maxWidth: 480 } }}>
          <span data-testid="long-text">{v}</span>
        </Tooltip>
      ) : null,
  }
}
