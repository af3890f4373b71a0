// A paged list call as antd Table props (platform spec §9: 10 per page). Bodies carry pageNo and
// pageSize; answers are `{ list, total }` (schemas/api/common.ts PageOf).
import type { TablePaginationConfig } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import type { FormObject } from '../../../core/api/index.ts'
import { useServices } from './services.tsx'

export const PAGE_SIZE = 10

export interface PagedAnswer<T> {
  list: T[]
  total: number
}

export function usePaged<T>(path: string, filters: FormObject = {}) {
  const { api, fail } = useServices()
  const [pageNo, setPageNo] = useState(1)
  const [answer, setAnswer] = useState<PagedAnswer<T>>({ list: [], total: 0 })
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
      const data = await api.post<PagedAnswer<T> | null>(path, { ...filters, pageNo, pageSize: PAGE_SIZE })
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
