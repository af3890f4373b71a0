// The value of a promise for a component, re-asked when the dependencies change; undefined until it comes
// and when it fails (lists the picker cannot have are shown empty).
import { type DependencyList, useEffect, useState } from 'react'

export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined)
  useEffect(
    () => {
      let live = true
      setValue(undefined)
      load().then(
        (v) => live && setValue(v),
        () => live && setValue(undefined),
      )
      return () => {
        live = false
      }
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what `load` depends on
    deps,
  )
  return value
}
