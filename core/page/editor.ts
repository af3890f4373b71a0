// The page document editor: the page in a zustand (vanilla) store, every command an immer
// produceWithPatches, undo and redo by replaying patches (DESIGN.md "Editing model"). Selection is the
// host's: commands take ids. Live values never enter the page or the history.
import { applyPatches, enablePatches, type Patch, produceWithPatches } from 'immer'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Page, Widget } from '../../schemas/page.ts'
import type { AlignMode, Axis } from './align.ts'
import { pasteOffset } from './clipboard.ts'
import type { ContainerPatch } from './container.ts'
import { brushWidgets, editWidget, setContainer, type WidgetPatch } from './content-commands.ts'
import type { Rect } from './geometry.ts'
import {
  alignWidgets,
  distributeWidgets,
  moveWidgets,
  resizeWidget,
  rotateSelection,
  rotateWidgets,
  scaleSelection,
} from './geometry-commands.ts'
import { createHistory, position, record, takeRedo, takeUndo, type UndoType } from './history.ts'
import { hideWidgets, lockWidgets, placeWidgets, renameWidget } from './layer-commands.ts'
import { DEFAULT_LIMITS, type PageLimits } from './limits.ts'
import type { LegacyWidget } from './migrate.ts'
import { fitPageToContent } from './page-bounds.ts'
import { done, type Outcome, refused } from './refusal.ts'
import { copySelection } from './selection.ts'
import {
  addCopies,
  addWidgets,
  type CommandContext,
  deleteWidgets,
  duplicateWidgets,
  groupWidgets,
  importWidgets,
  orderWidgets,
  ungroupWidgets,
} from './structure-commands.ts'
import type { OrderMode } from './z-order.ts'

enablePatches()

export interface EditorState {
  page: Page
  canUndo: boolean
  canRedo: boolean
  /** Changed since the last `markSaved` (the leave warning). */
  dirty: boolean
  canPaste: boolean
}

export interface PageEditorOptions {
  /** Source of new widget ids (tests inject a counter); default crypto.randomUUID. */
  nextId?: () => string
  /** Page limits; the host may build them from the widget registry's `maxPerPage`. */
  limits?: PageLimits
  undoLimit?: number
}

export interface PageEditor {
  /** The state for the UI; wrap with zustand's `useStore(editor.store, selector)`. */
  store: StoreApi<EditorState>
  getPage(): Page
  subscribe(listener: (state: EditorState, previous: EditorState) => void): () => void
  /** Undoes one step; returns its type, or undefined when there is nothing to undo. */
  undo(): UndoType | undefined
  redo(): UndoType | undefined
  /** Opens a gesture (a drag, a resize): every command until `commit` becomes one undo step of `type`. */
  begin(type?: UndoType): void
  commit(): void
  /** Ends the gesture putting the page back as it was at `begin`. */
  cancel(): void
  markSaved(): void

  add(widgets: readonly Widget[]): Outcome<string[]>
  remove(ids: readonly string[]): Outcome<string[]>
  edit(id: string, patch: WidgetPatch): Outcome<void>
  move(ids: readonly string[], dx: number, dy: number): Outcome<string[]>
  resize(id: string, box: Rect): Outcome<string[]>
  rotate(ids: readonly string[], degrees: number): Outcome<string[]>
  /** Resizes the selection as one: the box around its unlocked widgets becomes `box`, each widget scaled with it. */
  scaleSelection(ids: readonly string[], box: Rect): Outcome<string[]>
  /** Turns the selection as one by `degrees` about its box's centre. */
  rotateSelection(ids: readonly string[], degrees: number): Outcome<string[]>
  group(ids: readonly string[]): Outcome<string>
  ungroup(ids: readonly string[]): Outcome<string[]>
  importFragment(fragment: { widgets: readonly LegacyWidget[] }): Outcome<string[]>
  order(ids: readonly string[], mode: OrderMode): Outcome<void>
  setContainer(patch: ContainerPatch): Outcome<void>
  /** Shifts widgets past the left or top edge onto the page and grows it to hold every widget. */
  fitToContent(): Outcome<void>
  align(ids: readonly string[], mode: AlignMode): Outcome<string[]>
  distribute(ids: readonly string[], axis: Axis): Outcome<string[]>
  /** The layers panel: a new name, the lock and the eye of widgets, each one undo step. */
  rename(id: string, name: string): Outcome<void>
  lock(ids: readonly string[], locked: boolean): Outcome<string[]>
  hide(ids: readonly string[], hidden: boolean): Outcome<string[]>
  /** Siblings moved above the first `below` of the others in their parent's stacking order. */
  place(ids: readonly string[], below: number): Outcome<void>
  /** Format brush: the source's style onto the targets, one undo step. */
  brush(sourceId: string, targetIds: readonly string[]): Outcome<string[]>

  /** Copies the selection to the clipboard; returns how many widgets it holds. */
  copy(ids: readonly string[]): Outcome<number>
  cut(ids: readonly string[]): Outcome<string[]>
  /** Pastes the clipboard with new ids, 50 px further right and down each time; returns the new ids. */
  paste(): Outcome<string[]>
  /** Copy-drag: copies of the selection at (dx, dy) from the originals; returns the new ids. */
  duplicate(ids: readonly string[], dx: number, dy: number): Outcome<string[]>
}

interface Gesture {
  type: UndoType
  patches: Patch[]
  /** Inverse patches per command, in command order. */
  inverses: Patch[][]
}

