import { describe, expect, it } from 'vitest'
import {
  type AlignMode,
  boundsOf,
  createPageEditor,
  edgeDrift,
  GROUP_MAX_EDGE_DRIFT,
  GROUP_MIN_SIZE,
  type Rect,
  SNAP_THRESHOLD,
  SNAP_THRESHOLD_OFF,
  snapBox,
} from '../../../core/page/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { counter, pageOf, widget } from './fixtures.ts'

const editorOf = (widgets: Widget[]) => createPageEditor(pageOf(widgets), { nextId: counter('g') })
const mustOk = <T>(o: { ok: true; value: T } | { ok: false }): T => {
  if (!o.ok) throw new Error('refused')
  return o.value
}
const pos = (e: ReturnType<typeof editorOf>, id: string) =>
  e.getPage().widgets.find((w) => w.id === id)!.position
const locked = (id: string, x = 0, y = 0) => widget(id, x, y, 100, 100, { posLock: true })

describe('rotation-aware boxes', () => {
  const r = Math.SQRT1_2 * 100
  const cases: Array<[number, Rect]> = [
    [0, { x: 0, y: 0, width: 200, height: 100 }],
    [90, { x: 50, y: -50, width: 100, height: 200 }],
    [180, { x: 0, y: 0, width: 200, height: 100 }],
    [270, { x: 50, y: -50, width: 100, height: 200 }],
    [45, { x: 100 - 1.5 * r, y: 50 - 1.5 * r, width: 3 * r, height: 3 * r }],
  ]
  it.each(cases)('a 200x100 box turned %i° spans %j', (rotate, expected) => {
    const b = boundsOf({ x: 0, y: 0, width: 200, height: 100, rotate })
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(b[k]).toBeCloseTo(expected[k], 6)
  })
})

describe('locked widgets do not move, resize or rotate', () => {
  it('move skips locked widgets and widgets inside a locked group', () => {
    const editor = editorOf([widget('a'), locked('b', 200), widget('c', 400), widget('d', 600)])
    const group = mustOk(editor.group(['c', 'd']))
    editor.edit(group, { posLock: true })
    expect(mustOk(editor.move(['a', 'b', 'c'], 10, 10))).toEqual(['a'])
    expect(pos(editor, 'a')).toMatchObject({ x: 10, y: 10 })
    expect(pos(editor, 'b')).toMatchObject({ x: 200, y: 0 })
    expect(pos(editor, group)).toMatchObject({ x: 400, y: 0 })
  })

  it('resize and rotate leave a locked widget as it is', () => {
    const editor = editorOf([locked('a')])
    expect(mustOk(editor.resize('a', { x: 0, y: 0, width: 300, height: 300 }))).toEqual([])
    expect(mustOk(editor.rotate(['a'], 45))).toEqual([])
    expect(pos(editor, 'a')).toMatchObject({ width: 100, height: 100, rotate: 0 })
    expect(editor.store.getState().canUndo).toBe(false)
  })

  it('moving a group and its child together moves the child once', () => {
    const editor = editorOf([widget('a', 0, 0), widget('b', 200, 0)])
    const group = mustOk(editor.group(['a', 'b']))
    editor.move([group, 'a'], 10, 0)
    editor.ungroup([group])
    expect(pos(editor, 'a').x).toBe(10)
  })
})

describe('resize and rotate', () => {
  it('resizes a widget and refuses a negative size', () => {
    const editor = editorOf([widget('a')])
    mustOk(editor.resize('a', { x: 5, y: 6, width: 30, height: 40 }))
    expect(pos(editor, 'a')).toMatchObject({ x: 5, y: 6, width: 30, height: 40 })
    expect(editor.resize('a', { x: 0, y: 0, width: -1, height: 10 })).toMatchObject({
      ok: false,
      refusal: { code: 'invalidSize' },
    })
  })

  it.each([
    [450, 90],
    [-90, 270],
    [360, 0],
  ])('rotation %i is kept as %i', (given, kept) => {
    const editor = editorOf([widget('a')])
    editor.rotate(['a'], given)
    expect(pos(editor, 'a').rotate).toBe(kept)
  })
})

