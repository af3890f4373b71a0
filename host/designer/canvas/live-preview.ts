// The designer's live preview: while on, the canvas's widgets show the live values of their bound
// signals through the runtime's own feed and subscriptions, formatted with the signals' meta (unit,
// decimal places, state map) as at runtime. The values go to a live store of their own, never into the
// page or its history; the subscription and the meta follow the page's bindings as they are edited.
import { useEffect, useMemo, useState } from 'react'
import { collectBindings } from '../../../core/binding/index.ts'
import type { MetaLookup } from '../../../core/kernel/index.ts'
import type { Page } from '../../../schemas/page.ts'
import { useApi } from '../../boot/api.tsx'
import { createLiveFeed, type LiveFeed } from '../../runtime/live-feed.ts'
import { useSignalMeta } from '../../runtime/signal-meta.ts'
import { followActivity, monitorPage, signalsByEquip } from '../../runtime/subscriptions.ts'
import type { LiveSource } from '../../widgets/context.tsx'
import type { DesignerEnv } from '../context.tsx'

/** What the page's subscription depends on: its bindings, not its geometry or looks. */
const bindingsKey = (page: Page) =>
  JSON.stringify([collectBindings(page.widgets), [...signalsByEquip(page.widgets)]])

/** The page as its bindings stand: a new object only when they change, not on every move or resize. */
function useBindingsPage(on: boolean, page: Page): { key: string; bound: Page } {
  const key = useMemo(() => (on ? bindingsKey(page) : ''), [on, page])
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the page's bindings
  const bound = useMemo(() => page, [key])
  return { key, bound }
}

const NO_SIGNALS: Page = { con: {}, widgets: [] } as unknown as Page

/** The live store of the canvas and its signals' meta while `on`, else undefined. */
export function useLivePreview(
  on: boolean,
  page: Page,
  where: DesignerEnv['liveWhere'],
): { store: LiveSource; meta: MetaLookup | undefined } | undefined {
  const api = useApi()
  const [feed, setFeed] = useState<LiveFeed>()
  const { key, bound } = useBindingsPage(on, page)
  const active = on && where !== undefined
  const meta = useSignalMeta(api, active ? bound : NO_SIGNALS, where?.projectId)

  useEffect(() => {
    if (!active) return
    const next = createLiveFeed()
    setFeed(next)
    return () => {
      next.dispose()
      setFeed(undefined)
    }
  }, [active])

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the page's bindings
  useEffect(() => {
    if (!feed || !where) return
    const monitor = monitorPage(api, page, where, { signalVal: feed.push })
    const stopFollowing = followActivity(monitor)
    return () => {
      stopFollowing()
      monitor.stop()
    }
  }, [feed, key, api, where?.projectId, where?.pageId])

  return feed ? { store: feed.store, meta } : undefined
}
