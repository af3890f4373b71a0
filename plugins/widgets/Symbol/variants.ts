// The palette's entries of the symbol widget: one per symbol of the library, loaded with the palette.
import type { WidgetVariant } from '../../../core/kernel/index.ts'
import { SYMBOL_GROUPS, SYMBOLS, type SymbolDef } from './catalogue.ts'
import { distinctPoints, polylineWidget } from './polyline.ts'

/** The pipe drawn joint by joint in the designer. */
const POLYLINE_PIPE = 'pipe-polyline'

/**
 * A new symbol's reading: a tank's level in whole units ("50 %", not the "50.000 %" of a float signal's
 * places; the panel's decimals field sets more, or -1 to follow the signal), other readings as the signal.
 */
const addonOf = (def: SymbolDef) => ({ kind: def.kind, ...(def.kind === 'level' ? { decimals: 0 } : {}) })

const variantOf = (def: SymbolDef): WidgetVariant => ({
  key: def.id,
  title: def.title,
  group: { key: `symbol-${def.group}`, title: SYMBOL_GROUPS[def.group] },
  keywords: def.id,
  defaultSize: { width: def.size[0], height: def.size[1] },
  options: () => ({ style: { symbol: def.id }, data: { dataAddon: addonOf(def) } }),
  thumbnail: () => import('./thumbnail.ts').then((m) => m.thumbnail(def)),
  ...(def.id === POLYLINE_PIPE
    ? {
        polyline: (points) => {
          const drawn = polylineWidget(distinctPoints(points))
          return { box: drawn.box, options: { style: { points: drawn.points } } }
        },
      }
    : {}),
})

export const SYMBOL_VARIANTS: readonly WidgetVariant[] = SYMBOLS.map(variantOf)
