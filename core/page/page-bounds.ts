// The page's bounds (issue 30): widgets drawn past the page's edge are cut at runtime, so the designer
// warns for them and offers to fit the page to its content.
import type { Page, Widget } from '../../schemas/page.ts'
import { boundsOf, type Rect, unionOf } from './geometry.ts'
import { done, type Outcome } from './refusal.ts'

/** Whether a box (page coordinates) leaves the page of `width` x `height`. */
export const leavesPage = (box: Rect, width: number, height: number): boolean =>
  box.x < 0 || box.y < 0 || box.x + box.width > width || box.y + box.height > height

/** The top-level widgets (a group counts as one) that reach past the page's edge, in page order. */
export function widgetsOutside(page: Pick<Page, 'con' | 'widgets'>): Widget[] {
  const { width, height } = page.con
  return page.widgets.filter((w) => leavesPage(boundsOf(w.position), width, height))
}

/**
 * Fits the page to its content: every widget is shifted right or down by what reaches past the left or
 * top edge (locked ones too: the whole drawing moves as one), then the page grows to hold them all. A
 * page that already holds everything is left as it is; the page never shrinks below its size.
 */
export function fitPageToContent(page: Page): Outcome<void> {
  const content = unionOf(page.widgets.map((w) => boundsOf(w.position)))
  if (!content) return done(undefined)
  const dx = Math.max(0, Math.ceil(-content.x))
  const dy = Math.max(0, Math.ceil(-content.y))
  if (dx || dy)
    for (const w of page.widgets) {
      w.position.x += dx
      w.position.y += dy
    }
  page.con.width = Math.max(page.con.width, Math.ceil(content.x + content.width + dx))
  page.con.height = Math.max(page.con.height, Math.ceil(content.y + content.height + dy))
  return done(undefined)
}
