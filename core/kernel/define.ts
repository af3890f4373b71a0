// Helpers for plugin authors: typed identity functions plus the adapters that turn a widget or screen
// definition into a kernel plugin, and the factory of a new widget instance from its plugin.
import { GROUP_TYPE, type Widget } from '../../schemas/page.ts'
import { localizeDefaults } from './local-defaults.ts'
import { compareVersions } from './semver.ts'
import type { AuthRule, KernelPlugin, OptionsSchema, ScreenManifest, ViewOf, WidgetPlugin } from './types.ts'
import { loadedVariant } from './variants.ts'

/**
 * A widget plugin whose view is checked against its options: `optionsOf(schema)` types the schema with
 * its options, so a view whose props expect other options (a renamed, retyped or missing option) is a
 * type error here. A hand-written schema carries no type: its view then reads a plain Widget.
 */
export const defineWidget = <TView extends ViewOf<TOptions>, TOptions extends object = object>(
  widget: WidgetPlugin<TView> & { optionsSchema: OptionsSchema<TOptions> },
): WidgetPlugin<TView> => widget
export const defineScreen = <TScreen>(screen: ScreenManifest<TScreen>): ScreenManifest<TScreen> => screen

export const widgetPlugin = (widget: WidgetPlugin): KernelPlugin => ({
  name: `widget:${widget.type}`,
  apply: (ctx) => ctx.registerWidget(widget),
})

export const screenPlugin = (screen: ScreenManifest): KernelPlugin => ({
  name: `screen:${screen.name}`,
  apply: (ctx) => ctx.registerScreen(screen),
})

/** Whether a route's or a menu entry's auth lets in a user holding `holds`: no key, the key, or any of a list. */
export const authAllows = (auth: AuthRule | undefined, holds: (key: string) => boolean): boolean =>
  auth === undefined || (typeof auth === 'string' ? holds(auth) : auth.some(holds))

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** `over` laid over `base`: objects merged key by key at every depth, anything else replaced. */
function layOver(base: unknown, over: unknown): unknown {
  if (!isPlain(base) || !isPlain(over)) return over
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(over)) out[key] = layOver(base[key], value)
  return out
}

/**
 * A new widget of this type at (x, y): common fields, then the plugin's fresh default option groups
 * (with those of `at.variant`, one of the plugin's loaded variants (variantsOf), then `at.options`, laid
 * over them at every depth).
 */
export function createWidget(
  widget: WidgetPlugin,
  at: {
    id: string
    x: number
    y: number
    lang?: 'zh' | 'en'
    variant?: string
    options?: Record<string, unknown>
  },
): Widget {
  const lang = at.lang ?? 'zh'
  const variant = loadedVariant(widget, at.variant)
  const defaults = localizeDefaults(widget.optionsSchema, widget.defaultOptions(), lang)
  const ofVariant = variant ? layOver(defaults, variant.options()) : defaults
  const options = (at.options ? layOver(ofVariant, at.options) : ofVariant) as Partial<Widget>
  const size = variant?.defaultSize ?? widget.defaultSize
  return {
    widgetName: (variant ?? widget).title[lang],
    posLock: false,
    authRegion: '',
    ...options,
    id: at.id,
    widgetType: widget.type,
    pluginVersion: widget.version,
    position: {
      rotate: 0,
      ...options.position,
      x: at.x,
      y: at.y,
      width: options.position?.width ?? size.width,
      height: options.position?.height ?? size.height,
    },
  }
}

/**
 * A saved widget brought up to its plugin's version: the steps after the widget's `pluginVersion` (none
 * recorded: every step), then the version recorded. A widget
 * saved by a newer plugin than the one loaded is left alone (a downgrade cannot be migrated).
 */
function migrateOwn(w: Widget, plugin: WidgetPlugin): Widget {
  const saved = w.pluginVersion ?? '0.0.0'
  if (compareVersions(saved, plugin.version) > 0) return w
  let out = w
  for (const step of plugin.migrations ?? []) {
    const needed = compareVersions(step.id, saved) > 0 && compareVersions(step.id, plugin.version) <= 0
    if (needed) out = step.up(out)
  }
  return out.pluginVersion === plugin.version ? out : { ...out, pluginVersion: plugin.version }
}

/** Runs a widget's migrations on an old saved widget (groups: each child by its own plugin). */
export function migrateWidget(w: Widget, pluginOf: (type: string) => WidgetPlugin | undefined): Widget {
  const plugin = pluginOf(w.widgetType)
  const migrated = plugin ? migrateOwn(w, plugin) : w
  if (migrated.widgetType !== GROUP_TYPE || !migrated.children) return migrated
  return { ...migrated, children: migrated.children.map((c) => migrateWidget(c, pluginOf)) }
}
