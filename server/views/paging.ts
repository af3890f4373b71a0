// Paged list queries: one count and one page of rows, the { list, total, pageNo, pageSize } answer.
import type { SelectQueryBuilder } from 'kysely'
import type { Paged } from '../../schemas/api/common.ts'
import type { Database } from '../storage/tables/index.ts'

export async function pageOf<TB extends keyof Database, Row, Item>(
  query: SelectQueryBuilder<Database, TB, Row>,
  paging: { pageNo?: number; pageSize?: number },
  view: (row: Row) => Item,
): Promise<Paged<Item>> {
  const pageNo = paging.pageNo ?? 1
  const pageSize = paging.pageSize ?? 10
  const counted = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst()
  const rows = await query
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute()
  return { list: rows.map(view), total: Number(counted?.total ?? 0), pageNo, pageSize }
}
