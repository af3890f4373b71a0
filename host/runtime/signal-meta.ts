// How the page's signals show their values (platform spec §3 Variable: unit, decimal places, data type,
// state mapping), read once per page with `signal/query` and handed to the widget host as a lookup by
// live key: the binding resolvers give each widget its signals' meta, so a view never fetches.
import { useEffect, useState } from 'react'
import type { ApiClient } from '../../core/api/index.ts'
import { collectBindings, liveKey } from '../../core/binding/index.ts'
import type { MetaLookup } from '../../core/kernel/index.ts'
import type { SignalRecord, ValueMeta } from '../../schemas/entities/live.ts'
import type { Page } from '../../schemas/page.ts'

export const metaOfSignal = (
  s: Pick<SignalRecord, 'decimals' | 'unit' | 'dataType' | 'mappings'> &
    Partial<Pick<SignalRecord, 'writeMin' | 'writeMax' | 'writeFormula'>>,
): ValueMeta => ({
  decimals: s.decimals,
  unit: s.unit,
  dataType: s.dataType,
  mappings: s.mappings,
  // the limits and formula a control checks a typed value against before writing it
  ...(typeof s.writeMin === 'number' ? { writeMin: s.writeMin } : {}),
  ...(typeof s.writeMax === 'number' ? { writeMax: s.writeMax } : {}),
  ...(s.writeFormula ? { writeFormula: s.writeFormula } : {}),
})

/** The meta of the page's signals; until they are read (or when reading fails) values show without it. */
export function useSignalMeta(
  api: ApiClient,
  page: Page,
  projectId: string | undefined,
): MetaLookup | undefined {
  const [lookup, setLookup] = useState<MetaLookup | undefined>()
  useEffect(() => {
    const signalIds = collectBindings(page.widgets).signals
    if (signalIds.length === 0) return
    let live = true
    const body = { signalIds: signalIds.join(','), ...(projectId ? { projectId } : {}) }
    api.call('signal/query', body).then(
      (records) => {
        const byKey = new Map((records ?? []).map((s) => [liveKey.signal(s.signalId), metaOfSignal(s)]))
        if (live) setLookup(() => (key: string) => byKey.get(key))
      },
      // values still show, only without the signal's decimals and unit
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api, page, projectId])
  return lookup
}
