import { describe, expect, it } from 'vitest'
import {
  checkAddition,
  countWidgets,
  createPageEditor,
  MAX_WEATHER,
  MAX_WEBGL,
  MAX_WIDGETS,
  PASTE_OFFSET,
  type RefusalCode,
  WEATHER_TYPE,
  WEBGL_TYPE,
} from '../../../core/page/index.ts'
import { GROUP_TYPE, type Widget } from '../../../schemas/page.ts'
import { counter, many, pageOf, widget } from './fixtures.ts'

const editorOf = (widgets: Widget[]) => createPageEditor(pageOf(widgets), { nextId: counter('p') })
const mustOk = <T>(o: { ok: true; value: T } | { ok: false }): T => {
  if (!o.ok) throw new Error('refused')
  return o.value
}
const allIdsOf = (widgets: readonly Widget[]): string[] =>
  widgets.flatMap((w) => [w.id, ...allIdsOf(w.children ?? [])])

describe('paste', () => {
  it.each([1, 2, 3, 4])(`paste number %i lands that many × ${PASTE_OFFSET} px right and down`, (n) => {
    const editor = editorOf([widget('a', 10, 20)])
    editor.copy(['a'])
    let ids: string[] = []
    for (let i = 0; i < n; i++) ids = mustOk(editor.paste())
    const pasted = editor.getPage().widgets.find((w) => w.id === ids[0])!
    expect(pasted.position).toMatchObject({ x: 10 + n * PASTE_OFFSET, y: 20 + n * PASTE_OFFSET })
  })

  it('a new copy starts the offsets again', () => {
    const editor = editorOf([widget('a', 0, 0)])
    editor.copy(['a'])
    editor.paste()
    editor.paste()
    editor.copy(['a'])
    const [id] = mustOk(editor.paste())
    expect(editor.getPage().widgets.find((w) => w.id === id)?.position).toMatchObject({ x: 50, y: 50 })
  })

  it('gives new unique ids to every widget, group children included', () => {
    const editor = editorOf([widget('a'), widget('b', 200)])
    const group = mustOk(editor.group(['a', 'b']))
    editor.copy([group])
    mustOk(editor.paste())
    mustOk(editor.paste())
    const ids = allIdsOf(editor.getPage().widgets)
    expect(ids).toHaveLength(9)
    expect(new Set(ids).size).toBe(9)
    const copy = editor.getPage().widgets[1]!
    expect(copy.widgetType).toBe(GROUP_TYPE)
    expect(copy.children?.map((c) => c.widgetType)).toEqual(['UsualText', 'UsualText'])
  })

  it('copies are independent of the originals', () => {
    const editor = editorOf([widget('a', 0, 0, 100, 100, { style: { fill: 'red' } })])
    editor.copy(['a'])
    const [id] = mustOk(editor.paste())
    editor.edit(id!, { style: { fill: 'blue' } })
    expect(editor.getPage().widgets[0]?.style).toEqual({ fill: 'red' })
  })

  it('a copied group child is pasted at its page position', () => {
    const editor = editorOf([widget('a', 30, 40), widget('b', 300, 40)])
    mustOk(editor.group(['a', 'b']))
    editor.copy(['b'])
    const [id] = mustOk(editor.paste())
    expect(editor.getPage().widgets.find((w) => w.id === id)?.position).toMatchObject({ x: 350, y: 90 })
  })

  it('refuses with an empty clipboard', () => {
    expect(editorOf([]).paste()).toMatchObject({ ok: false, refusal: { code: 'clipboardEmpty' } })
  })

  it('cut removes the originals and pastes them back', () => {
    const editor = editorOf([widget('a'), widget('b', 200)])
    mustOk(editor.cut(['a']))
    expect(editor.getPage().widgets.map((w) => w.id)).toEqual(['b'])
    expect(mustOk(editor.paste())).toHaveLength(1)
    expect(editor.getPage().widgets).toHaveLength(2)
  })
})

