// Copies of widgets for the clipboard, paste and copy-drag: deep clones with fresh ids throughout.
import type { Widget } from '../../schemas/page.ts'
import { PASTE_OFFSET } from './constants.ts'
import { walk } from './tree.ts'

/** An id from `nextId` that is not in `taken`; it is added to `taken`. */
export function freshId(nextId: () => string, taken: Set<string>): string {
  let id = nextId()
  while (taken.has(id)) id = nextId()
  taken.add(id)
  return id
}

/** Deep clones with new ids for every widget, group children included. */
export function cloneWithNewIds(
  widgets: readonly Widget[],
  nextId: () => string,
  taken: Set<string>,
): Widget[] {
  const copies = structuredClone(widgets) as Widget[]
  for (const w of walk(copies)) w.id = freshId(nextId, taken)
  return copies
}

/** The offset of the n-th paste of the same clipboard (1st +50, 2nd +100, ...). */
export const pasteOffset = (nth: number): number => nth * PASTE_OFFSET

/** Shifts top-level widgets; children follow their group. */
export function shiftWidgets(widgets: readonly Widget[], dx: number, dy: number): void {
  for (const w of widgets) {
    w.position.x += dx
    w.position.y += dy
  }
}