describe('group resize', () => {
  // Two 10x10 children side by side: the group is 30x10 and scales linearly.
  const flat = () => {
    const editor = editorOf([widget('a', 0, 0, 10, 10), widget('b', 20, 0, 10, 10)])
    return { editor, group: mustOk(editor.group(['a', 'b'])) }
  }
  const sizes: Array<[number, number, 'groupTooSmall' | undefined]> = [
    [GROUP_MIN_SIZE, 10, 'groupTooSmall'],
    [30, GROUP_MIN_SIZE, 'groupTooSmall'],
    [1, 1, 'groupTooSmall'],
    [GROUP_MIN_SIZE + 1, 10, undefined],
    [30, GROUP_MIN_SIZE + 1, undefined],
  ]
  it.each(sizes)('to %ix%i: %s', (width, height, code) => {
    const { editor, group } = flat()
    const out = editor.resize(group, { x: 0, y: 0, width, height })
    expect(out.ok ? undefined : out.refusal.code).toBe(code)
    if (!code) expect(pos(editor, group)).toMatchObject({ width, height })
  })

  it('scales the children with the group', () => {
    const { editor, group } = flat()
    mustOk(editor.resize(group, { x: 100, y: 50, width: 60, height: 20 }))
    editor.ungroup([group])
    expect(pos(editor, 'b')).toMatchObject({ x: 140, y: 50, width: 20, height: 20 })
  })

  // A 100x100 child turned 45° fills a ~141x141 group; stretching the width by s moves its box edges
  // 35.36 × (s - 1) inside the stretched group box on each side, so the drift limit is s ≈ 1.085.
  const turned = () => {
    const editor = editorOf([widget('a', 0, 0, 100, 100, {}), widget('b', 400, 400, 10, 10)])
    editor.rotate(['a'], 45)
    const group = mustOk(editor.group(['a', 'b']))
    mustOk(editor.remove(['b']))
    return { editor, group }
  }
  it.each([
    [148, true],
    [155, false],
  ])('stretching a turned child to width %i is allowed: %s', (width, allowed) => {
    const { editor, group } = turned()
    const before = pos(editor, group)
    expect(before.width).toBe(141)
    const out = editor.resize(group, { ...before, width })
    if (allowed) expect(out.ok).toBe(true)
    else {
      expect(out).toMatchObject({ ok: false, refusal: { code: 'groupEdgeDrift' } })
      expect(pos(editor, group)).toEqual(before)
    }
  })

  it('a uniform scale of a turned child does not drift', () => {
    const { editor, group } = turned()
    expect(editor.resize(group, { x: 0, y: 0, width: 282, height: 282 }).ok).toBe(true)
  })

  it.each([
    [{ x: 0, y: 0, width: 100, height: 100 }, 0],
    [{ x: -2.9, y: 0, width: 100, height: 100 }, 2.9],
    [{ x: 0, y: 0, width: 97, height: 100 }, 3],
    [{ x: 0, y: 1, width: 100, height: 104 }, 5],
  ])('edge drift of children box %j in a 100x100 group is %d', (box, drift) => {
    expect(edgeDrift(box, 100, 100)).toBeCloseTo(drift)
    expect(edgeDrift(box, 100, 100) >= GROUP_MAX_EDGE_DRIFT).toBe(drift >= 3)
  })

  it('editing a group size in the property panel scales it as a resize', () => {
    const { editor, group } = flat()
    mustOk(editor.edit(group, { position: { width: 60 } }))
    expect(editor.getPage().widgets[0]?.children?.[1]?.position).toMatchObject({ x: 40, width: 20 })
    expect(editor.edit(group, { position: { width: 2 } })).toMatchObject({
      ok: false,
      refusal: { code: 'groupTooSmall' },
    })
  })
})

