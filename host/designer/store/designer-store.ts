// The designer's state around core/page's editor: selection, zoom, the drawing tool, the armed format
// brush, snap guides and preferences. None of it enters the page or its history. The actions call the
// editor's commands and keep the selection in step; a refused command is handed to `onRefusal`.
import { createStore, type StoreApi } from 'zustand/vanilla'
import { createWidget, type Kernel } from '../../../core/kernel/index.ts'
import {
  type AlignMode,
  type Axis,
  allIds,
  type ContainerPatch,
  DEFAULT_LIMITS,
  type Guide,
  type OrderMode,
  type Outcome,
  type PageEditor,
  type PageLimits,
  type Rect,
  type Refusal,
  type WidgetPatch,
} from '../../../core/page/index.ts'
import { type Preferences, type PrefStorage, readPreferences, writePreferences } from './preferences.ts'

/**
 * Select, or draw a widget of `type` (one of its plugin's palette variants when `variant` is set, with
 * `options` laid over its options: an enterprise's own symbol, which is data, not a variant of code).
 */
export type Tool =
  | { kind: 'select' }
  | { kind: 'draw'; type: string; variant?: string; options?: Record<string, unknown> }

export interface DesignerState {
  selection: string[]
  zoom: number
  tool: Tool
  /** The widget whose style the armed format brush carries. */
  brush?: string
  guides: Guide[]
  prefs: Preferences
  /** The canvas shows live values of the bound signals (never written into the page). */
  livePreview: boolean
}

export const MIN_ZOOM = 0.1
export const MAX_ZOOM = 4
/** Arrow keys move by 1 px, by 10 px with shift. */
export const NUDGE = 1
export const NUDGE_FAR = 10

export interface DesignerOptions {
  editor: PageEditor
  kernel: Kernel
  storage?: PrefStorage
  lang?: 'zh' | 'en'
  nextId?: () => string
  onRefusal?: (refusal: Refusal) => void
}

/** Page limits with each registered widget's own maximum (weather 3, webgl 1, ...). */
export function limitsOf(kernel: Kernel): PageLimits {
  const perType = { ...DEFAULT_LIMITS.perType }
  for (const w of kernel.widgets.values()) if (w.maxPerPage !== undefined) perType[w.type] = w.maxPerPage
  return { ...DEFAULT_LIMITS, perType }
}

