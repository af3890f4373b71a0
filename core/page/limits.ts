// Page limits (designer spec §5): adding, pasting, importing or copy-dragging is refused when the page
// would hold more than 2000 widgets, 3 weather widgets or 1 webgl widget. Every node counts: a group
// and each of its children (at any depth) are widgets the designer holds, so all are counted alike.
import type { Widget } from '../../schemas/page.ts'
import { MAX_WIDGETS, PAGE_TYPE_LIMITS } from './constants.ts'
import { type Refusal, refusal } from './refusal.ts'
import { walk } from './tree.ts'

export interface PageLimits {
  maxWidgets: number
  /** Most widgets of a type per page, by widget type. */
  perType: Readonly<Record<string, number>>
}

export const DEFAULT_LIMITS: PageLimits = { maxWidgets: MAX_WIDGETS, perType: PAGE_TYPE_LIMITS }

export function countByType(widgets: readonly Widget[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const w of walk(widgets)) counts.set(w.widgetType, (counts.get(w.widgetType) ?? 0) + 1)
  return counts
}

export const countWidgets = (widgets: readonly Widget[]): number => [...walk(widgets)].length

/** Why adding `added` to a page holding `existing` is refused, or undefined when it fits. */
export function checkAddition(
  existing: readonly Widget[],
  added: readonly Widget[],
  limits: PageLimits = DEFAULT_LIMITS,
): Refusal | undefined {
  if (countWidgets(existing) + countWidgets(added) > limits.maxWidgets) {
    return refusal('tooManyWidgets', { max: limits.maxWidgets })
  }
  const have = countByType(existing)
  for (const [type, adding] of countByType(added)) {
    const max = limits.perType[type]
    if (max !== undefined && (have.get(type) ?? 0) + adding > max)
      return refusal('tooManyOfType', { type, max })
  }
  return undefined
}
