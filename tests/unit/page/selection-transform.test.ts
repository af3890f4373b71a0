// Resizing and rotating a multi-selection as one: the pure geometry (corner kept, centres turned about
// the selection's centre, angles added, minimum sides) and the editor's commands (one undo step that
// restores every value exactly, locked widgets kept, groups scaling their children, refusals).
import { describe, expect, it } from 'vitest'
import {
  boundsOf,
  centreOf,
  createPageEditor,
  GROUP_MIN_SIZE,
  MIN_WIDGET_SIZE,
  type Placement,
  type Rect,
  rotatePlacement,
  scalePlacement,
  selectionBounds,
} from '../../../core/page/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { counter, pageOf, widget } from './fixtures.ts'

const editorOf = (widgets: Widget[]) => createPageEditor(pageOf(widgets), { nextId: counter('g') })
const pos = (e: ReturnType<typeof editorOf>, id: string) =>
  e.getPage().widgets.find((w) => w.id === id)!.position
const place = (x: number, y: number, width: number, height: number, rotate = 0): Placement => ({
  x,
  y,
  width,
  height,
  rotate,
})
const expectClose = (actual: object, expected: object, digits = 6) => {
  const got = actual as Record<string, number>
  for (const [k, v] of Object.entries(expected)) expect(got[k], k).toBeCloseTo(v as number, digits)
}

// Two widgets: a at 0,0 100x50 and b at 200,100 100x100; their box is 0,0 300x200.
const pair = () => [place(0, 0, 100, 50), place(200, 100, 100, 100)]
const FROM: Rect = { x: 0, y: 0, width: 300, height: 200 }

describe('scaling a selection', () => {
  it('frames the selection with the box around its turned widgets', () => {
    expect(selectionBounds(pair())).toEqual(FROM)
    expect(selectionBounds([place(0, 0, 100, 20, 90)])).toEqual({ x: 40, y: -40, width: 20, height: 100 })
    expect(selectionBounds([])).toBeUndefined()
  })

  // Each handle keeps the opposite corner: the new box's corner there is the old one's.
  const corners: Array<[string, Rect, 'tl' | 'tr' | 'bl' | 'br']> = [
    ['bottom-right handle', { x: 0, y: 0, width: 600, height: 300 }, 'tl'],
    ['top-left handle', { x: 150, y: 100, width: 150, height: 100 }, 'br'],
    ['top-right handle', { x: 0, y: -100, width: 450, height: 300 }, 'bl'],
    ['bottom-left handle', { x: -300, y: 0, width: 600, height: 100 }, 'tr'],
  ]
  it.each(corners)('dragging the %s keeps the opposite corner', (_, to, kept) => {
    const scaled = pair().map((p) => scalePlacement(p, FROM, to))
    const box = selectionBounds(scaled)!
    expectClose(box, to)
    const corner = (r: Rect) => ({
      x: kept.endsWith('l') ? r.x : r.x + r.width,
      y: kept.startsWith('t') ? r.y : r.y + r.height,
    })
    expect(corner(box)).toEqual(corner(FROM))
  })

  it('scales positions and sizes by the box’s factors', () => {
    const [a, b] = pair().map((p) => scalePlacement(p, FROM, { x: 0, y: 0, width: 600, height: 100 }))
    expect(a).toEqual(place(0, 0, 200, 25))
    expect(b).toEqual(place(400, 50, 200, 50))
  })

  it('swaps the factors of a widget turned a right angle', () => {
    // Turned 90°, the widget's width runs down the page: a vertical stretch lengthens it.
    const p = place(0, 0, 100, 20, 90)
    const from = selectionBounds([p])!
    const to = { ...from, height: from.height * 2 }
    const next = scalePlacement(p, from, to)
    expectClose(next, { width: 200, height: 20, rotate: 90 })
    expectClose(boundsOf(next), to)
  })

  it('scales a turned widget exactly under an even scale, keeping its angle', () => {
    const p = place(10, 10, 80, 40, 30)
    const from = selectionBounds([p])!
    const to = { x: from.x, y: from.y, width: from.width * 1.5, height: from.height * 1.5 }
    const next = scalePlacement(p, from, to)
    expectClose(next, { width: 120, height: 60, rotate: 30 })
    expectClose(boundsOf(next), to)
  })

  it('keeps sides at the minimum size about the new centre', () => {
    const next = scalePlacement(place(0, 0, 10, 100), FROM, { x: 0, y: 0, width: 3, height: 200 }, 1)
    expect(next.width).toBe(1)
    expect(centreOf(next).x).toBeCloseTo(0.05)
  })
})

describe('rotating a selection', () => {
  it('turns each centre about the selection’s centre and adds the angle to each rotation', () => {
    const pivot = centreOf(FROM) // 150, 100
    const [a, b] = pair().map((p) => rotatePlacement(p, pivot, 90))
    // a's centre 50,25 is 100 left of and 75 above the pivot; a quarter turn clockwise on screen (y down)
    // puts it 75 right of and 100 above it: 225,0. b's centre, 100 right and 50 below, goes to 100,200.
    expectClose(centreOf(a!), { x: 225, y: 0 })
    expect(a).toMatchObject({ width: 100, height: 50, rotate: 90 })
    expectClose(centreOf(b!), { x: 100, y: 200 })
    expect(b?.rotate).toBe(90)
    expect(rotatePlacement(place(0, 0, 10, 10, 350), pivot, 20).rotate).toBe(10)
  })

  it('keeps the selection’s centre', () => {
    const turned = pair().map((p) => rotatePlacement(p, centreOf(FROM), 180))
    expectClose(centreOf(selectionBounds(turned)!), { x: 150, y: 100 })
  })
})

