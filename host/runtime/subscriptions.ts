// What a page subscribes to: a project page with any live binding (device signals, memory variables,
// system keys) has the project socket, with the page's equipment and signals (with the project's gateway
// query, opening and power saving, core/api's project monitor); memory variables and system keys come on
// that socket from the server, which reads them from the stored page, so they need no gateway online. A
// page outside a project (equipment pages) takes one device socket per equipment with that equipment's
// signals. A page without live bindings opens nothing.
import {
  type ApiClient,
  createDeviceMonitor,
  createProjectMonitor,
  type LiveHandlers,
  type Monitor,
} from '../../core/api/index.ts'
import { collectBindings, forEachBindingSite } from '../../core/binding/index.ts'
import { SYSTEM_KEYS } from '../../schemas/entities/project.ts'
import type { DataBinding, Page, Widget } from '../../schemas/page.ts'

/** The signal ids of the page's widgets by equipment id. */
export function signalsByEquip(widgets: readonly Widget[]): Map<string, string[]> {
  const byEquip = new Map<string, Set<string>>()
  const add = (equipId: string | undefined, signalId: string | undefined) => {
    if (!equipId || !signalId) return
    const set = byEquip.get(equipId) ?? new Set<string>()
    set.add(signalId)
    byEquip.set(equipId, set)
  }
  forEachBindingSite(widgets, (site) => {
    if (site.kind !== 'data') return
    const data: DataBinding = site.data
    if (data.type !== 'signal' && data.type !== 'scene') return
    for (const ref of [
      data,
      ...(data.signalArray ?? []),
      ...(data.signalArrayX ?? []),
      ...(data.signalArrayY ?? []),
    ])
      add(ref.equipId, ref.signalId)
  })
  return new Map([...byEquip].map(([equip, ids]) => [equip, [...ids]]))
}

export interface PageMonitor {
  notifyActivity: () => void
  stop: () => void
}

export function monitorPage(
  api: ApiClient,
  page: Page,
  where: { projectId?: string; pageId: string },
  handlers: LiveHandlers,
): PageMonitor {
  const monitors: Monitor[] = []
  if (where.projectId) {
    const bind = collectBindings(page.widgets)
    // the server pushes memory variables and the system keys it knows (others it ignores)
    const computed = bind.mvars.length > 0 || bind.keys.some((key) => Object.hasOwn(SYSTEM_KEYS, key))
    if (bind.signals.length || computed) {
      const watch = {
        projectId: where.projectId,
        pageId: where.pageId,
        dataEquip: bind.equips,
        dataSignal: bind.signals,
        computed,
      }
      monitors.push(createProjectMonitor(api, watch, handlers))
    }
  } else {
    for (const [equipmentId, dataSignal] of signalsByEquip(page.widgets))
      monitors.push(createDeviceMonitor(api, { equipmentId, dataSignal }, handlers))
  }
  return {
    notifyActivity: () => {
      for (const m of monitors) m.notifyActivity()
    },
    stop: () => {
      for (const m of monitors) m.stop()
    },
  }
}

/** Tells the page's monitors the user is at work (pointer and keys), so power saving waits; answers the stop. */
export function followActivity(monitor: PageMonitor, target: Window = window): () => void {
  const activity = () => monitor.notifyActivity()
  target.addEventListener('pointerdown', activity)
  target.addEventListener('keydown', activity)
  target.addEventListener('pointermove', activity, { passive: true })
  return () => {
    target.removeEventListener('pointerdown', activity)
    target.removeEventListener('keydown', activity)
    target.removeEventListener('pointermove', activity)
  }
}
