// Commands of the layers panel: rename, lock, hide, and placing widgets at a point of their parent's
// stacking order (a drag in the panel). Like the other commands each mutates a page (an immer draft
// inside the editor) and answers an outcome.
import type { Page } from '../../schemas/page.ts'
import { MAX_WIDGET_NAME } from './constants.ts'
import { done, type Outcome, refused } from './refusal.ts'
import { type Located, locate, locateSelection, sameParent } from './tree.ts'

/** Names a widget: trimmed, at most MAX_WIDGET_NAME characters; an empty name is refused. */
export function renameWidget(page: Page, id: string, name: string): Outcome<void> {
  const at = locate(page.widgets, id)
  if (!at) return refused('notFound')
  const trimmed = name.trim().slice(0, MAX_WIDGET_NAME)
  if (!trimmed) return refused('emptyName')
  at.widget.widgetName = trimmed
  return done(undefined)
}

/** Sets one flag on every widget found; answers their ids. */
function flagWidgets(page: Page, ids: readonly string[], set: (at: Located) => void): Outcome<string[]> {
  const found = ids.flatMap((id) => locate(page.widgets, id) ?? [])
  if (!found.length) return refused('notFound')
  for (const at of found) set(at)
  return done(found.map((at) => at.widget.id))
}

export const lockWidgets = (page: Page, ids: readonly string[], locked: boolean): Outcome<string[]> =>
  flagWidgets(page, ids, (at) => {
    at.widget.posLock = locked
  })

/** Hides or shows widgets; a shown widget carries no `hidden` field, as before it was ever hidden. */
export const hideWidgets = (page: Page, ids: readonly string[], hidden: boolean): Outcome<string[]> =>
  flagWidgets(page, ids, (at) => {
    if (hidden) at.widget.hidden = true
    else delete at.widget.hidden
  })

/**
 * Moves sibling widgets to one point of their parent's stacking order: out of the array, then back in,
 * in their own order, above the first `below` of the others (0: at the bottom; the count of the others:
 * on top). Widgets of different parents are refused: moving into or out of a group is grouping.
 */
export function placeWidgets(page: Page, ids: readonly string[], below: number): Outcome<void> {
  const found = locateSelection(page.widgets, ids)
  if (!found.length) return refused('notFound')
  if (!sameParent(found)) return refused('notSiblings')
  const siblings = found[0]!.siblings
  const moving = new Set(found.map((at) => at.widget.id))
  const picked = siblings.filter((w) => moving.has(w.id))
  const others = siblings.filter((w) => !moving.has(w.id))
  const at = Math.min(others.length, Math.max(0, Math.round(below)))
  const order = [...others.slice(0, at), ...picked, ...others.slice(at)]
  order.forEach((w, i) => {
    if (siblings[i] !== w) siblings[i] = w
  })
  return done(undefined)
}
