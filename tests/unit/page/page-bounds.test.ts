import { describe, expect, it } from 'vitest'
import { createPageEditor, widgetsOutside } from '../../../core/page/index.ts'
import { pageOf, widget } from './fixtures.ts'

const sized = (widgets: ReturnType<typeof widget>[], width = 1024, height = 768) => {
  const page = pageOf(widgets)
  page.con = { ...page.con, width, height }
  return page
}

describe('page bounds (issue 30)', () => {
  it('names the top-level widgets past any edge, rotation included', () => {
    const page = sized([
      widget('in', 0, 0, 1024, 768),
      widget('right', 1000, 10, 30, 10),
      widget('left', -1, 10),
      widget('below', 10, 700, 10, 69),
      // 200 x 20 turned 90° about its centre (100, 710) stands 200 high: past the bottom
      widget('turned', 0, 700, 200, 20, { position: { x: 0, y: 700, width: 200, height: 20, rotate: 90 } }),
    ])
    expect(widgetsOutside(page).map((w) => w.id)).toEqual(['right', 'left', 'below', 'turned'])
  })

  it('fits the page to its content in one undo step, never shrinking it', () => {
    const editor = createPageEditor(
      sized([widget('a', -20, -5, 100, 100), widget('b', 1000, 700, 100, 100, { posLock: true })]),
    )
    expect(editor.fitToContent().ok).toBe(true)
    const page = editor.getPage()
    expect(page.widgets.map((w) => [w.position.x, w.position.y])).toEqual([
      [0, 0],
      [1020, 705],
    ])
    expect([page.con.width, page.con.height]).toEqual([1120, 805])
    expect(widgetsOutside(page)).toEqual([])
    editor.undo()
    expect(editor.getPage().con.width).toBe(1024)
    expect(editor.getPage().widgets[0]?.position.x).toBe(-20)
  })

  it('leaves a page that holds everything as it is', () => {
    const editor = createPageEditor(sized([widget('a', 10, 10)], 800, 600))
    editor.fitToContent()
    expect([editor.getPage().con.width, editor.getPage().con.height]).toEqual([800, 600])
    expect(editor.store.getState().canUndo).toBe(false)
  })
})
