// The palette's entries of the symbol widget: one per symbol of the library, loaded with the palette.
import type { WidgetVariant } from '../../../core/kernel/index.ts'
import { SYMBOL_GROUPS, SYMBOLS, type SymbolDef } from './catalogue.ts'

const variantOf = (def: SymbolDef): WidgetVariant => ({
  key: def.id,
  title: def.title,
  group: { key: `symbol-${def.group}`, title: SYMBOL_GROUPS[def.group] },
  keywords: def.id,
  defaultSize: { width: def.size[0], height: def.size[1] },
  options: () => ({ style: { symbol: def.id }, data: { dataAddon: { kind: def.kind } } }),
  thumbnail: () => import('./thumbnail.ts').then((m) => m.thumbnail(def)),
})

export const SYMBOL_VARIANTS: readonly WidgetVariant[] = SYMBOLS.map(variantOf)
