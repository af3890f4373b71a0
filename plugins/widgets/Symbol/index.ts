// The industrial symbols (issue 30): one widget whose palette entries are the library's symbols, each
// drawn from its own SVG (loaded with the first of its group that shows) and painted for the state of
// its bound value, through the same data, animation and click blocks as every widget.
import type { Static } from 'typebox'
import { defineWidget, type WidgetVariant } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { STATES_OF, SYMBOL_GROUPS, SYMBOLS, type SymbolDef } from './catalogue.ts'
import { partsFor, rootAttrs } from './look.ts'
import { distinctPoints, polylineWidget } from './polyline.ts'
import { KINDS, schema } from './schema.ts'
import { paint, toMarkup } from './svg-tree.ts'
import { SymbolView, treeOf } from './view.tsx'

const DEFAULTS = optionsOf(schema)
/** The pipe drawn joint by joint in the designer. */
const POLYLINE_PIPE = 'pipe-polyline'

/** The palette's picture of a symbol: its drawing as in the designer, as an inert SVG document. */
async function thumbnail(def: SymbolDef): Promise<string> {
  const tree = await treeOf(def)
  if (!tree) return ''
  const { style } = DEFAULTS.defaultOptions() as unknown as Static<typeof schema>
  const painted = paint(
    tree,
    partsFor(def, { state: STATES_OF[def.kind][0], level: 0.6, text: '', colours: style }),
  )
  // sized, so an image of it has a size of its own
  const size = { width: String(def.size[0]), height: String(def.size[1]) }
  return toMarkup({ ...painted, attrs: { ...painted.attrs, ...rootAttrs(def, style), ...size } })
}

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
  thumbnail: () => thumbnail(def),
  ...(def.id === POLYLINE_PIPE
    ? {
        polyline: (points) => {
          const drawn = polylineWidget(distinctPoints(points))
          return { box: drawn.box, options: { style: { points: drawn.points } } }
        },
      }
    : {}),
})

export default defineWidget({
  type: 'Symbol',
  version: '1.0.0',
  category: 'symbol',
  title: { zh: '工业符号', en: 'Industrial symbol' },
  ...DEFAULTS,
  defaultSize: { width: 80, height: 80 },
  bindingKinds: KINDS,
  component: SymbolView,
  variants: SYMBOLS.map(variantOf),
})
