// Moving, resizing and rotating with the canvas's one Moveable (several selected widgets move through one
// proxy target; resizing and rotating apply to one widget at a time). While a gesture runs only the DOM of the
// targets changes (transforms, sizes), so a drag of many widgets costs no React render; at its end the
// inline styles are put back and the result goes to the editor as one undo step. Drags snap the
// selection's box to the other widgets and the grid (core/page snapBox) and show the guides.
import type {
  OnDrag,
  OnDragEnd,
  OnDragStart,
  OnResize,
  OnResizeEnd,
  OnResizeStart,
  OnRotate,
  OnRotateEnd,
  OnRotateStart,
} from 'react-moveable'
import {
  boundsOf,
  type Guide,
  locate,
  type Rect,
  snapBox,
  snapTargets,
  unionOf,
} from '../../../core/page/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import type { Designer } from '../store/designer-store.ts'

/** Grid spacing, in page pixels, of the canvas grid and of grid snapping. */
export const GRID = 10

type Target = HTMLElement | SVGElement

interface Saved {
  el: Target
  id: string
  transform: string
  width: string
  height: string
  willChange: string
}

interface Session {
  saved: Saved[]
  startX: number
  startY: number
  box?: Rect
  others: Rect[]
  dx: number
  dy: number
  guides: string
}

const idOf = (el: Target) => el.getAttribute('data-widget-id') ?? ''

/** Whether a pointer event asks for a copy-drag (ctrl or cmd, plus shift). */
export const isCopyDrag = (e: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean } | undefined) =>
  Boolean(e && (e.ctrlKey || e.metaKey) && e.shiftKey)

/** The elements a gesture on Moveable's target moves: the target itself, or for the selection proxy the selected widgets. */
export type ElementsOf = (target: Target) => Target[]

export function createGestures(designer: Designer, elementsOf: ElementsOf = (t) => [t]) {
  const { actions, editor, store } = designer
  let session: Session | undefined

  const widgetOf = (id: string): Widget | undefined => locate(editor.getPage().widgets, id)?.widget

  function start(targets: Target[], clientX = 0, clientY = 0): Session {
    const saved = targets.map((el) => ({
      el,
      id: idOf(el),
      transform: el.style.transform,
      width: el.style.width,
      height: el.style.height,
      willChange: el.style.willChange,
    }))
    // Moving widgets get their own compositor layers for the gesture: moves then cost no repaint.
    for (const { el } of saved) el.style.willChange = 'transform'
    const boxes = saved.flatMap((s) => {
      const w = widgetOf(s.id)
      return w ? [boundsOf(w.position)] : []
    })
    session = {
      saved,
      startX: clientX,
      startY: clientY,
      box: unionOf(boxes),
      others: snapTargets(
        editor.getPage().widgets,
        saved.map((s) => s.id),
      ),
      dx: 0,
      dy: 0,
      guides: '[]',
    }
    return session
  }

  /** Puts the targets' inline styles back as React left them, before the editor's result renders. */
  function restore(): Session | undefined {
    const s = session
    session = undefined
    for (const { el, transform, width, height, willChange } of s?.saved ?? []) {
      el.style.transform = transform
      el.style.width = width
      el.style.height = height
      el.style.willChange = willChange
    }
    actions.setGuides([])
    return s
  }

  function showGuides(s: Session, guides: Guide[]) {
    const key = JSON.stringify(guides)
    if (key === s.guides) return
    s.guides = key
    actions.setGuides(guides)
  }

  function dragTo(clientX: number, clientY: number) {
    const s = session
    if (!s) return
    const { zoom, prefs } = store.getState()
    let dx = Math.round((clientX - s.startX) / zoom)
    let dy = Math.round((clientY - s.startY) / zoom)
    if (s.box) {
      const moved = { ...s.box, x: s.box.x + dx, y: s.box.y + dy }
      const snap = snapBox(moved, s.others, {
        enabled: prefs.adsorb,
        grid: prefs.adsorb && prefs.grid ? GRID : undefined,
      })
      dx = Math.round(dx + snap.dx)
      dy = Math.round(dy + snap.dy)
      showGuides(s, snap.guides)
    }
    s.dx = dx
    s.dy = dy
    for (const { el, transform } of s.saved) el.style.transform = `translate(${dx}px, ${dy}px) ${transform}`
  }

  function endDrag(inputEvent: MouseEvent | undefined) {
    const s = restore()
    if (!s || (s.dx === 0 && s.dy === 0)) return
    const ids = s.saved.map((x) => x.id)
    if (isCopyDrag(inputEvent)) actions.duplicate(s.dx, s.dy)
    else actions.gesture(() => actions.move(ids, s.dx, s.dy))
  }

  /** The box a resized target ends with: its start position moved by the resize's translation. */
  function resizedBox(id: string, last: OnResize | undefined): Rect | undefined {
    const w = widgetOf(id)
    if (!w || !last) return undefined
    const [tx = 0, ty = 0] = last.drag.beforeTranslate
    return {
      x: Math.round(w.position.x + tx),
      y: Math.round(w.position.y + ty),
      width: Math.round(last.width),
      height: Math.round(last.height),
    }
  }

  return {
    onDragStart: (e: OnDragStart) => void start(elementsOf(e.target), e.clientX, e.clientY),
    onDrag: (e: OnDrag) => dragTo(e.clientX, e.clientY),
    onDragEnd: (e: OnDragEnd) => endDrag(e.inputEvent),

    onResizeStart: (e: OnResizeStart) => {
      start([e.target])
      e.setOrigin(['%', '%'])
      if (e.dragStart) e.dragStart.set([0, 0])
    },
    onResize: (e: OnResize) => {
      e.target.style.width = `${e.width}px`
      e.target.style.height = `${e.height}px`
      e.target.style.transform = e.drag.transform
    },
    onResizeEnd: (e: OnResizeEnd) => {
      const s = restore()
      const id = s?.saved[0]?.id
      const box = id ? resizedBox(id, e.lastEvent) : undefined
      if (id && box) actions.gesture(() => actions.resize(id, box))
    },
    onRotateStart: (e: OnRotateStart) => {
      start([e.target])
      e.set(widgetOf(idOf(e.target))?.position.rotate ?? 0)
    },
    onRotate: (e: OnRotate) => {
      e.target.style.transform = e.drag.transform
    },
    onRotateEnd: (e: OnRotateEnd) => {
      const s = restore()
      const id = s?.saved[0]?.id
      const last = e.lastEvent as OnRotate | undefined
      if (id && last) actions.gesture(() => actions.rotate([id], Math.round(last.rotate)))
    },
  }
}

export type Gestures = ReturnType<typeof createGestures>