describe('align', () => {
  const trio = () => [widget('a', 0, 0, 10, 10), widget('b', 50, 20, 20, 30), widget('c', 100, 40, 30, 10)]
  const cases: Array<[AlignMode, Record<string, [number, number]>]> = [
    ['left', { a: [0, 0], b: [0, 20], c: [0, 40] }],
    ['hcenter', { a: [60, 0], b: [55, 20], c: [50, 40] }],
    ['right', { a: [120, 0], b: [110, 20], c: [100, 40] }],
    ['top', { a: [0, 0], b: [50, 0], c: [100, 0] }],
    ['vmiddle', { a: [0, 20], b: [50, 10], c: [100, 20] }],
    ['bottom', { a: [0, 40], b: [50, 20], c: [100, 40] }],
  ]
  it.each(cases)('%s', (mode, expected) => {
    const editor = editorOf(trio())
    mustOk(editor.align(['a', 'b', 'c'], mode))
    for (const [id, [x, y]] of Object.entries(expected)) expect(pos(editor, id)).toMatchObject({ x, y })
  })

  it('uses turned boxes and keeps locked widgets in place', () => {
    // Turned 90°, the 100x20 box at 0,0 covers x 40..60.
    const editor = editorOf([widget('r', 0, 0, 100, 20, {}), widget('o', 100, 0, 10, 10), locked('l', 200)])
    editor.rotate(['r'], 90)
    mustOk(editor.align(['r', 'o', 'l'], 'left'))
    expect(pos(editor, 'o').x).toBe(40)
    expect(pos(editor, 'l').x).toBe(200)
  })

  it('needs two widgets', () => {
    expect(editorOf(trio()).align(['a'], 'left')).toMatchObject({
      ok: false,
      refusal: { code: 'alignNeedsTwo' },
    })
  })
})

describe('even spacing', () => {
  it.each([
    ['horizontal', 'x', 'width'],
    ['vertical', 'y', 'height'],
  ] as const)('%s spacing shares the free space evenly', (axis, at, size) => {
    const box = (id: string, start: number, length: number) =>
      widget(
        id,
        at === 'x' ? start : 0,
        at === 'y' ? start : 0,
        size === 'width' ? length : 5,
        size === 'height' ? length : 5,
      )
    const editor = editorOf([box('c', 100, 10), box('a', 0, 10), box('b', 15, 20)])
    mustOk(editor.distribute(['c', 'a', 'b'], axis))
    expect([pos(editor, 'a')[at], pos(editor, 'b')[at], pos(editor, 'c')[at]]).toEqual([0, 45, 100])
  })

  it('needs more than two widgets', () => {
    const editor = editorOf([widget('a'), widget('b', 300)])
    expect(editor.distribute(['a', 'b'], 'horizontal')).toMatchObject({
      ok: false,
      refusal: { code: 'distributeNeedsThree', params: { min: 3 } },
    })
  })
})

describe('snapping', () => {
  const moving = { x: 0, y: 0, width: 10, height: 10 }
  const other = (x: number) => ({ x, y: 100, width: 10, height: 10 })
  const cases: Array<[string, number, boolean, number]> = [
    ['edge 3 px away, snapping on', 13, true, 3],
    [`edge ${SNAP_THRESHOLD} px away, snapping on`, 10 + SNAP_THRESHOLD, true, SNAP_THRESHOLD],
    [`edge ${SNAP_THRESHOLD + 1} px away, snapping on`, 11 + SNAP_THRESHOLD, true, 0],
    ['edge 3 px away, snapping off', 13, false, 0],
    [`edge ${SNAP_THRESHOLD_OFF} px away, snapping off`, 10 + SNAP_THRESHOLD_OFF, false, SNAP_THRESHOLD_OFF],
    ['left edges 2 px apart', -2, true, -2],
  ]
  it.each(cases)('%s', (_, otherX, enabled, dx) => {
    expect(snapBox(moving, [other(otherX)], { enabled }).dx).toBe(dx)
  })

  it('snaps centre to centre', () => {
    const wide = { x: 0, y: 0, width: 100, height: 10 }
    expect(snapBox(wide, [{ x: 34, y: 100, width: 40, height: 10 }], { enabled: true }).dx).toBe(4)
  })

  it('returns a guide along the matched line spanning both boxes', () => {
    const { dx, guides } = snapBox(moving, [other(13)], { enabled: true })
    expect(dx).toBe(3)
    expect(guides).toEqual([{ axis: 'x', at: 13, from: 0, to: 110 }])
  })

  it('snaps to the grid without guides', () => {
    expect(snapBox({ x: 17, y: 42, width: 10, height: 10 }, [], { enabled: true, grid: 20 })).toEqual({
      dx: 3,
      dy: -2,
      guides: [],
    })
  })
})
