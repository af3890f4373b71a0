import { describe, expect, it } from 'vitest'
import {
  boundsOf,
  createPageEditor,
  MIN_GROUP_MEMBERS,
  type OrderMode,
  type RefusalCode,
} from '../../../core/page/index.ts'
import { GROUP_NAME, GROUP_TYPE, type Widget } from '../../../schemas/page.ts'
import { counter, pageOf, widget } from './fixtures.ts'

const editorOf = (widgets: Widget[]) => createPageEditor(pageOf(widgets), { nextId: counter('g') })
const top = (e: ReturnType<typeof editorOf>) => e.getPage().widgets
const mustOk = <T>(o: { ok: true; value: T } | { ok: false }): T => {
  if (!o.ok) throw new Error('refused')
  return o.value
}

describe('group', () => {
  const refusals: Array<[string, Widget[], string[], RefusalCode]> = [
    ['one widget', [widget('a'), widget('b')], ['a'], 'groupNeedsTwo'],
    [
      'one unlocked of two',
      [widget('a'), widget('b', 0, 0, 10, 10, { posLock: true })],
      ['a', 'b'],
      'groupNeedsTwo',
    ],
    ['unknown ids', [widget('a')], ['x', 'y'], 'groupNeedsTwo'],
  ]
  it.each(refusals)('refuses %s (needs %i unlocked)', (_, widgets, ids, code) => {
    const editor = editorOf(widgets)
    const out = editor.group(ids)
    expect(out).toMatchObject({ ok: false, refusal: { code, key: `designer.refused.${code}` } })
    expect(top(editor)).toHaveLength(widgets.length)
    expect(MIN_GROUP_MEMBERS).toBe(2)
  })

  it('refuses widgets of different parents', () => {
    const editor = editorOf([widget('a'), widget('b', 200), widget('c', 400)])
    mustOk(editor.group(['a', 'b']))
    expect(editor.group(['a', 'c'])).toMatchObject({ ok: false, refusal: { code: 'notSiblings' } })
  })

  it('leaves locked selected widgets out of the group', () => {
    const editor = editorOf([widget('a'), widget('b', 200), widget('c', 400, 0, 10, 10, { posLock: true })])
    const id = mustOk(editor.group(['a', 'b', 'c']))
    expect(top(editor).map((w) => w.id)).toEqual([id, 'c'])
  })

  it('makes a WidgetGroup with integer bounds, relative children, at the topmost member', () => {
    const editor = editorOf([
      widget('a', 10.4, 20.2, 50, 50),
      widget('x', 500, 500),
      widget('b', 100.3, 80.1, 30.5, 40),
      widget('y', 600, 600),
    ])
    const id = mustOk(editor.group(['a', 'b']))
    expect(id).toBe('g1')
    const widgets = top(editor)
    expect(widgets.map((w) => w.id)).toEqual(['x', id, 'y'])
    const group = widgets[1]!
    expect(group).toMatchObject({ widgetType: GROUP_TYPE, widgetName: GROUP_NAME, posLock: false })
    for (const v of Object.values(group.position)) expect(Number.isInteger(v)).toBe(true)
    expect(group.position).toMatchObject({ x: 10, y: 20, width: 120, height: 100 })
    expect(group.children?.map((c) => c.id)).toEqual(['a', 'b'])
    // Children keep their page positions: group corner + relative position.
    const a = group.children![0]!.position
    expect(group.position.x + a.x).toBeCloseTo(10.4)
    expect(group.position.y + a.y).toBeCloseTo(20.2)
  })
})

describe('ungroup', () => {
  it('gives children their page positions back', () => {
    const editor = editorOf([widget('a', 10, 20, 50, 50), widget('b', 100, 80, 30, 40)])
    const id = mustOk(editor.group(['a', 'b']))
    editor.move([id], 7, 3)
    mustOk(editor.ungroup([id]))
    expect(top(editor).map((w) => [w.id, w.position.x, w.position.y])).toEqual([
      ['a', 17, 23],
      ['b', 107, 83],
    ])
  })

  it('turns children of a rotated group about the group centre', () => {
    // Group box 0,0 200x100, centre (100, 50). Child b centre (150, 50) turns 90° to (100, 100).
    const editor = editorOf([widget('a', 0, 0, 100, 100), widget('b', 100, 0, 100, 100)])
    const id = mustOk(editor.group(['a', 'b']))
    editor.rotate([id], 90)
    mustOk(editor.ungroup([id]))
    const b = top(editor).find((w) => w.id === 'b')!.position
    expect(b).toMatchObject({ x: 50, y: 50, rotate: 90 })
    const a = top(editor).find((w) => w.id === 'a')!.position
    expect(a).toMatchObject({ x: 50, y: -50, rotate: 90 })
  })

  it('refuses when no group is selected', () => {
    const editor = editorOf([widget('a')])
    expect(editor.ungroup(['a'])).toMatchObject({ ok: false, refusal: { code: 'notGroup' } })
  })

  it('dissolves several groups in one step', () => {
    const editor = editorOf([widget('a'), widget('b', 200), widget('c', 400), widget('d', 600)])
    const g1 = mustOk(editor.group(['a', 'b']))
    const g2 = mustOk(editor.group(['c', 'd']))
    mustOk(editor.ungroup([g1, g2]))
    expect(top(editor).map((w) => w.id)).toEqual(['a', 'b', 'c', 'd'])
  })
})

