// A paged list call as antd Table props (platform spec §9: 10 per page). Bodies carry pageNo and
// pageSize; answers are `{ list, total }` (schemas/api/common.ts PageOf).
import type { TablePaginationConfig } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import type { CallArgs, FormObject } from '../../../core/api/index.ts'
import type { EndpointAnswer, EndpointPath } from '../../../schemas/api/endpoints.ts'
import { useServices } from './services.tsx'

export const PAGE_SIZE = 10

export interface PagedAnswer<T> {
  list: T[]
  total: number
}

/** The endpoints that answer a page of a list (schemas/api/endpoints.ts). */
export type PagedPath = {
  [P in EndpointPath]: EndpointAnswer<P> extends { list: unknown[] } ? P : never
}[EndpointPath]
export type ItemOf<P extends PagedPath> = EndpointAnswer<P> extends { list: (infer T)[] } ? T : never

/** A page of rows as a Table shows it. */
export interface PagedRows<T> {
  rows: T[]
  total: number
  loading: boolean
  error: unknown
  pagination: TablePaginationConfig
  reload: () => Promise<void>
}

/** Pages through `path` (a paged call of the endpoint map: the rows are typed by the path). */
export function usePagedCall<P extends PagedPath>(path: P, filters: FormObject = {}): PagedRows<ItemOf<P>> {
  const { api, fail } = useServices()
  const [pageNo, setPageNo] = useState(1)
  const [answer, setAnswer] = useState<PagedAnswer<ItemOf<P>>>({ list: [], total: 0 })
  const [loading, setLoading] = useState(false)
  /** the last load's failure (already shown through `fail`), until a load succeeds */
  const [error, setError] = useState<unknown>()
  const filterKey = JSON.stringify(filters)

  // A filter change starts again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for filters
  useEffect(() => setPageNo(1), [filterKey])

  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for filters
  const load = useCallback(async () => {
    setLoading(true)
    try {
      // the filters are the screen's: the path's body schema checks them on the server
      const body = [{ ...filters, pageNo, pageSize: PAGE_SIZE }] as unknown as CallArgs<P>
      const data = (await api.call(path, ...body)) as PagedAnswer<ItemOf<P>> | null
      setAnswer({ list: data?.list ?? [], total: data?.total ?? 0 })
      setError(undefined)
    } catch (e) {
      setError(e)
      fail(e)
    } finally {
      setLoading(false)
    }
  }, [api, fail, path, filterKey, pageNo])

  useEffect(() => {
    void load()
  }, [load])

  const pagination: TablePaginationConfig = {
    current: pageNo,
    pageSize: PAGE_SIZE,
    total: answer.total,
    showSizeChanger: false,
    onChange: setPageNo,
  }
  return { rows: answer.list, total: answer.total, loading, error, pagination, reload: load }
}
