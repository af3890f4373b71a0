import { describe, expect, it } from 'vitest'
import { createPageEditor, type PageEditor, UNDO_LIMIT, type UndoType } from '../../../core/page/index.ts'
import { counter, pageOf, widget } from './fixtures.ts'

const editorWith = (...ids: string[]) =>
  createPageEditor(pageOf(ids.map((id, i) => widget(id, i * 200, 0))), { nextId: counter() })

describe('undo stack', () => {
  it(`keeps at most ${UNDO_LIMIT} steps and drops the oldest`, () => {
    const editor = editorWith('a')
    for (let i = 1; i <= UNDO_LIMIT + 1; i++) editor.move(['a'], 1, 0)
    let undone = 0
    while (editor.undo()) undone++
    expect(undone).toBe(UNDO_LIMIT)
    // The first move was dropped, so it stays applied.
    expect(editor.getPage().widgets[0]?.position.x).toBe(1)
  })

  it('a new action clears redo', () => {
    const editor = editorWith('a')
    editor.move(['a'], 10, 0)
    editor.undo()
    expect(editor.store.getState().canRedo).toBe(true)
    editor.move(['a'], 5, 0)
    expect(editor.store.getState().canRedo).toBe(false)
    expect(editor.redo()).toBeUndefined()
    expect(editor.getPage().widgets[0]?.position.x).toBe(5)
  })

  it('each undo yields a redo entry that replays the step', () => {
    const editor = editorWith('a')
    editor.move(['a'], 10, 0)
    editor.move(['a'], 0, 20)
    expect(editor.undo()).toBe('edit')
    expect(editor.undo()).toBe('edit')
    expect(editor.getPage().widgets[0]?.position).toMatchObject({ x: 0, y: 0 })
    expect(editor.redo()).toBe('edit')
    expect(editor.redo()).toBe('edit')
    expect(editor.getPage().widgets[0]?.position).toMatchObject({ x: 10, y: 20 })
  })

  const steps: Array<[UndoType, (e: PageEditor) => unknown]> = [
    ['add', (e) => e.add([widget('z', 0, 0)])],
    ['del', (e) => e.remove(['a'])],
    ['edit', (e) => e.edit('a', { widgetName: 'renamed' })],
    ['group', (e) => e.group(['a', 'b'])],
    ['import', (e) => e.importFragment({ widgets: [widget('x')] })],
    ['sort', (e) => e.order(['a'], 'front')],
    ['container', (e) => e.setContainer({ width: '800' })],
  ]
  it.each(steps)('records %s as its own undo type and undoes it fully', (type, act) => {
    const editor = editorWith('a', 'b')
    const before = editor.getPage()
    act(editor)
    expect(editor.getPage()).not.toEqual(before)
    expect(editor.undo()).toBe(type)
    expect(editor.getPage()).toEqual(before)
  })

  it('records ungroup as its own undo type', () => {
    const editor = editorWith('a', 'b')
    const grouped = editor.group(['a', 'b'])
    if (!grouped.ok) throw new Error('group refused')
    const before = editor.getPage()
    editor.ungroup([grouped.value])
    expect(editor.undo()).toBe('ungroup')
    expect(editor.getPage()).toEqual(before)
  })

  it('records nothing for a refused command or one that changes nothing', () => {
    const editor = editorWith('a')
    expect(editor.group(['a']).ok).toBe(false)
    editor.move(['missing'], 5, 5)
    expect(editor.store.getState().canUndo).toBe(false)
  })
})

describe('gestures', () => {
  it('one drag of many moves is one undo step', () => {
    const editor = editorWith('a')
    editor.begin()
    for (let i = 0; i < 30; i++) editor.move(['a'], 1, 1)
    editor.commit()
    expect(editor.getPage().widgets[0]?.position).toMatchObject({ x: 30, y: 30 })
    expect(editor.undo()).toBe('edit')
    expect(editor.getPage().widgets[0]?.position).toMatchObject({ x: 0, y: 0 })
    expect(editor.undo()).toBeUndefined()
  })

  it('takes the type given at begin (copy-drag is one add step)', () => {
    const editor = editorWith('a')
    editor.begin('add')
    const copies = editor.duplicate(['a'], 0, 0)
    if (!copies.ok) throw new Error('duplicate refused')
    editor.move(copies.value, 40, 0)
    editor.commit()
    expect(editor.getPage().widgets).toHaveLength(2)
    expect(editor.undo()).toBe('add')
    expect(editor.getPage().widgets).toHaveLength(1)
  })

  it('cancel puts the page back and records nothing', () => {
    const editor = editorWith('a')
    const before = editor.getPage()
    editor.begin()
    editor.move(['a'], 7, 7)
    editor.move(['a'], 7, 7)
    editor.cancel()
    expect(editor.getPage()).toEqual(before)
    expect(editor.store.getState().canUndo).toBe(false)
  })

  it('undo during a gesture closes the gesture first', () => {
    const editor = editorWith('a')
    editor.begin()
    editor.move(['a'], 3, 0)
    expect(editor.undo()).toBe('edit')
    expect(editor.getPage().widgets[0]?.position.x).toBe(0)
  })
})

describe('state for the UI', () => {
  it('notifies subscribers and tracks unsaved changes', () => {
    const editor = editorWith('a')
    const seen: boolean[] = []
    const stop = editor.subscribe((s) => seen.push(s.dirty))
    editor.move(['a'], 1, 0)
    editor.markSaved()
    editor.move(['a'], 1, 0)
    editor.undo()
    editor.undo()
    stop()
    editor.move(['a'], 1, 0)
    expect(seen).toEqual([true, false, true, false, true])
  })

  it('stays dirty once the saved step was dropped from a full stack', () => {
    const editor = editorWith('a')
    for (let i = 0; i <= UNDO_LIMIT; i++) editor.move(['a'], 1, 0)
    while (editor.undo());
    expect(editor.store.getState().dirty).toBe(true)
  })
})
