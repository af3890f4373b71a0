// Loading a saved page for the designer and the runtime: the answer of `page/info` read as a page, old
// pages brought up to date (core/page), each widget's own migrations run and its missing options filled
// with its plugin's defaults, then the kernel's page-load hook (binding refresh against current lists).
import { type BindingLists, type Kernel, migrateWidget } from '../../core/kernel/index.ts'
// the module itself, not core/page's index: that would bring the editor (immer) to the runtime route
import { type LegacyPage, migratePage } from '../../core/page/migrate.ts'
import type { Page, Widget } from '../../schemas/page.ts'

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

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
  if (!isObject(info)) return {}
  let json: unknown = info.json ?? info
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json)
    } catch {
      json = {}
    }
  }
  const page = (isObject(json) ? json : {}) as LegacyPage
  const con = { ...(isObject(page.con) ? page.con : {}) }
  for (const field of CONTAINER_FIELDS)
    if (con[field] === undefined && info[field] !== undefined) con[field] = info[field]
  return { ...page, con }
}

/**
 * Saved options over the plugin's defaults: what the saved widget has wins, missing groups and keys are
 * filled with copies of the defaults (so widgets filled from the same defaults share nothing).
 */
export function withDefaults(defaults: unknown, saved: unknown): unknown {
  if (saved === undefined) return structuredClone(defaults)
  if (!isObject(defaults) || !isObject(saved)) return saved
  const out: Json = { ...saved }
  for (const [key, value] of Object.entries(defaults)) out[key] = withDefaults(value, saved[key])
  return out
}

type DefaultsOf = (type: string) => unknown

/** Each widget type's defaults, made once per page load rather than once per widget. */
function defaultsByType(kernel: Kernel): DefaultsOf {
  const made = new Map<string, unknown>()
  return (type) => {
    if (!made.has(type)) made.set(type, kernel.widgets.get(type)?.defaultOptions())
    return made.get(type)
  }
}

function upgradeWidget(kernel: Kernel, defaultsOf: DefaultsOf, widget: Widget): Widget {
  const migrated = migrateWidget(widget, (type) => kernel.widgets.get(type))
  const defaults = defaultsOf(migrated.widgetType)
  const filled =
    defaults === undefined
      ? migrated
      : ({ ...migrated, ...(withDefaults(defaults, migrated) as Widget) } as Widget)
  return filled.children
    ? { ...filled, children: filled.children.map((c) => upgradeWidget(kernel, defaultsOf, c)) }
    : filled
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
  const page = migratePage(saved)
  const defaultsOf = defaultsByType(kernel)
  const upgraded = { ...page, widgets: page.widgets.map((w) => upgradeWidget(kernel, defaultsOf, w)) }
  preloadViews(kernel, upgraded.widgets)
  return kernel.loadPage(upgraded, lists ? { lists } : {})
}