describe('delete', () => {
  it('refits the group of a deleted child and removes a group left empty', () => {
    const editor = editorOf([widget('a', 0, 0), widget('b', 300, 0), widget('c', 0, 300)])
    const id = mustOk(editor.group(['a', 'b']))
    mustOk(editor.remove(['b']))
    expect(top(editor).find((w) => w.id === id)?.position).toMatchObject({
      x: 0,
      y: 0,
      width: 100,
      height: 100,
    })
    mustOk(editor.remove(['a']))
    expect(top(editor).map((w) => w.id)).toEqual(['c'])
  })

  it('refuses when nothing is found', () => {
    expect(editorOf([widget('a')]).remove(['zz'])).toMatchObject({ ok: false, refusal: { code: 'notFound' } })
  })
})

describe('add', () => {
  it('replaces a taken id with a fresh one', () => {
    const editor = editorOf([widget('a')])
    expect(mustOk(editor.add([widget('a'), widget('new')]))).toEqual(['g1', 'new'])
  })

  it('replaces taken ids inside added groups at any depth', () => {
    const inner = { ...widget('inner'), widgetType: GROUP_TYPE, children: [widget('a')] }
    const outer = { ...widget('outer'), widgetType: GROUP_TYPE, children: [inner] }
    const editor = editorOf([widget('a')])
    mustOk(editor.add([outer]))
    expect(editor.getPage().widgets[1]?.children?.[0]?.children?.[0]?.id).toBe('g1')
  })
})

describe('stacking order', () => {
  const cases: Array<[OrderMode, string[], string[]]> = [
    ['front', ['a', 'c'], ['b', 'd', 'e', 'a', 'c']],
    ['back', ['c', 'e'], ['c', 'e', 'a', 'b', 'd']],
    ['forward', ['a', 'b'], ['c', 'a', 'b', 'd', 'e']],
    ['forward', ['e'], ['a', 'b', 'c', 'd', 'e']],
    ['backward', ['c', 'd'], ['a', 'c', 'd', 'b', 'e']],
    ['backward', ['a'], ['a', 'b', 'c', 'd', 'e']],
  ]
  it.each(cases)('%s of %j gives %j', (mode, ids, expected) => {
    const editor = editorOf(['a', 'b', 'c', 'd', 'e'].map((id) => widget(id)))
    editor.order(ids, mode)
    expect(top(editor).map((w) => w.id)).toEqual(expected)
  })

  it('orders children within their group', () => {
    const editor = editorOf([widget('a'), widget('b', 200), widget('c', 400)])
    const id = mustOk(editor.group(['a', 'b', 'c']))
    editor.order(['a'], 'front')
    expect(top(editor)[0]?.children?.map((w) => w.id)).toEqual(['b', 'c', 'a'])
    expect(top(editor)[0]?.id).toBe(id)
  })
})

describe('group bounds after changes', () => {
  it('refits to integers after a child moves, keeping the other children in place on the page', () => {
    const editor = editorOf([widget('a', 0, 0, 100, 100), widget('b', 200, 0, 100, 100)])
    const id = mustOk(editor.group(['a', 'b']))
    editor.move(['a'], -10.6, 5)
    const group = top(editor)[0]!
    expect(group.id).toBe(id)
    for (const v of [group.position.x, group.position.y, group.position.width, group.position.height]) {
      expect(Number.isInteger(v)).toBe(true)
    }
    expect(group.position).toMatchObject({ x: -11, y: 0, width: 311, height: 105 })
    const b = group.children![1]!.position
    expect(group.position.x + b.x).toBeCloseTo(200)
    expect(boundsOf(group.position).x).toBe(-11)
  })
})
