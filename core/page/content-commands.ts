// Commands that change what widgets and the page say rather than where they are: editing a widget's
// options, the format brush and the page container settings.

import { isPlainObject } from '../../schemas/json.ts'
import type { Page, Widget } from '../../schemas/page.ts'
import { applyContainer, type ContainerPatch } from './container.ts'
import { brushStyle } from './format-brush.ts'
import { refitGroups } from './geometry-commands.ts'
import { scaleGroup } from './group-bounds.ts'
import { done, type Outcome, refused } from './refusal.ts'
import { plain } from './selection.ts'
import { isGroup, locate } from './tree.ts'

/** A deep partial of a widget's options; arrays and plain values replace, objects merge. */
export type WidgetPatch = DeepPartial<Widget>
type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T

function deepMerge(target: Record<string, unknown>, patch: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue
    const existing = target[key]
    if (isPlainObject(value) && isPlainObject(existing)) deepMerge(existing, value)
    else target[key] = structuredClone(value)
  }
}

/**
 * Merges a patch into a widget (the property panel). The id and a group's children are not editable
 * here; a new size on a group scales its children as a resize would, with the same refusals.
 */
export function editWidget(page: Page, id: string, patch: WidgetPatch): Outcome<void> {
  const at = locate(page.widgets, id)
  if (!at) return refused('notFound')
  const { id: _id, children: _children, ...options } = patch
  const before = { ...plain(at.widget.position) }
  deepMerge(at.widget as Record<string, unknown>, options as Record<string, unknown>)
  const p = at.widget.position
  if (isGroup(at.widget) && (p.width !== before.width || p.height !== before.height)) {
    const target = { x: p.x, y: p.y, width: p.width, height: p.height }
    Object.assign(p, { width: before.width, height: before.height })
    const refusal = scaleGroup(at.widget, target)
    if (refusal) return { ok: false, refusal }
  }
  refitGroups([at])
  return done(undefined)
}

/** Copies the source widget's style onto the targets; returns the ids of the targets found. */
export function brushWidgets(page: Page, sourceId: string, targetIds: readonly string[]): Outcome<string[]> {
  const source = locate(page.widgets, sourceId)
  if (!source) return refused('notFound')
  const from = plain(source.widget)
  const reached = targetIds.filter((id) => {
    const at = id === sourceId ? undefined : locate(page.widgets, id)
    if (at) brushStyle(from, at.widget)
    return at !== undefined
  })
  return reached.length ? done(reached) : refused('notFound')
}

export function setContainer(page: Page, patch: ContainerPatch): Outcome<void> {
  const refusal = applyContainer(page.con, patch)
  return refusal ? { ok: false, refusal } : done(undefined)
}
