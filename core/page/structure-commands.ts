// Commands that change which widgets the page holds and how they nest: add, delete, group, ungroup,
// import, paste, copy-drag and stacking order. Each mutates a page (an immer draft inside the editor)
// and returns an outcome; on a refusal the editor drops the draft, so partial changes never land.
import type { Page, Widget } from '../../schemas/page.ts'
import { cloneWithNewIds, freshId, shiftWidgets } from './clipboard.ts'
import { MIN_GROUP_MEMBERS } from './constants.ts'
import { fitAncestors, makeGroup, releaseChildren } from './group-bounds.ts'
import { checkAddition, type PageLimits } from './limits.ts'
import { type LegacyWidget, migrateWidget } from './migrate.ts'
import { done, type Outcome, refused } from './refusal.ts'
import { copySelection } from './selection.ts'
import { allIds, isGroup, isLocked, type Located, locate, locateSelection, sameParent, walk } from './tree.ts'
import { type OrderMode, reorder } from './z-order.ts'

export interface CommandContext {
  /** Source of new ids; the commands retry until an id is unused. */
  nextId: () => string
  limits: PageLimits
}

/** Puts widgets on top of the page when the page limits allow it; returns their ids. */
function insert(page: Page, widgets: Widget[], ctx: CommandContext): Outcome<string[]> {
  const refusal = checkAddition(page.widgets, widgets, ctx.limits)
  if (refusal) return { ok: false, refusal }
  page.widgets.push(...widgets)
  return done(widgets.map((w) => w.id))
}

/** Adds new widgets (e.g. dropped from the palette); a missing or taken id, at any depth, is replaced. */
export function addWidgets(page: Page, widgets: readonly Widget[], ctx: CommandContext): Outcome<string[]> {
  const taken = allIds(page.widgets)
  const fresh = structuredClone(widgets) as Widget[]
  for (const w of walk(fresh)) {
    if (!w.id || taken.has(w.id)) w.id = freshId(ctx.nextId, taken)
    else taken.add(w.id)
  }
  return insert(page, fresh, ctx)
}

/** Adds copies with new ids throughout, moved by (dx, dy): paste and copy-drag. */
export function addCopies(
  page: Page,
  copies: readonly Widget[],
  dx: number,
  dy: number,
  ctx: CommandContext,
): Outcome<string[]> {
  const fresh = cloneWithNewIds(copies, ctx.nextId, allIds(page.widgets))
  shiftWidgets(fresh, dx, dy)
  return insert(page, fresh, ctx)
}

/** Copy-drag (ctrl/cmd + shift): copies of the selection left at (dx, dy) from the originals. */
export const duplicateWidgets = (
  page: Page,
  ids: readonly string[],
  dx: number,
  dy: number,
  ctx: CommandContext,
): Outcome<string[]> => addCopies(page, copySelection(page.widgets, ids), dx, dy, ctx)

/** Adds the widgets of a page fragment (an exported part of a page, possibly old), with new ids. */
export function importWidgets(
  page: Page,
  fragment: { widgets: readonly LegacyWidget[] },
  ctx: CommandContext,
): Outcome<string[]> {
  return addCopies(page, fragment.widgets.map(migrateWidget), 0, 0, ctx)
}

/** Removes one widget; groups left empty go too, the others are refitted. */
function removeAt(page: Page, at: Located): void {
  at.siblings.splice(at.index, 1)
  const groups = [...at.ancestors]
  for (let inner = groups.at(-1); inner && !inner.children?.length; inner = groups.at(-1)) {
    groups.pop()
    const where = locate(page.widgets, inner.id)
    where?.siblings.splice(where.index, 1)
  }
  fitAncestors(groups)
}

export function deleteWidgets(page: Page, ids: readonly string[]): Outcome<string[]> {
  const gone: string[] = []
  for (const id of ids) {
    const at = locate(page.widgets, id)
    if (!at) continue
    removeAt(page, at)
    gone.push(id)
  }
  return gone.length ? done(gone) : refused('notFound')
}

/** Groups the unlocked selected widgets (siblings, at least 2) where the topmost of them was. */
export function groupWidgets(page: Page, ids: readonly string[], ctx: CommandContext): Outcome<string> {
  const members = locateSelection(page.widgets, ids).filter((at) => !isLocked(at))
  if (members.length < MIN_GROUP_MEMBERS) return refused('groupNeedsTwo', { min: MIN_GROUP_MEMBERS })
  if (!sameParent(members)) return refused('notSiblings')
  const siblings = members[0]!.siblings
  const indices = members.map((at) => at.index).sort((a, b) => a - b)
  const widgets = indices.map((i) => siblings[i]!)
  for (const i of [...indices].reverse()) siblings.splice(i, 1)
  const group = makeGroup(freshId(ctx.nextId, allIds(page.widgets)), widgets)
  siblings.splice(indices[indices.length - 1]! - (indices.length - 1), 0, group)
  fitAncestors(members[0]!.ancestors)
  return done(group.id)
}

/** Dissolves the selected groups; their children take the groups' places with positions kept. */
export function ungroupWidgets(page: Page, ids: readonly string[]): Outcome<string[]> {
  const released: string[] = []
  for (const { widget } of locateSelection(page.widgets, ids)) {
    // Located afresh: dissolving an earlier group shifted the indices.
    const at = locate(page.widgets, widget.id)
    if (!at || !isGroup(at.widget)) continue
    const children = releaseChildren(at.widget)
    at.siblings.splice(at.index, 1, ...children)
    fitAncestors(at.ancestors)
    released.push(...children.map((c) => c.id))
  }
  return released.length ? done(released) : refused('notGroup')
}

/** Changes the stacking order of the selected widgets within their own parents. */
export function orderWidgets(page: Page, ids: readonly string[], mode: OrderMode): Outcome<void> {
  const found = locateSelection(page.widgets, ids)
  if (!found.length) return refused('notFound')
  const selected = new Set(found.map((at) => at.widget.id))
  for (const siblings of new Set(found.map((at) => at.siblings))) reorder(siblings, selected, mode)
  return done(undefined)
}
