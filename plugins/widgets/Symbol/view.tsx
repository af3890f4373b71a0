import { useEffect, useMemo, useState } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { valueText } from '../common/value-display.ts'
import { numberOf, ratio } from '../common/view.ts'
import { artOf, type SymbolDef, symbolOf } from './catalogue.ts'
import { partsFor, rootAttrs, stateOf } from './look.ts'
import { polylineTree } from './polyline.ts'
import { toReact } from './react-tree.ts'
import type { schema } from './schema.ts'
import { paint, parseSvg, type SvgNode } from './svg-tree.ts'
import { isUserSymbol, UserSymbolView } from './user-view.tsx'

type Options = Static<typeof schema>

const trees = new Map<string, SvgNode>()
const NO_POINTS: Options['style']['points'] = []

/** A symbol's parsed drawing: at once when an earlier widget loaded it, else after its group loads. */
export async function treeOf(def: SymbolDef): Promise<SvgNode | undefined> {
  const known = trees.get(def.id)
  if (known) return known
  const markup = await artOf(def)
  const tree = markup === undefined ? undefined : parseSvg(markup)
  if (tree) trees.set(def.id, tree)
  return tree
}

function useTree(def: SymbolDef | undefined): SvgNode | undefined {
  const [tree, setTree] = useState(() => (def ? trees.get(def.id) : undefined))
  useEffect(() => {
    let live = true
    if (def) void treeOf(def).then((t) => live && setTree(t))
    return () => {
      live = false
    }
  }, [def])
  return def && tree === trees.get(def.id) ? tree : undefined
}

/**
 * A symbol of the library, or one of the enterprise's own (`user:<id>`), drawn from its SVG and painted
 * for the bound value's state. Its data-state says which state shows, for tests and for anyone reading
 * the page's DOM.
 */
export function SymbolView(props: WidgetViewProps<Options>) {
  return isUserSymbol(props.widget.style.symbol) ? (
    <UserSymbolView {...props} />
  ) : (
    <LibrarySymbol {...props} />
  )
}

function LibrarySymbol({ widget, mode, values, meta, effects, lang }: WidgetViewProps<Options>) {
  const def = symbolOf(widget.style.symbol)
  // a pipe drawn joint by joint is made from its points; other symbols are their library drawing
  // (a symbol saved before pipes had joints has no points)
  const points = widget.style.points ?? NO_POINTS
  const joined = points.length >= 2
  const drawing = useTree(joined ? undefined : def)
  const tree = useMemo(() => (joined ? polylineTree(points) : drawing), [joined, points, drawing])
  const addon = widget.data.dataAddon
  const live = mode === 'runtime' ? values.data : undefined
  const state = def ? stateOf(def, live?.value, addon) : undefined
  const box = { width: '100%', height: '100%' }
  if (!def || !tree || !state) return <div data-role="symbol" style={box} />
  const painted = paint(
    tree,
    partsFor(def, {
      state,
      level: live === undefined ? 0.6 : ratio(numberOf(live), addon.minVal, addon.maxVal),
      text: live === undefined ? '--' : valueText(live, meta?.data, addon, lang),
      colours: widget.style,
      fill: effects.fill,
    }),
  )
  const root = {
    ...painted,
    attrs: { ...painted.attrs, ...rootAttrs(def, widget.style, effects.stroke), ...box },
  }
  return (
    <div data-role="symbol" data-symbol={def.id} data-state={state} style={box}>
      {toReact(root)}
    </div>
  )
}
