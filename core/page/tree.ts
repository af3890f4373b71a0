// Walking the widget tree: top-level widgets and the children of WidgetGroups, at any depth.
import { GROUP_TYPE, type Widget } from '../../schemas/page.ts'

export const isGroup = (w: Widget): boolean => w.widgetType === GROUP_TYPE

export interface Located {
  widget: Widget
  /** The array holding the widget: the page's widgets or its group's children. */
  siblings: Widget[]
  index: number
  /** Enclosing groups, outermost first. */
  ancestors: Widget[]
}

export function locate(widgets: Widget[], id: string, ancestors: Widget[] = []): Located | undefined {
  for (const [index, widget] of widgets.entries()) {
    if (widget.id === id) return { widget, siblings: widgets, index, ancestors }
    if (widget.children) {
      const found = locate(widget.children, id, [...ancestors, widget])
      if (found) return found
    }
  }
  return undefined
}

/** Every widget depth-first, groups before their children. */
export function* walk(widgets: readonly Widget[]): Generator<Widget> {
  for (const widget of widgets) {
    yield widget
    if (widget.children) yield* walk(widget.children)
  }
}

export const allIds = (widgets: readonly Widget[]): Set<string> =>
  new Set([...walk(widgets)].map((w) => w.id))

/** A widget cannot move when it or any group around it is locked. */
export const isLocked = (at: Located): boolean => at.widget.posLock || at.ancestors.some((g) => g.posLock)

/**
 * The distinct widgets of a selection, dropping ids not found and widgets whose group is selected too
 * (moving both would move the child twice).
 */
export function locateSelection(widgets: Widget[], ids: readonly string[]): Located[] {
  const wanted = new Set(ids)
  const found: Located[] = []
  for (const id of wanted) {
    const at = locate(widgets, id)
    if (at && !at.ancestors.some((g) => wanted.has(g.id))) found.push(at)
  }
  return found
}

/** Whether all located widgets share one parent array. */
export const sameParent = (list: readonly Located[]): boolean =>
  list.every((at) => at.siblings === list[0]?.siblings)
