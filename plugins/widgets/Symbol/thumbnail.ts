// The palette's picture of a symbol: its drawing as in the designer, as an inert SVG document. Loaded
// with the palette's first thumbnail, so the drawing code stays off the runtime route (issue 14).
import type { Static } from 'typebox'
import { optionsOf } from '../common/define.ts'
import { STATES_OF, type SymbolDef } from './catalogue.ts'
import { partsFor, rootAttrs } from './look.ts'
import { schema } from './schema.ts'
import { paint, toMarkup } from './svg-tree.ts'
import { treeOf } from './view.tsx'

const { defaultOptions } = optionsOf(schema)

export async function thumbnail(def: SymbolDef): Promise<string> {
  const tree = await treeOf(def)
  if (!tree) return ''
  const { style } = defaultOptions() as unknown as Static<typeof schema>
  const painted = paint(
    tree,
    partsFor(def, { state: STATES_OF[def.kind][0], level: 0.6, text: '', colours: style }),
  )
  // sized, so an image of it has a size of its own
  const size = { width: String(def.size[0]), height: String(def.size[1]) }
  return toMarkup({ ...painted, attrs: { ...painted.attrs, ...rootAttrs(def, style), ...size } })
}