describe('page limits', () => {
  const weather = (id: string) => widget(id, 0, 0, 10, 10, { widgetType: WEATHER_TYPE })
  const webgl = (id: string) => widget(id, 0, 0, 10, 10, { widgetType: WEBGL_TYPE })
  const cases: Array<[string, Widget[], Widget[], RefusalCode | undefined]> = [
    ['up to the widget limit', many(MAX_WIDGETS - 1), [widget('x')], undefined],
    ['one over the widget limit', many(MAX_WIDGETS), [widget('x')], 'tooManyWidgets'],
    ['weather up to its limit', many(MAX_WEATHER - 1, WEATHER_TYPE), [weather('x')], undefined],
    ['one weather too many', many(MAX_WEATHER, WEATHER_TYPE), [weather('x')], 'tooManyOfType'],
    ['the one webgl', [], [webgl('x')], undefined],
    ['a second webgl', [webgl('w')], [webgl('x')], 'tooManyOfType'],
    ['two webgl at once', [], [webgl('x'), webgl('y')], 'tooManyOfType'],
  ]
  it.each(cases)('%s', (_, existing, added, code) => {
    expect(checkAddition(existing, added)?.code).toBe(code)
  })

  it('counts a group and each of its children', () => {
    const group = { ...widget('g'), widgetType: GROUP_TYPE, children: [widget('a'), widget('b')] }
    expect(countWidgets([group, widget('c')])).toBe(4)
    expect(checkAddition(many(MAX_WIDGETS - 2), [group])?.code).toBe('tooManyWidgets')
    expect(checkAddition(many(MAX_WIDGETS - 2), [widget('x'), widget('y')])).toBeUndefined()
  })

  it('counts weather widgets nested in groups', () => {
    const group = { ...widget('g'), widgetType: GROUP_TYPE, children: many(MAX_WEATHER, WEATHER_TYPE) }
    expect(checkAddition([group], [weather('x')])?.code).toBe('tooManyOfType')
  })

  it.each([
    [
      'paste',
      (e: ReturnType<typeof editorOf>) => {
        e.copy(['w0'])
        return e.paste()
      },
    ],
    ['copy-drag', (e: ReturnType<typeof editorOf>) => e.duplicate(['w0'], 30, 0)],
    ['import', (e: ReturnType<typeof editorOf>) => e.importFragment({ widgets: [weather('x')] })],
    ['add', (e: ReturnType<typeof editorOf>) => e.add([weather('x')])],
  ])('%s over the weather limit is refused with a reason, page unchanged', (_, act) => {
    const editor = editorOf(many(MAX_WEATHER, WEATHER_TYPE))
    const before = editor.getPage()
    const out = act(editor)
    expect(out).toMatchObject({
      ok: false,
      refusal: { code: 'tooManyOfType', key: 'designer.refused.tooManyOfType', params: { max: MAX_WEATHER } },
    })
    expect(editor.getPage()).toBe(before)
  })

  it('paste over the widget limit is refused', () => {
    const editor = editorOf(many(MAX_WIDGETS))
    editor.copy(['w0'])
    expect(editor.paste()).toMatchObject({ ok: false, refusal: { code: 'tooManyWidgets' } })
    expect(countWidgets(editor.getPage().widgets)).toBe(MAX_WIDGETS)
  })

  it('uses the limits the host passes', () => {
    const editor = createPageEditor(pageOf([widget('a')]), { limits: { maxWidgets: 2, perType: {} } })
    editor.copy(['a'])
    expect(editor.paste().ok).toBe(true)
    expect(editor.paste()).toMatchObject({
      ok: false,
      refusal: { code: 'tooManyWidgets', params: { max: 2 } },
    })
    expect(MAX_WEBGL).toBe(1)
  })
})

describe('copy-drag and import', () => {
  it('copy-drag leaves copies at the drag offset with new ids', () => {
    const editor = editorOf([widget('a', 10, 10)])
    const [id] = mustOk(editor.duplicate(['a'], 30, -5))
    expect(id).not.toBe('a')
    expect(editor.getPage().widgets.find((w) => w.id === id)?.position).toMatchObject({ x: 40, y: 5 })
  })

  it('import adds a fragment with new ids and migrates old widgets', () => {
    const editor = editorOf([widget('a')])
    const ids = mustOk(
      editor.importFragment({ widgets: [{ id: 'a', widgetType: 'ComplexLine', data: { type: 'signal' } }] }),
    )
    expect(ids).toEqual(['p1'])
    const line = editor.getPage().widgets[1]!
    expect(line.data?.mvarArray).toEqual([])
    expect(line.position).toMatchObject({ x: 0, y: 0, width: 100, height: 100 })
  })
})
