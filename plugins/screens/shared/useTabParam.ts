// A screen's tab in the URL (`?tab=…`): a deep link opens that tab, each change is a history entry so
// Back returns to the tab before, and an unknown or missing value is the fallback.
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

export const TAB_PARAM = 'tab'

export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: string) => void] {
  const [search, setSearch] = useSearchParams()
  const wanted = search.get(TAB_PARAM)
  const tab = tabs.find((k) => k === wanted) ?? fallback
  const setTab = useCallback(
    (next: string) =>
      setSearch((current) => {
        const params = new URLSearchParams(current)
        params.set(TAB_PARAM, next)
        return params
      }),
    [setSearch],
  )
  return [tab, setTab]
}
