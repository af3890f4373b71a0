// Reading widgets out of the page for the clipboard, copy-drag and format brush: plain copies, never
// immer drafts, with positions on the page rather than in their group's frame.
import { current, type Draft, isDraft } from 'immer'
import type { Widget } from '../../schemas/page.ts'
import { boundsOf, type Rect } from './geometry.ts'
import { positionOnPage } from './group-bounds.ts'
import { locateSelection, walk } from './tree.ts'

/** A plain value of a possible immer draft (drafts cannot be cloned or kept past their recipe). */
export const plain = <T>(value: T): T => (isDraft(value) ? (current(value as Draft<T>) as T) : value)

/** Deep copies of the selected widgets (top-most only), positioned on the page, in stacking order. */
export function copySelection(widgets: Widget[], ids: readonly string[]): Widget[] {
  const order = new Map([...walk(widgets)].map((w, i) => [w.id, i]))
  const picked = locateSelection(widgets, ids).sort(
    (a, b) => (order.get(a.widget.id) ?? 0) - (order.get(b.widget.id) ?? 0),
  )
  return picked.map((at) => {
    const copy = structuredClone(plain(at.widget))
    copy.position = positionOnPage(plain(at.widget.position), at.ancestors.map(plain))
    return copy
  })
}

/** The boxes a moving selection snaps to: every other top-level widget, rotation taken into account. */
export const snapTargets = (widgets: readonly Widget[], movingIds: readonly string[]): Rect[] =>
  widgets.filter((w) => !movingIds.includes(w.id)).map((w) => boundsOf(w.position))
