// Loading a saved page for the designer and the runtime: the answer of `page/info` read as a page, old
// pages brought up to date (core/page), then the kernel's page-load hook (each widget's migration steps
// and defaults, then the binding refresh against current lists); the views' chunks start loading.

import type { BindingLists, Kernel } from '../../core/kernel/index.ts'
// the module itself, not core/page's index: that would bring the editor (immer) to the runtime route
import { type LegacyPage, migratePage } from '../../core/page/migrate.ts'
import { isPlainObject } from '../../schemas/json.ts'
import type { Page, Widget } from '../../schemas/page.ts'

const CONTAINER_FIELDS = [
  'title',
  'width',
  'height',
  'fit',
  'bgColor',
  'bgImage',
  'checkpwd',
  'password',
  'projectId',
  'equipmentId',
  'templateId',
  'follow',
  'adaption',
] as const

/**
 * The page JSON in a `page/info` answer: the page itself ({con, widgets, bind}), or a page record whose
 * `json` holds it (as text or as an object), its container fields beside it. An empty page otherwise.
 */
export function pageOfInfo(info: unknown): LegacyPage {
  if (!isPlainObject(info)) return {}
  let json: unknown = info.json ?? info
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json)
    } catch {
      json = {}
    }
  }
  const page = (isPlainObject(json) ? json : {}) as LegacyPage
  const con = { ...(isPlainObject(page.con) ? page.con : {}) }
  for (const field of CONTAINER_FIELDS)
    if (con[field] === undefined && info[field] !== undefined) con[field] = info[field]
  return { ...page, con }
}

type Preloadable = { preload?: () => Promise<unknown> }

/**
 * Starts fetching the view of each widget type the page shows (a lazyView's `preload`): the chunks, and
 * the libraries they fetch as they load (a chart's), come while the page is still being revealed, not
 * after its first render (issue 12: a curve's first paint).
 */
function preloadViews(kernel: Kernel, widgets: readonly Widget[]): void {
  for (const w of widgets) {
    const view = kernel.widgets.get(w.widgetType)?.component as Preloadable | undefined
    // a chunk that fails to load shows when its widget renders
    view?.preload?.().catch(() => {})
    if (w.children) preloadViews(kernel, w.children)
  }
}

export function preparePage(kernel: Kernel, saved: LegacyPage, lists?: BindingLists): Page {
  const loaded = kernel.loadPage(migratePage(saved), lists ? { lists } : {})
  preloadViews(kernel, loaded.widgets)
  return loaded
}
