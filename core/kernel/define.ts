// Helpers for plugin authors: typed identity functions plus the adapters that turn a widget or screen
// definition into a kernel plugin, and the factory of a new widget instance from its plugin.
import { GROUP_TYPE, type Widget } from '../../schemas/page.ts'
import type { AuthRule, KernelPlugin, ScreenManifest, WidgetPlugin } from './types.ts'

export const defineWidget = <TView>(widget: WidgetPlugin<TView>): WidgetPlugin<TView> => widget
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

/** A new widget of this type at (x, y): common fields, then the plugin's fresh default option groups. */
export function createWidget(
  widget: WidgetPlugin,
  at: { id: string; x: number; y: number; lang?: 'zh' | 'en' },
): Widget {
  const options = widget.defaultOptions()
  return {
    widgetName: widget.title[at.lang ?? 'zh'],
    posLock: false,
    authRegion: '',
    ...options,
    id: at.id,
    widgetType: widget.type,
    position: {
      rotate: 0,
      ...options.position,
      x: at.x,
      y: at.y,
      width: options.position?.width ?? widget.defaultSize.width,
      height: options.position?.height ?? widget.defaultSize.height,
    },
  }
}

/** Runs a widget's migrations on an old saved widget (groups: each child by its own plugin). */
export function migrateWidget(w: Widget, pluginOf: (type: string) => WidgetPlugin | undefined): Widget {
  const migrated = (pluginOf(w.widgetType)?.migrations ?? []).reduce((acc, m) => m(acc), w)
  if (migrated.widgetType !== GROUP_TYPE || !migrated.children) return migrated
  return { ...migrated, children: migrated.children.map((c) => migrateWidget(c, pluginOf)) }
}
