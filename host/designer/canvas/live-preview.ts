// The designer's live preview: while on, the canvas's widgets show the live values of their bound
// signals through the runtime's own feed and subscriptions. The values go to a live store of their own,
// never into the page or its history; the subscription follows the page's bindings as they are edited.
import { useEffect, useMemo, useState } from 'react'
import { collectBindings } from '../../../core/binding/index.ts'
import type { Page } from '../../../schemas/page.ts'
import { useApi } from '../../boot/api.tsx'
import { createLiveFeed, type LiveFeed } from '../../runtime/live-feed.ts'
import { followActivity, monitorPage, signalsByEquip } from '../../runtime/subscriptions.ts'
import type { LiveSource } from '../../widgets/context.tsx'
import type { DesignerEnv } from '../context.tsx'

/** What the page's subscription depends on: its bindings, not its geometry or looks. */
const bindingsKey = (page: Page) =>
  JSON.stringify([collectBindings(page.widgets), [...signalsByEquip(page.widgets)]])

/** The live store of the canvas while `on`, else undefined. */
export function useLivePreview(
  on: boolean,
  page: Page,
  where: DesignerEnv['liveWhere'],
): LiveSource | undefined {
  const api = useApi()
  const [feed, setFeed] = useState<LiveFeed>()
  const key = useMemo(() => (on ? bindingsKey(page) : ''), [on, page])
  const active = on && where !== undefined

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

  return feed?.store
}
