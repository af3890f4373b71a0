import { describe, expect, it } from 'vitest'
import { type ContainerPatch, createPageEditor, type RefusalCode } from '../../../core/page/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { counter, pageOf, widget } from './fixtures.ts'

const editorOf = (widgets: Widget[]) => createPageEditor(pageOf(widgets), { nextId: counter('g') })
const mustOk = <T>(o: { ok: true; value: T } | { ok: false }): T => {
  if (!o.ok) throw new Error('refused')
  return o.value
}

describe('container settings', () => {
  const cases: Array<[ContainerPatch, Partial<Record<string, unknown>> | RefusalCode]> = [
    [
      { width: '800', height: '600' },
      { width: 800, height: 600 },
    ],
    [{ width: 1920.5 }, { width: 1920.5 }],
    [{ width: 'wide' }, 'invalidSize'],
    [{ height: '' }, 'invalidSize'],
    [{ height: 0 }, 'invalidSize'],
    [{ password: 'abc123' }, { password: 'abc123' }],
    [{ password: 'a,b' }, 'passwordChars'],
    [{ password: 'a b' }, 'passwordChars'],
    [{ password: 'a\tb' }, 'passwordChars'],
    [
      { bgColor: '#000000', adaption: 'full', checkpwd: true },
      { bgColor: '#000000', adaption: 'full' },
    ],
  ]
  it.each(cases)('%j gives %j', (patch, expected) => {
    const editor = editorOf([])
    const before = editor.getPage().con
    const out = editor.setContainer(patch)
    if (typeof expected === 'string') {
      expect(out).toMatchObject({ ok: false, refusal: { code: expected } })
      expect(editor.getPage().con).toBe(before)
    } else {
      expect(out.ok).toBe(true)
      expect(editor.getPage().con).toMatchObject(expected)
    }
  })

  it('a refused setting leaves the others of the same patch unapplied', () => {
    const editor = editorOf([])
    editor.setContainer({ title: 'x', password: 'a,b' })
    expect(editor.getPage().con.title).toBe('')
  })
})

describe('edit', () => {
  it('merges objects deeply and replaces arrays', () => {
    const editor = editorOf([
      widget('a', 0, 0, 100, 100, { style: { font: { size: 12, color: 'red' }, list: [1, 2] } }),
    ])
    mustOk(editor.edit('a', { style: { font: { size: 14 }, list: [3] } }))
    expect(editor.getPage().widgets[0]?.style).toEqual({ font: { size: 14, color: 'red' }, list: [3] })
  })

  it('does not change the id', () => {
    const editor = editorOf([widget('a')])
    mustOk(editor.edit('a', { id: 'b', widgetName: 'x' }))
    expect(editor.getPage().widgets[0]).toMatchObject({ id: 'a', widgetName: 'x' })
  })

  it('refits the group when a child position changes', () => {
    const editor = editorOf([widget('a', 0, 0), widget('b', 200, 0)])
    const group = mustOk(editor.group(['a', 'b']))
    mustOk(editor.edit('b', { position: { x: 300 } }))
    expect(editor.getPage().widgets[0]).toMatchObject({ id: group, position: { width: 400 } })
  })

  it('refuses an unknown id', () => {
    expect(editorOf([]).edit('x', {})).toMatchObject({ ok: false, refusal: { code: 'notFound' } })
  })
})

describe('format brush', () => {
  const source = widget('s', 0, 0, 10, 10, { style: { fill: 'red', stroke: { width: 2 }, special: 1 } })

  it('copies the whole style to widgets of the same type, in one undo step', () => {
    const editor = editorOf([source, widget('t1', 0, 0, 10, 10, { style: { fill: 'blue' } }), widget('t2')])
    mustOk(editor.brush('s', ['t1', 't2']))
    const [, t1, t2] = editor.getPage().widgets
    expect(t1?.style).toEqual(source.style)
    expect(t2?.style).toEqual(source.style)
    expect(t1?.style).not.toBe(t2?.style)
    expect(editor.undo()).toBe('edit')
    expect(editor.getPage().widgets[1]?.style).toEqual({ fill: 'blue' })
    expect(editor.getPage().widgets[2]?.style).toBeUndefined()
  })

  it('copies only shared keys to a widget of another type', () => {
    const other = widget('o', 0, 0, 10, 10, { widgetType: 'rect', style: { fill: 'blue', radius: 4 } })
    const editor = editorOf([source, other])
    mustOk(editor.brush('s', ['o']))
    expect(editor.getPage().widgets[1]?.style).toEqual({ fill: 'red', radius: 4 })
  })

  it('passes the brush through a group to its children', () => {
    const editor = editorOf([source, widget('a', 100, 0), widget('b', 300, 0)])
    const group = mustOk(editor.group(['a', 'b']))
    mustOk(editor.brush('s', [group]))
    for (const child of editor.getPage().widgets[1]?.children ?? []) expect(child.style).toEqual(source.style)
  })

  it('refuses when neither source nor targets exist', () => {
    const editor = editorOf([source])
    expect(editor.brush('x', ['s'])).toMatchObject({ ok: false, refusal: { code: 'notFound' } })
    expect(editor.brush('s', ['s', 'y'])).toMatchObject({ ok: false, refusal: { code: 'notFound' } })
  })
})
