// An enterprise's own symbol on a page (issue 30): the symbol widget whose `style.symbol` is
// `user:<id>`, its drawing and marked parts read once per page through the widget call `symbol/get`
// (another enterprise's answers nothing), cleaned again through the allow-list as it is drawn, and
// painted for the bound value like the library's symbols.
import { useEffect, useState } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { USER_SYMBOL_PREFIX as PREFIX, type UserSymbolPart } from '../../../schemas/api/symbol.ts'
import { useWidgetServices, type WidgetServices } from '../common/services.tsx'
import { valueText } from '../common/value-display.ts'
import { numberOf, ratio } from '../common/view.ts'
import { stateOf } from './look.ts'
import { toReact } from './react-tree.ts'
import type { schema } from './schema.ts'
import { paint, parseSvg, type SvgNode } from './svg-tree.ts'
import { SPIN_STYLE, spins, userPartsFor } from './user-look.ts'

type Options = Static<typeof schema>

export const isUserSymbol = (symbol: string) => symbol.startsWith(PREFIX)
export const userSymbolKey = (id: string) => `${PREFIX}${id}`

export interface UserDrawing {
  tree: SvgNode
  parts: readonly UserSymbolPart[]
}

const drawings = new Map<string, Promise<UserDrawing | undefined>>()
const changed = new Set<() => void>()

/** A symbol's drawing, asked once for every widget that shows it; undefined when it is gone or not ours. */
function drawingOf(services: WidgetServices, id: string): Promise<UserDrawing | undefined> {
  let known = drawings.get(id)
  if (!known) {
    known = services.call('symbol/get', { id }).then(
      (s) => {
        const tree = parseSvg(s.svg)
        return tree && { tree, parts: s.parts }
      },
      () => {
        drawings.delete(id) // asked again by the next widget that shows it
        return undefined
      },
    )
    drawings.set(id, known)
  }
  return known
}

/** After the designer marks a symbol's parts again: its widgets ask for it anew. */
export function forgetUserSymbol(id: string): void {
  drawings.delete(id)
  for (const tell of changed) tell()
}

function useDrawing(id: string): UserDrawing | undefined {
  const services = useWidgetServices()
  const [drawing, setDrawing] = useState<{ id: string; drawing?: UserDrawing }>()
  const [round, setRound] = useState(0)
  useEffect(() => {
    const tell = () => setRound((n) => n + 1)
    changed.add(tell)
    return () => {
      changed.delete(tell)
    }
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round asks again
  useEffect(() => {
    let live = true
    if (services) void drawingOf(services, id).then((d) => live && setDrawing({ id, drawing: d }))
    return () => {
      live = false
    }
  }, [services, id, round])
  return drawing?.id === id ? drawing.drawing : undefined
}

export function UserSymbolView({ widget, mode, values, meta, effects, lang }: WidgetViewProps<Options>) {
  const id = widget.style.symbol.slice(PREFIX.length)
  const drawing = useDrawing(id)
  const addon = widget.data.dataAddon
  const live = mode === 'runtime' ? values.data : undefined
  const state = stateOf({ kind: 'custom' }, live?.value, addon)
  const box = { width: '100%', height: '100%' }
  if (!drawing) return <div data-role="symbol" data-user-symbol={id} style={box} />
  const look = {
    state,
    value: live?.value,
    onValue: addon.onValue,
    level: live === undefined ? 0.6 : ratio(numberOf(live), addon.minVal, addon.maxVal),
    text: live === undefined ? '--' : valueText(live, meta?.data, addon, lang),
    colours: widget.style,
    fill: effects.fill,
  }
  const painted = paint(drawing.tree, userPartsFor(drawing.parts, look))
  const root = {
    ...painted,
    attrs: { ...painted.attrs, preserveAspectRatio: 'xMidYMid meet', ...box },
    children: spins(drawing.parts, look) ? [SPIN_STYLE, ...painted.children] : painted.children,
  }
  return (
    <div data-role="symbol" data-user-symbol={id} data-state={state} style={box}>
      {toReact(root)}
    </div>
  )
}
