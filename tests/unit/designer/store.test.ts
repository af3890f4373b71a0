// The designer store drives core/page's editor: commands, selection kept in step, refusals reported,
// preferences stored with the spec's defaults.
import { describe, expect, it } from 'vitest'
import { createKernel } from '../../../core/kernel/index.ts'
import { createPageEditor, PASTE_OFFSET, type Refusal } from '../../../core/page/index.ts'
import { createDesigner } from '../../../host/designer/store/designer-store.ts'
import { PREFERENCES_KEY, readPreferences } from '../../../host/designer/store/preferences.ts'
import {
  RECENT_COLOURS_KEY,
  readRecentColours,
  rememberColour,
} from '../../../host/designer/store/recent-colours.ts'
import { builtinRulePlugins } from '../../../plugins/rules/index.ts'
import { builtinWidgetPlugins } from '../../../plugins/widgets/index.ts'
import type { Page, Widget } from '../../../schemas/page.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  }
}

function setup(page?: Page) {
  const kernel = createKernel()
  for (const p of [...builtinRulePlugins, ...builtinWidgetPlugins]) kernel.use(p)
  let n = 0
  const nextId = () => `id${++n}`
  const editor = createPageEditor(
    page ?? {
      con: {
        title: '',
        width: 1024,
        height: 768,
        fit: false,
        bgColor: '#ffffff',
        bgImage: '',
        checkpwd: false,
        password: '',
        adaption: 'width',
      },
      widgets: [],
      bind: { equips: [], signals: [], keys: [], mvars: [] },
    },
    { nextId },
  )
  const refusals: Refusal[] = []
  const storage = memoryStorage()
  const designer = createDesigner({ editor, kernel, nextId, storage, onRefusal: (r) => refusals.push(r) })
  const widgets = () => editor.getPage().widgets
  const state = () => designer.store.getState()
  return { designer, editor, refusals, widgets, state, storage, a: designer.actions }
}

const box = (w: Widget) => ({
  x: w.position.x,
  y: w.position.y,
  width: w.position.width,
  height: w.position.height,
})

