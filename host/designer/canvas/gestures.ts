// Moving, resizing and rotating with the canvas's one Moveable. Several selected widgets move, resize
// and rotate through one proxy target (the box around them): Moveable works on that one element and the
// gesture places the widgets' elements itself, so a gesture on many widgets costs Moveable no per-widget
// work. While a gesture runs only the DOM of the targets changes (transforms, sizes), so it costs no
// React render; at its end the inline styles are put back and the result goes to the editor as one undo
// step. A resized or rotated selection is previewed with core/page's selection geometry, the one its
// commit stores, by transforms alone. Drags snap the selection's box to the other widgets and the grid (core/page snapBox)
// and show the guides.
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
  centreOf,
  GROUP_MIN_SIZE,
  type Guide,
  locate,
  MIN_WIDGET_SIZE,
  type Placement,
  type Rect,
  rotatePlacement,
  scalePlacement,
  selectionBounds,
  snapBox,
  snapTargets,
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
  /** The saved widgets' widgets, in the same order. */
  widgets: Array<Widget | undefined>
  /** The selection proxy a resize or rotation of several widgets turns (its styles are put back too). */
  frame?: Saved
  startX: number
  startY: number
  box?: Rect
  others: Rect[]
  dx: number
  dy: number
  guides: string
}

const roundBox = (r: Rect): Rect => ({
  x: Math.round(r.x),
  y: Math.round(r.y),
  width: Math.round(r.width),
  height: Math.round(r.height),
})

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

  const save = (el: Target): Saved => ({
    el,
    id: idOf(el),
    transform: el.style.transform,
    width: el.style.width,
    height: el.style.height,
    willChange: el.style.willChange,
  })

  /** Starts a gesture on Moveable's target: one widget, or the proxy of the selected widgets. */
  function start(target: Target, clientX = 0, clientY = 0): Session {
    const targets = elementsOf(target)
    const saved = targets.map(save)
    // Moving widgets get their own compositor layers for the gesture: moves then cost no repaint.
    for (const { el } of saved) el.style.willChange = 'transform'
    const widgets = saved.map((s) => widgetOf(s.id))
    session = {
      saved,
      widgets,
      startX: clientX,
      startY: clientY,
      box: selectionBounds(widgets.flatMap((w) => (w ? [w.position] : []))),
      others: snapTargets(
        editor.getPage().widgets,
        saved.map((s) => s.id),
      ),
      dx: 0,
      dy: 0,
      guides: '[]',
      // The proxy follows the gesture too, so its handles stay around the widgets.
      ...(targets.includes(target) ? {} : { frame: save(target) }),
    }
    return session
  }

  /** Puts the targets' inline styles back as React left them, before the editor's result renders. */
  function restore(): Session | undefined {
    const s = session
    session = undefined
    for (const { el, transform, width, height, willChange } of [
      ...(s?.saved ?? []),
      ...(s?.frame ? [s.frame] : []),
    ]) {
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
    if (s.frame) s.frame.el.style.transform = `translate(${dx}px, ${dy}px)`
  }

  function endDrag(inputEvent: MouseEvent | undefined) {
    const s = restore()
    if (!s || (s.dx === 0 && s.dy === 0)) return
    const ids = s.saved.map((x) => x.id)
    if (isCopyDrag(inputEvent)) actions.duplicate(s.dx, s.dy)
    else actions.gesture(() => actions.move(ids, s.dx, s.dy))
  }

  /** The box a resized target ends with: its start box moved by the resize's translation. */
  function resizedBox(start: Rect | undefined, last: OnResize | undefined): Rect | undefined {
    if (!start || !last) return undefined
    const [tx = 0, ty = 0] = last.drag.beforeTranslate
    return { x: start.x + tx, y: start.y + ty, width: last.width, height: last.height }
  }

  /**
   * Shows the selection's widgets where `placed` puts them, by transforms alone (each widget's box is
   * stretched to its new size): the compositor moves the widgets' layers, with no layout or repaint per
   * frame. Contents show stretched until the release lays them out at their new sizes.
   */
  function preview(s: Session, placed: (p: Placement) => Placement) {
    for (const [i, { el }] of s.saved.entries()) {
      const p = s.widgets[i]?.position
      if (!p) continue
      const q = placed(p)
      // The box turns and stretches about its centre (transform-origin), so moving the centre places it.
      const dx = q.x + q.width / 2 - (p.x + p.width / 2)
      const dy = q.y + q.height / 2 - (p.y + p.height / 2)
      const scale = `scale(${q.width / (p.width || 1)}, ${q.height / (p.height || 1)})`
      el.style.transform = `translate(${dx}px, ${dy}px) rotate(${q.rotate ?? 0}deg) ${scale}`
    }
  }

  const finish = (s: Session | undefined) => (s?.frame ? s.saved.map((x) => x.id) : undefined)

  return {
    onDragStart: (e: OnDragStart) => void start(e.target, e.clientX, e.clientY),
    onDrag: (e: OnDrag) => dragTo(e.clientX, e.clientY),
    onDragEnd: (e: OnDragEnd) => endDrag(e.inputEvent),

    onResizeStart: (e: OnResizeStart) => {
      const s = start(e.target)
      e.setOrigin(['%', '%'])
      if (e.dragStart) e.dragStart.set([0, 0])
      if (s.frame && s.box) {
        // The proxy starts at the selection's exact box and may not shrink to a box a group could not take.
        e.set([s.box.width, s.box.height])
        e.setMin([GROUP_MIN_SIZE + 1, GROUP_MIN_SIZE + 1])
      }
    },
    onResize: (e: OnResize) => {
      e.target.style.width = `${e.width}px`
      e.target.style.height = `${e.height}px`
      e.target.style.transform = e.drag.transform
      const s = session
      const from = s?.box
      const to = resizedBox(from, e)
      if (s?.frame && from && to) preview(s, (p) => scalePlacement(p, from, to, MIN_WIDGET_SIZE))
    },
    onResizeEnd: (e: OnResizeEnd) => {
      const s = restore()
      const group = finish(s)
      const last = e.lastEvent as OnResize | undefined
      if (group) {
        const box = resizedBox(s?.box, last)
        if (box) actions.gesture(() => actions.scaleSelection(group, box))
        return
      }
      const id = s?.saved[0]?.id
      const box = resizedBox(s?.widgets[0]?.position, last)
      if (id && box) actions.gesture(() => actions.resize(id, roundBox(box)))
    },
    onRotateStart: (e: OnRotateStart) => {
      const s = start(e.target)
      e.set(s.frame ? 0 : (s.widgets[0]?.position.rotate ?? 0))
    },
    onRotate: (e: OnRotate) => {
      e.target.style.transform = e.drag.transform
      const s = session
      if (!s?.frame || !s.box) return
      const pivot = centreOf(s.box)
      const degrees = Math.round(e.rotation)
      preview(s, (p) => rotatePlacement(p, pivot, degrees))
    },
    onRotateEnd: (e: OnRotateEnd) => {
      const s = restore()
      const group = finish(s)
      const last = e.lastEvent as OnRotate | undefined
      if (!last) return
      if (group) {
        actions.gesture(() => actions.rotateSelection(group, Math.round(last.rotation)))
        return
      }
      const id = s?.saved[0]?.id
      if (id) actions.gesture(() => actions.rotate([id], Math.round(last.rotate)))
    },
  }
}

export type Gestures = ReturnType<typeof createGestures>
