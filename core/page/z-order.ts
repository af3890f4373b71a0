// Stacking order: later in the array is drawn on top. Reorders within one sibling array.
import type { Widget } from '../../schemas/page.ts'

export const ORDER_MODES = ['front', 'back', 'forward', 'backward'] as const
export type OrderMode = (typeof ORDER_MODES)[number]

/** Reorders `siblings` in place; selected widgets keep their relative order. */
export function reorder(siblings: Widget[], selected: ReadonlySet<string>, mode: OrderMode): void {
  const picked = (w: Widget | undefined) => w !== undefined && selected.has(w.id)
  const order = [...siblings]
  if (mode === 'front' || mode === 'back') {
    const moving = order.filter(picked)
    const staying = order.filter((w) => !picked(w))
    order.splice(0, order.length, ...(mode === 'front' ? [...staying, ...moving] : [...moving, ...staying]))
  } else if (mode === 'forward') {
    for (let i = order.length - 2; i >= 0; i--)
      if (picked(order[i]) && !picked(order[i + 1])) swap(order, i, i + 1)
  } else {
    for (let i = 1; i < order.length; i++)
      if (picked(order[i]) && !picked(order[i - 1])) swap(order, i, i - 1)
  }
  order.forEach((w, i) => {
    if (siblings[i] !== w) siblings[i] = w
  })
}

function swap(list: Widget[], i: number, j: number): void {
  const a = list[i]
  const b = list[j]
  if (a && b) [list[i], list[j]] = [b, a]
}
