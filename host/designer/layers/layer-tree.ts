// The layers panel's tree, apart from React: the page's widgets topmost first (the reverse of the
// stacking order, as drawing tools list layers), and where a drop in the panel puts widgets in the
// stacking order (core/page's `place`).
import { locate } from '../../../core/page/index.ts'
import type { Widget } from '../../../schemas/page.ts'

export interface LayerNode {
  key: string
  widget: Widget
  isLeaf: boolean
  children?: LayerNode[]
}

export function layerNodes(widgets: readonly Widget[]): LayerNode[] {
  return [...widgets].reverse().map((widget) => ({
    key: widget.id,
    widget,
    isLeaf: !widget.children,
    ...(widget.children && { children: layerNodes(widget.children) }),
  }))
}

/** The ids of every group, e.g. to show them expanded. */
export const groupIds = (widgets: readonly Widget[]): string[] =>
  widgets.flatMap((w) => (w.children ? [w.id, ...groupIds(w.children)] : []))

/** Whether two widgets share a parent (the panel reorders within one parent only). */
export function sameParent(widgets: Widget[], a: string, b: string): boolean {
  const first = locate(widgets, a)
  return first !== undefined && first.siblings === locate(widgets, b)?.siblings
}

export interface Placement {
  ids: string[]
  /** How many of the other siblings stay below the moved widgets. */
  below: number
}

/**
 * A drop of `dragged` just above or below `target` in the panel: the dragged widget moves, with the
 * selected widgets of its parent when it is one of them. Undefined when nothing would move (a drop on
 * itself, on another parent's widget).
 */
export function dropPlacement(
  widgets: Widget[],
  dragged: string,
  target: string,
  side: 'above' | 'below',
  selection: readonly string[],
): Placement | undefined {
  const from = locate(widgets, dragged)
  if (!from || !sameParent(widgets, dragged, target)) return undefined
  const siblings = from.siblings.map((w) => w.id)
  const ids = selection.includes(dragged) ? siblings.filter((id) => selection.includes(id)) : [dragged]
  if (ids.includes(target)) return undefined
  const others = siblings.filter((id) => !ids.includes(id))
  const at = others.indexOf(target)
  return { ids, below: side === 'above' ? at + 1 : at }
}
