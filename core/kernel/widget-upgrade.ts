// The kernel's first step of every page load: each saved widget's migration steps run (define.ts
// `migrateWidget`), then the options it lacks are filled from its plugin's defaults, so what the
// designer and the runtime draw always has the shape of the plugin that is loaded.

import { isPlainObject } from '../../schemas/json.ts'
import type { Page, Widget } from '../../schemas/page.ts'
import { migrateWidget } from './define.ts'
import type { WidgetPlugin } from './types.ts'

type Json = Record<string, unknown>

/**
 * Saved options over the plugin's defaults: what the saved widget has wins, missing groups and keys are
 * filled with copies of the defaults (so widgets filled from the same defaults share nothing).
 */
export function withDefaults(defaults: unknown, saved: unknown): unknown {
  if (saved === undefined) return structuredClone(defaults)
  if (!isPlainObject(defaults) || !isPlainObject(saved)) return saved
  const out: Json = { ...saved }
  for (const [key, value] of Object.entries(defaults)) out[key] = withDefaults(value, saved[key])
  return out
}

type PluginOf = (type: string) => WidgetPlugin | undefined
type DefaultsOf = (type: string) => unknown

/** Each widget type's defaults, made once per page load rather than once per widget. */
function defaultsByType(pluginOf: PluginOf): DefaultsOf {
  const made = new Map<string, unknown>()
  return (type) => {
    if (!made.has(type)) made.set(type, pluginOf(type)?.defaultOptions())
    return made.get(type)
  }
}

function upgradeWidget(pluginOf: PluginOf, defaultsOf: DefaultsOf, widget: Widget): Widget {
  const migrated = migrateWidget(widget, pluginOf)
  const defaults = defaultsOf(migrated.widgetType)
  const filled =
    defaults === undefined
      ? migrated
      : ({ ...migrated, ...(withDefaults(defaults, migrated) as Widget) } as Widget)
  return filled.children
    ? { ...filled, children: filled.children.map((c) => upgradeWidget(pluginOf, defaultsOf, c)) }
    : filled
}

/**
 * A page whose widgets are migrated and filled by their registered plugins; unknown types are left alone,
 * and a page with nothing to change is handed back as it came.
 */
export function upgradeWidgets(page: Page, pluginOf: PluginOf): Page {
  const defaultsOf = defaultsByType(pluginOf)
  const widgets = page.widgets.map((w) => upgradeWidget(pluginOf, defaultsOf, w))
  return widgets.every((w, i) => w === page.widgets[i]) ? page : { ...page, widgets }
}
