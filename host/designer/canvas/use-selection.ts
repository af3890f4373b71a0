// The canvas's selection as Moveable and Selecto need it: the elements of the selected top-level widgets
// that may move (Moveable's targets), the locked ones (outlined, never moved), the box around several
// movable ones (the proxy they move, resize and rotate through), and whether the selection may resize
// and rotate at all.
import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type Moveable from 'react-moveable'
import type Selecto from 'react-selecto'
import { locate, selectionBounds } from '../../../core/page/index.ts'
import type { Widget } from '../../../schemas/page.ts'

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i])

interface SelectionInput {
  selection: readonly string[]
  widgets: readonly Widget[]
  zoom: number
  stage: RefObject<HTMLDivElement | null>
  moveable: RefObject<Moveable | null>
  selecto: RefObject<Selecto | null>
}

export function useCanvasSelection({ selection, widgets, zoom, stage, moveable, selecto }: SelectionInput) {
  const [targets, setTargets] = useState<HTMLElement[]>([])
  // The gestures read the targets of the moment (a ref), not those of their creation.
  const targetsRef = useRef<HTMLElement[]>([])
  targetsRef.current = targets

  const selectedWidgets = useMemo(
    () => selection.flatMap((id) => locate(widgets as Widget[], id)?.widget ?? []),
    [selection, widgets],
  )
  const locked = useMemo(() => selectedWidgets.filter((w) => w.posLock), [selectedWidgets])
  const movable = useMemo(() => selectedWidgets.filter((w) => !w.posLock), [selectedWidgets])
  const proxyBox = movable.length > 1 ? selectionBounds(movable.map((w) => w.position)) : undefined
  // Several widgets resize and rotate as one through the proxy, unless a selected one is locked.
  const transformable = targets.length === 1 || (targets.length > 1 && locked.length === 0)

  useLayoutEffect(() => {
    const root = stage.current
    if (!root) return
    const shown = selectedWidgets.flatMap((w) => {
      const el = root.querySelector<HTMLElement>(`:scope > .lf-widget[data-widget-id="${CSS.escape(w.id)}"]`)
      return el ? [{ w, el }] : []
    })
    const next = shown.filter(({ w }) => !w.posLock).map(({ el }) => el)
    setTargets((current) => (sameList(current, next) ? current : next))
    // Selecto adds shift-clicks to its own list: keep that list the selection made elsewhere too (a drawn,
    // pasted or undone widget), or a shift-click after drawing would toggle against an older selection.
    selecto.current?.setSelectedTargets(shown.map(({ el }) => el))
    moveable.current?.updateRect()
  }, [selectedWidgets, stage, selecto, moveable])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the handles follow the zoom and the widgets' boxes
  useLayoutEffect(() => moveable.current?.updateRect(), [zoom, widgets])

  return { targets, targetsRef, locked, proxyBox, transformable }
}