describe('selection resize and rotation commands', () => {
  const widgets = () => [
    widget('a', 0, 0, 100, 50),
    widget('b', 200, 100, 100, 100),
    widget('l', 500, 500, 10, 10, { posLock: true }),
  ]

  it('resize changes every widget in one undo step; undo restores the exact values', () => {
    const start = [widget('a', 0.25, 0.5, 100.4, 50, {}), widget('b', 200, 100, 100, 99.6)]
    start[1]!.position.rotate = 12.5
    const editor = editorOf(start)
    const before = ['a', 'b'].map((id) => structuredClone(pos(editor, id)))
    editor.begin('edit')
    editor.scaleSelection(['a', 'b'], { x: 0, y: 0, width: 500, height: 300 })
    editor.commit()
    expect(pos(editor, 'a')).not.toEqual(before[0])
    expect(Number.isInteger(pos(editor, 'b').x)).toBe(true)
    editor.undo()
    expect(['a', 'b'].map((id) => pos(editor, id))).toEqual(before)
    expect(editor.store.getState().canUndo).toBe(false)
    editor.redo()
    expect(pos(editor, 'a')).not.toEqual(before[0])
  })

  it('resize stores integer boxes and keeps the opposite corner', () => {
    const editor = editorOf(widgets())
    expect(editor.scaleSelection(['a', 'b'], { x: 150, y: 100, width: 150, height: 100 })).toEqual({
      ok: true,
      value: ['a', 'b'],
    })
    expect(pos(editor, 'a')).toMatchObject({ x: 150, y: 100, width: 50, height: 25 })
    expect(pos(editor, 'b')).toMatchObject({ x: 250, y: 150, width: 50, height: 50 })
  })

  it('rotation turns every widget about the selection’s centre; undo restores both', () => {
    const editor = editorOf(widgets())
    mustOk(editor.rotateSelection(['a', 'b'], 90))
    expect(pos(editor, 'a')).toMatchObject({ x: 175, y: -25, width: 100, height: 50, rotate: 90 })
    expect(pos(editor, 'b')).toMatchObject({ x: 50, y: 150, rotate: 90 })
    editor.undo()
    expect(pos(editor, 'a')).toMatchObject({ x: 0, y: 0, rotate: 0 })
    expect(pos(editor, 'b')).toMatchObject({ x: 200, y: 100, rotate: 0 })
  })

  it('leaves locked widgets where they are and frames only the others', () => {
    const editor = editorOf(widgets())
    mustOk(editor.scaleSelection(['a', 'b', 'l'], { x: 0, y: 0, width: 600, height: 400 }))
    expect(pos(editor, 'b')).toMatchObject({ x: 400, y: 200, width: 200, height: 200 })
    expect(pos(editor, 'l')).toMatchObject({ x: 500, y: 500, width: 10, height: 10 })
    mustOk(editor.rotateSelection(['l'], 45))
    expect(pos(editor, 'l').rotate).toBe(0)
  })

  it('keeps every side at least MIN_WIDGET_SIZE and refuses a box not above GROUP_MIN_SIZE', () => {
    const editor = editorOf([widget('a', 0, 0, 1, 100), widget('b', 299, 0, 1, 100)])
    mustOk(editor.scaleSelection(['a', 'b'], { x: 0, y: 0, width: 10, height: 100 }))
    expect(pos(editor, 'a').width).toBe(MIN_WIDGET_SIZE)
    expect(pos(editor, 'b').width).toBe(MIN_WIDGET_SIZE)
    expect(
      editor.scaleSelection(['a', 'b'], { x: 0, y: 0, width: GROUP_MIN_SIZE, height: 100 }),
    ).toMatchObject({
      ok: false,
      refusal: { code: 'groupTooSmall' },
    })
    expect(editor.scaleSelection(['a', 'b'], { x: 0, y: 0, width: Number.NaN, height: 100 })).toMatchObject({
      ok: false,
      refusal: { code: 'invalidSize' },
    })
  })

  it('scales a group in the selection with its children', () => {
    const editor = editorOf([
      widget('a', 0, 0, 10, 10),
      widget('b', 20, 0, 10, 10),
      widget('c', 0, 100, 30, 10),
    ])
    const group = mustOk(editor.group(['a', 'b']))
    mustOk(editor.scaleSelection([group, 'c'], { x: 0, y: 0, width: 60, height: 220 }))
    expect(pos(editor, group)).toMatchObject({ x: 0, y: 0, width: 60, height: 20 })
    expect(pos(editor, 'c')).toMatchObject({ x: 0, y: 200, width: 60, height: 20 })
    editor.ungroup([group])
    expect(pos(editor, 'b')).toMatchObject({ x: 40, y: 0, width: 20, height: 20 })
  })

  it('refuses widgets of different groups', () => {
    const editor = editorOf([widget('a'), widget('b', 200), widget('c', 400)])
    mustOk(editor.group(['a', 'b']))
    expect(editor.rotateSelection(['a', 'c'], 10)).toMatchObject({
      ok: false,
      refusal: { code: 'notSiblings' },
    })
  })
})

function mustOk<T>(o: { ok: true; value: T } | { ok: false }): T {
  if (!o.ok) throw new Error('refused')
  return o.value
}
