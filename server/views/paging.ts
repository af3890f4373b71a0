// Paged list queries: one count and one page of rows, the { list, total, pageNo, pageSize } answer.
import type { SelectQueryBuilder } from 'kysely'
import type { Paged } from '../../schemas/api/common.ts'
import type { Db } from '../storage/db.ts'
import type { Database } from '../storage/tables/index.ts'
import { type CountedList, cachedCount } from './counts.ts'

type Paging = { pageNo?: number; pageSize?: number }

async function pageWithTotal<TB extends keyof Database, Row, Item>(
  query: SelectQueryBuilder<Database, TB, Row>,
  total: Promise<number>,
  paging: Paging,
  view: (row: Row) => Item,
): Promise<Paged<Item>> {
  const pageNo = paging.pageNo ?? 1
  const pageSize = paging.pageSize ?? 10
  const counted = await total
  const rows = await query
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute()
  return { list: rows.map(view), total: counted, pageNo, pageSize }
}

export async function pageOf<TB extends keyof Database, Row, Item>(
  query: SelectQueryBuilder<Database, TB, Row>,
  paging: Paging,
  view: (row: Row) => Item,
): Promise<Paged<Item>> {
  const total = query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst()
    .then((counted) => Number(counted?.total ?? 0))
  return pageWithTotal(query, total, paging, view)
}

/** pageOf for a list that can grow long: its total is kept while the list is unchanged (counts.ts). */
export async function pageOfLongList<TB extends keyof Database, Row, Item>(
  db: Db,
  list: CountedList,
  query: SelectQueryBuilder<Database, TB, Row>,
  paging: Paging,
  view: (row: Row) => Item,
): Promise<Paged<Item>> {
  return pageWithTotal(query, cachedCount(db, list, query), paging, view)
}