export function createDesigner(options: DesignerOptions) {
  const { editor, kernel, storage } = options
  const nextId = options.nextId ?? (() => crypto.randomUUID())
  const store: StoreApi<DesignerState> = createStore<DesignerState>()(() => ({
    selection: [],
    zoom: 1,
    tool: { kind: 'select' },
    guides: [],
    prefs: readPreferences(storage),
    livePreview: false,
  }))
  const selection = () => store.getState().selection
  const select = (ids: readonly string[]) => store.setState({ selection: [...ids] })

  /** The value of an accepted command, or undefined after reporting its refusal. */
  function accept<T>(outcome: Outcome<T>): T | undefined {
    if (outcome.ok) return outcome.value
    options.onRefusal?.(outcome.refusal)
    return undefined
  }
  /** Drops selected ids the page no longer holds (after undo, redo, delete). */
  const pruneSelection = () => {
    const ids = allIds(editor.getPage().widgets)
    const kept = selection().filter((id) => ids.has(id))
    if (kept.length !== selection().length) select(kept)
  }
  const selectResult = (ids: string[] | string | undefined) => {
    if (ids !== undefined) select(Array.isArray(ids) ? ids : [ids])
  }

  const actions = {
    select,
    selectAll: () => select(editor.getPage().widgets.map((w) => w.id)),
    clearSelection: () => select([]),
    setTool: (tool: Tool) => store.setState({ tool }),
    setZoom: (zoom: number) => store.setState({ zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) }),
    setGuides: (guides: Guide[]) => store.setState({ guides }),
    setLivePreview: (livePreview: boolean) => store.setState({ livePreview }),
    setPrefs(patch: Partial<Preferences>) {
      const prefs = { ...store.getState().prefs, ...patch }
      store.setState({ prefs })
      writePreferences(storage, prefs)
    },

    /**
     * A new widget of `type` (of its palette variant `variant`, with `over` laid over its options) drawn
     * in `box` (its default size where the box is smaller than 2 px).
     */
    addWidget(
      type: string,
      box: { x: number; y: number; width?: number; height?: number },
      variant?: string,
      over?: Record<string, unknown>,
    ) {
      const plugin = kernel.widgets.get(type)
      if (!plugin) return undefined
      const widget = createWidget(plugin, {
        id: nextId(),
        x: Math.round(box.x),
        y: Math.round(box.y),
        lang: options.lang,
        variant,
        ...(over ? { options: over } : {}),
      })
      if (box.width !== undefined && box.height !== undefined && box.width >= 2 && box.height >= 2) {
        widget.position.width = Math.round(box.width)
        widget.position.height = Math.round(box.height)
      }
      const ids = accept(editor.add([widget]))
      selectResult(ids)
      store.setState({ tool: { kind: 'select' } })
      return ids?.[0]
    },
    remove() {
      if (!selection().length) return
      if (accept(editor.remove(selection()))) select([])
    },
    copy: () => selection().length > 0 && accept(editor.copy(selection())) !== undefined,
    cut() {
      if (selection().length && accept(editor.cut(selection()))) select([])
    },
    paste: () => selectResult(accept(editor.paste())),
    /** Copy-drag: copies of the selection (dx, dy) from the originals, which stay. */
    duplicate: (dx: number, dy: number) => selectResult(accept(editor.duplicate(selection(), dx, dy))),
    group: () => selectResult(accept(editor.group(selection()))),
    ungroup: () => selectResult(accept(editor.ungroup(selection()))),
    order: (mode: OrderMode) => accept(editor.order(selection(), mode)),
    align: (mode: AlignMode) => accept(editor.align(selection(), mode)),
    distribute: (axis: Axis) => accept(editor.distribute(selection(), axis)),
    undo() {
      editor.undo()
      pruneSelection()
    },
    redo() {
      editor.redo()
      pruneSelection()
    },
    nudge: (dx: number, dy: number) => selection().length > 0 && accept(editor.move(selection(), dx, dy)),
    /** One drag, resize or rotation of the canvas: all its steps become one undo entry. */
    gesture(run: () => void) {
      editor.begin('edit')
      try {
        run()
      } finally {
        editor.commit()
      }
    },
    move: (ids: readonly string[], dx: number, dy: number) => accept(editor.move(ids, dx, dy)),
    resize: (id: string, box: Rect) => accept(editor.resize(id, box)),
    rotate: (ids: readonly string[], degrees: number) => accept(editor.rotate(ids, degrees)),
    /** The selection's handles: its box resized to `box`, or turned by `degrees`, every widget with it. */
    scaleSelection: (ids: readonly string[], box: Rect) => accept(editor.scaleSelection(ids, box)),
    rotateSelection: (ids: readonly string[], degrees: number) =>
      accept(editor.rotateSelection(ids, degrees)),
    edit: (id: string, patch: WidgetPatch) => accept(editor.edit(id, patch)),
    /** Locks or unlocks the selection (the toolbar) or the given widgets (the layers panel): one undo step. */
    setLocked(locked: boolean, ids: readonly string[] = selection()) {
      if (ids.length) accept(editor.lock(ids, locked))
    },
    setHidden: (ids: readonly string[], hidden: boolean) => accept(editor.hide(ids, hidden)),
    rename: (id: string, name: string) => accept(editor.rename(id, name)),
    /** Siblings moved above the first `below` of the others in their parent's stacking order. */
    place: (ids: readonly string[], below: number) => accept(editor.place(ids, below)),
    /** Adds a widget to the selection, or takes it out (shift or ctrl/cmd click). */
    toggleSelected(id: string) {
      const current = selection()
      select(current.includes(id) ? current.filter((s) => s !== id) : [...current, id])
    },
    setContainer(patch: ContainerPatch): boolean {
      const outcome = editor.setContainer(patch)
      accept(outcome)
      return outcome.ok
    },
    /** Shifts what is past the left or top edge onto the page and grows it to hold every widget. */
    fitToContent: () => accept(editor.fitToContent()) !== undefined,
    /** Arms the brush with the (first) selected widget's style. */
    armBrush() {
      const source = selection()[0]
      store.setState({ brush: store.getState().brush ? undefined : source })
    },
    /** Paints the armed brush's style onto widgets and disarms it. */
    applyBrush(targets: readonly string[]) {
      const source = store.getState().brush
      store.setState({ brush: undefined })
      if (source && targets.length) accept(editor.brush(source, targets))
    },
  }

  return { store, editor, kernel, actions }
}

export type Designer = ReturnType<typeof createDesigner>
export type DesignerActions = Designer['actions']
