// The palette's "My symbols" (issue 30): the enterprise's own symbols as entries of the symbol widget,
// each drawing `style.symbol = "user:<id>"` with the `custom` kind, named and sized as its drawing, its
// thumbnail the cleaned drawing as an image.
import { useCallback, useEffect, useState } from 'react'
import type { WidgetPlugin, WidgetVariant } from '../../../core/kernel/index.ts'
import { parseSvg, type SvgNode, toMarkup } from '../../../plugins/widgets/Symbol/svg-tree.ts'
import { userSymbolKey } from '../../../plugins/widgets/Symbol/user-view.tsx'
import type { UserSymbolView } from '../../../schemas/api/symbol.ts'
import { useApi } from '../../boot/api.tsx'
import type { Entry } from './PaletteTile.tsx'

export const MY_SYMBOLS = 'my-symbols'
const LONG_SIDE = 80

/** The drawing's size from its viewBox, its longer side 80 px. */
export function sizeOf(tree: SvgNode): { width: number; height: number } {
  const [, , w = 1, h = 1] = (tree.attrs.viewBox ?? '').split(/[\s,]+/).map(Number)
  const scale = LONG_SIDE / Math.max(w || 1, h || 1)
  return { width: Math.max(8, Math.round(w * scale)), height: Math.max(8, Math.round(h * scale)) }
}

/** A symbol's entry of the palette (the Symbol widget's plugin given). */
export function entryOf(plugin: WidgetPlugin, symbol: UserSymbolView): Entry | undefined {
  const tree = parseSvg(symbol.svg)
  if (!tree) return undefined
  const size = sizeOf(tree)
  const title = { zh: symbol.name, en: symbol.name }
  const key = userSymbolKey(symbol.id)
  const markup = toMarkup({
    ...tree,
    attrs: { ...tree.attrs, width: String(size.width), height: String(size.height) },
  })
  const variant: WidgetVariant = {
    key,
    title,
    group: { key: MY_SYMBOLS, title },
    defaultSize: size,
    options: () => ({}),
    thumbnail: () => Promise.resolve(markup),
  }
  return {
    key: `${plugin.type}:${key}`,
    plugin,
    variant,
    title,
    fold: MY_SYMBOLS,
    options: {
      widgetName: symbol.name,
      position: size,
      style: { symbol: key },
      data: { dataAddon: { kind: 'custom' } },
    },
  }
}

/** The enterprise's symbols (none until asked, or without a session), with a reload after a change. */
export function useMySymbols() {
  const api = useApi()
  const [symbols, setSymbols] = useState<UserSymbolView[]>([])
  const reload = useCallback(async () => {
    try {
      setSymbols(await api.call('symbol/query', {}))
    } catch {
      setSymbols([]) // no session (a template's designer) or offline: the fold offers the upload only
    }
  }, [api])
  useEffect(() => {
    void reload()
  }, [reload])
  return { symbols, reload }
}