export function createPageEditor(page: Page, options: PageEditorOptions = {}): PageEditor {
  const ctx: CommandContext = {
    nextId: options.nextId ?? (() => crypto.randomUUID()),
    limits: options.limits ?? DEFAULT_LIMITS,
  }
  const history = createHistory(options.undoLimit)
  const clipboard = { items: [] as Widget[], pastes: 0 }
  let gesture: Gesture | undefined
  let saved = 0

  const stateOf = (next: Page): EditorState => {
    const pending = (gesture?.patches.length ?? 0) > 0
    return {
      page: next,
      canUndo: history.undo.length > 0 || pending,
      canRedo: history.redo.length > 0,
      dirty: position(history) !== saved || pending,
      canPaste: clipboard.items.length > 0,
    }
  }
  const store = createStore<EditorState>()(() => stateOf(page))
  const current = () => store.getState().page
  const publish = (next: Page) => store.setState(stateOf(next), true)

  function run<T>(type: UndoType, command: (draft: Page) => Outcome<T>): Outcome<T> {
    let outcome!: Outcome<T>
    const [next, patches, inverse] = produceWithPatches(current(), (draft) => {
      outcome = command(draft as Page)
    })
    if (!outcome.ok || patches.length === 0) return outcome
    if (gesture) {
      gesture.patches.push(...patches)
      gesture.inverses.push(inverse)
    } else record(history, type, patches, inverse)
    publish(next)
    return outcome
  }

  /** Closes an open gesture; with `keep` false the page returns to where the gesture began. */
  function endGesture(keep: boolean): void {
    if (!gesture) return
    const { type, patches, inverses } = gesture
    gesture = undefined
    const undoAll = inverses.reverse().flat()
    if (keep && patches.length) record(history, type, patches, undoAll)
    publish(keep ? current() : applyPatches(current(), undoAll))
  }

  function copy(ids: readonly string[]): Outcome<number> {
    const items = copySelection(current().widgets, ids)
    if (!items.length) return refused('notFound')
    Object.assign(clipboard, { items, pastes: 0 })
    publish(current())
    return done(items.length)
  }

  return {
    store,
    getPage: current,
    subscribe: store.subscribe,
    undo() {
      endGesture(true)
      const entry = takeUndo(history)
      if (entry) publish(applyPatches(current(), entry.inverse))
      return entry?.type
    },
    redo() {
      endGesture(true)
      const entry = takeRedo(history)
      if (entry) publish(applyPatches(current(), entry.patches))
      return entry?.type
    },
    begin(type = 'edit') {
      endGesture(true)
      gesture = { type, patches: [], inverses: [] }
    },
    commit: () => endGesture(true),
    cancel: () => endGesture(false),
    markSaved() {
      saved = position(history)
      publish(current())
    },

    add: (widgets) => run('add', (p) => addWidgets(p, widgets, ctx)),
    remove: (ids) => run('del', (p) => deleteWidgets(p, ids)),
    edit: (id, patch) => run('edit', (p) => editWidget(p, id, patch)),
    move: (ids, dx, dy) => run('edit', (p) => moveWidgets(p, ids, dx, dy)),
    resize: (id, box) => run('edit', (p) => resizeWidget(p, id, box)),
    rotate: (ids, degrees) => run('edit', (p) => rotateWidgets(p, ids, degrees)),
    scaleSelection: (ids, box) => run('edit', (p) => scaleSelection(p, ids, box)),
    rotateSelection: (ids, degrees) => run('edit', (p) => rotateSelection(p, ids, degrees)),
    group: (ids) => run('group', (p) => groupWidgets(p, ids, ctx)),
    ungroup: (ids) => run('ungroup', (p) => ungroupWidgets(p, ids)),
    importFragment: (fragment) => run('import', (p) => importWidgets(p, fragment, ctx)),
    order: (ids, mode) => run('sort', (p) => orderWidgets(p, ids, mode)),
    setContainer: (patch) => run('container', (p) => setContainer(p, patch)),
    fitToContent: () => run('container', fitPageToContent),
    align: (ids, mode) => run('edit', (p) => alignWidgets(p, ids, mode)),
    distribute: (ids, axis) => run('edit', (p) => distributeWidgets(p, ids, axis)),
    rename: (id, name) => run('edit', (p) => renameWidget(p, id, name)),
    lock: (ids, locked) => run('edit', (p) => lockWidgets(p, ids, locked)),
    hide: (ids, hidden) => run('edit', (p) => hideWidgets(p, ids, hidden)),
    place: (ids, below) => run('sort', (p) => placeWidgets(p, ids, below)),
    brush: (sourceId, targetIds) => run('edit', (p) => brushWidgets(p, sourceId, targetIds)),

    copy,
    cut(ids) {
      const copied = copy(ids)
      return copied.ok ? run('del', (p) => deleteWidgets(p, ids)) : { ok: false, refusal: copied.refusal }
    },
    paste() {
      if (!clipboard.items.length) return refused('clipboardEmpty')
      const offset = pasteOffset(clipboard.pastes + 1)
      const outcome = run('add', (p) => addCopies(p, clipboard.items, offset, offset, ctx))
      if (outcome.ok) clipboard.pastes += 1
      return outcome
    },
    duplicate: (ids, dx, dy) => run('add', (p) => duplicateWidgets(p, ids, dx, dy, ctx)),
  }
}
