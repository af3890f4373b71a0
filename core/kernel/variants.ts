// A plugin's palette variants, loaded once on first ask (the designer's palette, a contract check):
// a symbol library's catalogue is the designer's, not every runtime page's (issue 14's route budget).
import type { WidgetPlugin, WidgetVariant } from './types.ts'

const loading = new WeakMap<WidgetPlugin, Promise<readonly WidgetVariant[]>>()
const loaded = new WeakMap<WidgetPlugin, readonly WidgetVariant[]>()

/** The plugin's variants (none when it has none), loaded once; a failed load is tried again on the next ask. */
export function variantsOf(plugin: WidgetPlugin): Promise<readonly WidgetVariant[]> {
  let list = loading.get(plugin)
  if (!list) {
    list = (plugin.variants?.() ?? Promise.resolve([])).then(
      (variants) => {
        loaded.set(plugin, variants)
        return variants
      },
      (error: unknown) => {
        loading.delete(plugin) // a chunk that failed to load (network, deploy) may load on a retry
        throw error
      },
    )
    loading.set(plugin, list)
  }
  return list
}

/** A variant of the plugin, once its variants have loaded (the palette loads them before one is picked). */
export const loadedVariant = (
  plugin: WidgetPlugin | undefined,
  key: string | undefined,
): WidgetVariant | undefined =>
  plugin && key !== undefined ? loaded.get(plugin)?.find((v) => v.key === key) : undefined

/** The variants loaded so far (none before variantsOf has settled). */
export const loadedVariants = (plugin: WidgetPlugin): readonly WidgetVariant[] => loaded.get(plugin) ?? []
