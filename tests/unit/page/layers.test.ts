// The layers panel's commands: rename, lock, hide and placing in the stacking order, each one undo step.
import { describe, expect, it } from 'vitest'
import { createPageEditor, MAX_WIDGET_NAME } from '../../../core/page/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { counter, pageOf, widget } from './fixtures.ts'

const editorOf = (widgets: Widget[]) => createPageEditor(pageOf(widgets), { nextId: counter('g') })
const ids = (list: readonly Widget[]) => list.map((w) => w.id)
const top = (e: ReturnType<typeof editorOf>) => ids(e.getPage().widgets)

describe('rename', () => {
  it('trims the name, keeps at most MAX_WIDGET_NAME characters, one undo step', () => {
    const editor = editorOf([widget('a')])
    expect(editor.rename('a', '  Pump 1  ').ok).toBe(true)
    expect(editor.getPage().widgets[0]?.widgetName).toBe('Pump 1')
    editor.rename('a', 'x'.repeat(MAX_WIDGET_NAME + 10))
    expect(editor.getPage().widgets[0]?.widgetName).toHaveLength(MAX_WIDGET_NAME)
    expect(MAX_WIDGET_NAME).toBe(64)
    expect(editor.undo()).toBe('edit')
    expect(editor.getPage().widgets[0]?.widgetName).toBe('Pump 1')
  })

  it.each([
    ['an empty name', 'a', '   ', 'emptyName'],
    ['an unknown widget', 'x', 'name', 'notFound'],
  ])('refuses %s and records nothing', (_, id, name, code) => {
    const editor = editorOf([widget('a')])
    expect(editor.rename(id, name)).toMatchObject({ ok: false, refusal: { code } })
    expect(editor.getPage().widgets[0]?.widgetName).toBe('a')
    expect(editor.store.getState().canUndo).toBe(false)
  })

  it('renames a group’s child', () => {
    const editor = editorOf([widget('a'), widget('b', 200)])
    const group = editor.group(['a', 'b'])
    if (!group.ok) throw new Error('refused')
    editor.rename('b', 'Valve')
    expect(editor.getPage().widgets[0]?.children?.find((c) => c.id === 'b')?.widgetName).toBe('Valve')
  })
})

describe('lock and hide', () => {
  it('locks several widgets in one undo step', () => {
    const editor = editorOf([widget('a'), widget('b'), widget('c')])
    expect(editor.lock(['a', 'c', 'missing'], true)).toEqual({ ok: true, value: ['a', 'c'] })
    expect(editor.getPage().widgets.map((w) => w.posLock)).toEqual([true, false, true])
    editor.undo()
    expect(editor.getPage().widgets.map((w) => w.posLock)).toEqual([false, false, false])
    expect(editor.store.getState().canUndo).toBe(false)
  })

  it('hides and shows; a shown widget has no hidden field', () => {
    const editor = editorOf([widget('a'), widget('b')])
    editor.hide(['b'], true)
    expect(editor.getPage().widgets[1]?.hidden).toBe(true)
    editor.hide(['b'], false)
    expect('hidden' in (editor.getPage().widgets[1] ?? {})).toBe(false)
    expect(editor.undo()).toBe('edit')
    expect(editor.getPage().widgets[1]?.hidden).toBe(true)
  })

  it('refuses when no widget is found', () => {
    const editor = editorOf([widget('a')])
    expect(editor.hide(['x'], true)).toMatchObject({ ok: false, refusal: { code: 'notFound' } })
    expect(editor.lock([], true)).toMatchObject({ ok: false, refusal: { code: 'notFound' } })
  })
})

describe('place in the stacking order', () => {
  const four = () => editorOf([widget('a'), widget('b'), widget('c'), widget('d')])

  it.each([
    ['to the bottom', ['c'], 0, ['c', 'a', 'b', 'd']],
    ['to the top', ['a'], 3, ['b', 'c', 'd', 'a']],
    ['above the second of the others', ['d'], 2, ['a', 'b', 'd', 'c']],
    ['two, keeping their own order', ['d', 'a'], 1, ['b', 'a', 'd', 'c']],
    ['beyond the top (clamped)', ['b'], 99, ['a', 'c', 'd', 'b']],
    ['below the bottom (clamped)', ['b'], -5, ['b', 'a', 'c', 'd']],
  ])('moves %s', (_, moving, below, expected) => {
    const editor = four()
    expect(editor.place(moving, below).ok).toBe(true)
    expect(top(editor)).toEqual(expected)
    expect(editor.undo()).toBe('sort')
    expect(top(editor)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('records nothing when the order does not change', () => {
    const editor = four()
    editor.place(['a'], 0)
    expect(editor.store.getState().canUndo).toBe(false)
  })

  it('reorders within a group and refuses widgets of different parents', () => {
    const editor = editorOf([widget('a'), widget('b', 200), widget('c', 400), widget('d', 600)])
    const group = editor.group(['a', 'b', 'c'])
    if (!group.ok) throw new Error('refused')
    expect(editor.place(['a'], 2).ok).toBe(true)
    expect(ids(editor.getPage().widgets[0]?.children ?? [])).toEqual(['b', 'c', 'a'])
    expect(editor.place(['a', 'd'], 0)).toMatchObject({ ok: false, refusal: { code: 'notSiblings' } })
    expect(editor.place(['x'], 0)).toMatchObject({ ok: false, refusal: { code: 'notFound' } })
  })
})