describe('designer store', () => {
  it('draws a widget with its plugin defaults and selects it', () => {
    const { a, widgets, state } = setup()
    const id = a.addWidget('UsualDashboard', { x: 10.4, y: 20, width: 150, height: 160 })
    expect(widgets()).toHaveLength(1)
    expect(widgets()[0]).toMatchObject({ id, widgetType: 'UsualDashboard', widgetName: '仪表盘' })
    expect(box(widgets()[0]!)).toEqual({ x: 10, y: 20, width: 150, height: 160 })
    expect(state().selection).toEqual([id])
  })

  it('uses the default size for a click without a drawn box (under 2 px)', () => {
    const { a, widgets } = setup()
    a.addWidget('UsualDashboard', { x: 0, y: 0, width: 1, height: 1 })
    expect(box(widgets()[0]!)).toMatchObject({ width: 200, height: 200 })
  })

  it('undoes and redoes, keeping the selection to existing widgets', () => {
    const { a, widgets, state } = setup()
    a.addWidget('rect', { x: 0, y: 0 })
    a.undo()
    expect(widgets()).toHaveLength(0)
    expect(state().selection).toEqual([])
    a.redo()
    expect(widgets()).toHaveLength(1)
  })

  it('groups and ungroups the selection', () => {
    const { a, widgets, state } = setup()
    const one = a.addWidget('rect', { x: 0, y: 0 })!
    const two = a.addWidget('circle', { x: 200, y: 100 })!
    a.select([one, two])
    a.group()
    expect(widgets()).toHaveLength(1)
    expect(widgets()[0]).toMatchObject({
      widgetType: 'WidgetGroup',
      position: { x: 0, y: 0, width: 300, height: 200 },
    })
    expect(state().selection).toEqual([widgets()[0]!.id])
    a.ungroup()
    expect(
      widgets()
        .map((w) => w.id)
        .sort(),
    ).toEqual([one, two].sort())
    expect(state().selection.sort()).toEqual([one, two].sort())
  })

  it('reports the refusal of grouping fewer than two unlocked widgets', () => {
    const { a, refusals } = setup()
    const one = a.addWidget('rect', { x: 0, y: 0 })!
    a.select([one])
    a.group()
    expect(refusals.map((r) => r.code)).toEqual(['groupNeedsTwo'])
  })

  it('pastes copies with new ids, 50 px further each time', () => {
    const { a, widgets, state } = setup()
    const one = a.addWidget('rect', { x: 10, y: 10 })!
    a.copy()
    a.paste()
    a.paste()
    expect(widgets().map((w) => [w.position.x, w.position.y])).toEqual([
      [10, 10],
      [10 + PASTE_OFFSET, 10 + PASTE_OFFSET],
      [10 + 2 * PASTE_OFFSET, 10 + 2 * PASTE_OFFSET],
    ])
    expect(new Set(widgets().map((w) => w.id)).size).toBe(3)
    expect(state().selection).not.toContain(one)
  })

  it('cuts, and copy-drags copies while the originals stay', () => {
    const { a, widgets } = setup()
    a.addWidget('rect', { x: 0, y: 0 })
    a.duplicate(30, 40)
    expect(widgets().map((w) => [w.position.x, w.position.y])).toEqual([
      [0, 0],
      [30, 40],
    ])
    a.cut()
    expect(widgets()).toHaveLength(1)
  })

  it('does not move locked widgets', () => {
    const { a, widgets } = setup()
    a.addWidget('rect', { x: 0, y: 0 })
    a.setLocked(true)
    a.nudge(10, 0)
    expect(widgets()[0]?.position.x).toBe(0)
    a.setLocked(false)
    a.nudge(10, 0)
    expect(widgets()[0]?.position.x).toBe(10)
  })

  it('makes one undo step of a gesture', () => {
    const { a, widgets } = setup()
    const id = a.addWidget('rect', { x: 0, y: 0 })!
    a.gesture(() => {
      a.move([id], 5, 0)
      a.move([id], 5, 0)
    })
    expect(widgets()[0]?.position.x).toBe(10)
    a.undo()
    expect(widgets()[0]?.position.x).toBe(0)
  })

  it('resizes and turns a selection as one undo step each, reporting a refused size', () => {
    const { a, widgets, refusals } = setup()
    const ids = [
      a.addWidget('rect', { x: 0, y: 0, width: 100, height: 50 })!,
      a.addWidget('rect', { x: 200, y: 100, width: 100, height: 100 })!,
    ]
    const boxes = () => widgets().map(box)
    const drawn = boxes()
    a.gesture(() => a.scaleSelection(ids, { x: 0, y: 0, width: 600, height: 400 }))
    expect(boxes()).toEqual([
      { x: 0, y: 0, width: 200, height: 100 },
      { x: 400, y: 200, width: 200, height: 200 },
    ])
    a.gesture(() => a.rotateSelection(ids, 90))
    expect(widgets().map((w) => w.position.rotate)).toEqual([90, 90])
    a.undo()
    expect(widgets().map((w) => w.position.rotate)).toEqual([0, 0])
    a.undo()
    expect(boxes()).toEqual(drawn)
    a.gesture(() => a.scaleSelection(ids, { x: 0, y: 0, width: 2, height: 400 }))
    expect(refusals.at(-1)?.code).toBe('groupTooSmall')
    expect(boxes()).toEqual(drawn)
  })

  it('aligns, spaces evenly (refusing two) and orders', () => {
    const { a, widgets, refusals } = setup()
    const ids = [a.addWidget('rect', { x: 0, y: 0 })!, a.addWidget('rect', { x: 50, y: 30 })!]
    a.select(ids)
    a.align('top')
    expect(widgets().map((w) => w.position.y)).toEqual([0, 0])
    a.distribute('horizontal')
    expect(refusals.at(-1)?.code).toBe('distributeNeedsThree')
    a.select([ids[0]!])
    a.order('front')
    expect(widgets().map((w) => w.id)).toEqual([ids[1], ids[0]])
  })

  it('paints the brushed style and disarms the brush', () => {
    const { a, editor, widgets, state } = setup()
    const src = a.addWidget('rect', { x: 0, y: 0 })!
    const dst = a.addWidget('rect', { x: 0, y: 0 })!
    editor.edit(src, { style: { fill: '#123456' } })
    a.select([src])
    a.armBrush()
    expect(state().brush).toBe(src)
    a.applyBrush([dst])
    expect(widgets()[1]?.style?.fill).toBe('#123456')
    expect(state().brush).toBeUndefined()
  })

  it('refuses a page password with commas or spaces', () => {
    const { a, editor, refusals } = setup()
    expect(a.setContainer({ password: 'a b' })).toBe(false)
    expect(refusals.at(-1)?.code).toBe('passwordChars')
    expect(a.setContainer({ width: '800', password: 'secret' })).toBe(true)
    expect(editor.getPage().con).toMatchObject({ width: 800, password: 'secret' })
  })
})

describe('preferences', () => {
  it('default to the spec’s values and are stored locally', () => {
    const { a, state, storage } = setup()
    expect(state().prefs).toEqual({
      autosave: false,
      autosaveInterval: 5,
      grid: true,
      ruler: true,
      adsorb: false,
      dataTextShow: 'signalName',
    })
    a.setPrefs({ adsorb: true })
    expect(readPreferences(storage)).toMatchObject({ adsorb: true, grid: true })
  })

  it('ignore stored values of the wrong type', () => {
    const storage = memoryStorage({
      [PREFERENCES_KEY]: JSON.stringify({ grid: 'yes', autosaveInterval: 10 }),
    })
    expect(readPreferences(storage)).toMatchObject({ grid: true, autosaveInterval: 10 })
  })

  it('keep up to 20 recent colours, newest first, without repeats', () => {
    const storage = memoryStorage()
    for (let i = 0; i < 25; i++) rememberColour(storage, `#0000${String(i).padStart(2, '0')}`)
    rememberColour(storage, '#000003')
    const recent = readRecentColours(storage)
    expect(recent).toHaveLength(20)
    expect(recent[0]).toBe('#000003')
    expect(new Set(recent).size).toBe(20)
    expect(storage.data.has(RECENT_COLOURS_KEY)).toBe(true)
  })
})
