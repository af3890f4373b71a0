// Binding refresh over page widgets (designer spec §4): every rule at every place a binding lives.
import { describe, expect, it } from 'vitest'
import {
  type BindingTarget,
  type Change,
  refreshPage,
  refreshWidgets,
  UNBOUND_LABEL,
} from '../../../core/binding/index.ts'
import type { BindingLists } from '../../../core/kernel/types.ts'
import type { Page, Widget } from '../../../schemas/page.ts'
import { bound, click, data, LISTS, widget } from './fixtures.ts'

const GONE = bound('999', '1', 'Level', 'Pump 1')
const CLEARED = { signalId: '', equipId: '', title: '', subTitle: '' }
const STALE_TITLE = bound('101', '1', 'Old temp', 'Pump 1')
const FRESH = { ...bound('101', '1', 'Temp', 'Pump 1'), equipKey: 'K1' }

interface Case {
  name: string
  before: Widget
  after: Widget
  changes: [BindingTarget, Change][]
  lists?: BindingLists
}

const cases: Case[] = [
  // signal and scene data blocks, single binding and every signal array
  {
    name: 'signal data: missing signal cleared',
    before: widget('w', { data: { type: 'signal', ...GONE } }),
    after: widget('w', { data: { type: 'signal', ...CLEARED } }),
    changes: [['signal', 'cleared']],
  },
  {
    name: 'data without type is a signal binding',
    before: widget('w', { data: data({ ...STALE_TITLE }) }),
    after: widget('w', { data: data({ ...FRESH }) }),
    changes: [['signal', 'updated']],
  },
  {
    name: 'scene data: signal of another equipment cleared',
    before: widget('w', { data: { type: 'scene', ...bound('201', '1', 'Temp', 'Pump 1') } }),
    after: widget('w', { data: { type: 'scene', ...CLEARED } }),
    changes: [['signal', 'cleared']],
  },
  {
    name: 'signal arrays: each item refreshed, chart fields kept',
    before: widget('w', {
      widgetType: 'ComplexLine',
      data: {
        type: 'signal',
        signalArray: [
          { ...STALE_TITLE, color: '#f00' },
          { ...GONE, color: '#0f0' },
        ],
        signalArrayX: [GONE],
        signalArrayY: [STALE_TITLE],
      },
    }),
    after: widget('w', {
      widgetType: 'ComplexLine',
      data: {
        type: 'signal',
        signalArray: [
          { ...FRESH, color: '#f00' },
          { ...CLEARED, color: '#0f0' },
        ],
        signalArrayX: [CLEARED],
        signalArrayY: [FRESH],
      },
    }),
    changes: [
      ['signal', 'updated'],
      ['signal', 'cleared'],
      ['signal', 'cleared'],
      ['signal', 'updated'],
    ],
  },
  // report signals and custom reports
  {
    name: 'report data: the single signal is a report signal, cleared when gone',
    before: widget('w', { data: { type: 'report', ...bound('101', '1', 'Temp', 'Pump 1') } }),
    after: widget('w', { data: { type: 'report', ...CLEARED } }),
    changes: [['reportSignal', 'cleared']],
  },
  {
    name: 'report signal array: found ones get their title, missing ones are cleared',
    before: widget('w', {
      data: {
        type: 'report',
        reportSignalArray: [bound('r1', '1', 'old', 'Pump 1'), bound('r1', '2', 'Temp avg', 'Pump 2')],
      },
    }),
    after: widget('w', {
      data: {
        type: 'report',
        reportSignalArray: [bound('r1', '1', 'Temp avg', 'Pump 1'), CLEARED],
      },
    }),
    changes: [
      ['reportSignal', 'updated'],
      ['reportSignal', 'cleared'],
    ],
  },
  {
    name: 'custom report: cleared when gone',
    before: widget('w', { data: { type: 'report', customReportId: 'c9' } }),
    after: widget('w', { data: { type: 'report', customReportId: '' } }),
    changes: [['customReport', 'cleared']],
  },
  {
    name: 'custom report: kept when present',
    before: widget('w', { data: { type: 'report', customReportId: 'c1' } }),
    after: widget('w', { data: { type: 'report', customReportId: 'c1' } }),
    changes: [],
  },
  // memory variables
  {
    name: 'mvar data: missing variable cleared',
    before: widget('w', { data: { type: 'mvar', mvarId: 'm9', title: 'Gone' } }),
    after: widget('w', { data: { type: 'mvar', mvarId: '', title: '' } }),
    changes: [['mvar', 'cleared']],
  },
  {
    name: 'mvar data: title refreshed; its signal fields are not a signal binding',
    before: widget('w', { data: { type: 'mvar', mvarId: 'm1', title: 'Old', signalId: '999' } }),
    after: widget('w', { data: { type: 'mvar', mvarId: 'm1', title: 'Total flow', signalId: '999' } }),
    changes: [['mvar', 'updated']],
  },
  {
    name: 'mvar array: each item refreshed',
    before: widget('w', {
      data: {
        type: 'mvar',
        mvarArray: [
          { mvarId: 'm1', title: 'x', color: '#00f' },
          { mvarId: 'm2', title: 'y' },
        ],
      },
    }),
    after: widget('w', {
      data: {
        type: 'mvar',
        mvarArray: [
          { mvarId: 'm1', title: 'Total flow', color: '#00f' },
          { mvarId: '', title: '' },
        ],
      },
    }),
    changes: [
      ['mvar', 'updated'],
      ['mvar', 'cleared'],
    ],
  },
  {
    name: 'system keys have no refresh rule',
    before: widget('w', { data: { type: 'system', systemKey: 'time', systemArray: [{ systemKey: 'x' }] } }),
    after: widget('w', { data: { type: 'system', systemKey: 'time', systemArray: [{ systemKey: 'x' }] } }),
    changes: [],
  },
  // animation rules and click events
  {
    name: 'animation rule data refreshed',
    before: widget('w', {
      animation: {
        visiable: {
          enable: true,
          config: { data: { type: 'signal', ...GONE }, symbol: '==', value: '1', visiable: 'hide' },
        },
      },
    }),
    after: widget('w', {
      animation: {
        visiable: {
          enable: true,
          config: { data: { type: 'signal', ...CLEARED }, symbol: '==', value: '1', visiable: 'hide' },
        },
      },
    }),
    changes: [['signal', 'cleared']],
  },
  {
    name: 'click write target refreshed',
    before: widget('w', { clickEvent: click({ data: { type: 'signal', ...STALE_TITLE } }) }),
    after: widget('w', { clickEvent: click({ data: { type: 'signal', ...FRESH } }) }),
    changes: [['signal', 'updated']],
  },
  {
    name: 'equipment click target: cleared when the equipment is gone',
    before: widget('w', {
      clickEvent: click({ page: { type: 'equip', equipId: '9', equipPageId: 'p1', equipTitle: 'Old' } }),
    }),
    after: widget('w', {
      clickEvent: click({ page: { type: 'equip', equipId: '', equipPageId: '', equipTitle: '' } }),
    }),
    changes: [['equipment', 'cleared']],
  },
  {
    name: 'equipment click target: title refreshed',
    before: widget('w', {
      clickEvent: click({ page: { type: 'equip', equipId: '2', equipPageId: 'p1', equipTitle: 'Old' } }),
    }),
    after: widget('w', {
      clickEvent: click({ page: { type: 'equip', equipId: '2', equipPageId: 'p1', equipTitle: 'Pump 2' } }),
    }),
    changes: [['equipment', 'updated']],
  },
  {
    name: 'click page target of another type is left alone',
    before: widget('w', {
      clickEvent: click({ page: { type: 'project', equipId: '9', equipPageId: 'p1', equipTitle: 'x' } }),
    }),
    after: widget('w', {
      clickEvent: click({ page: { type: 'project', equipId: '9', equipPageId: 'p1', equipTitle: 'x' } }),
    }),
    changes: [],
  },
  {
    name: 'click iframe target: cleared when the equipment is gone',
    before: widget('w', {
      clickEvent: click({
        iframe: { type: 'equip', mainId: '9', mainTitle: 'Old', mainPageId: 'p', pageId: 'q', link: 'l' },
      }),
    }),
    after: widget('w', {
      clickEvent: click({
        iframe: { type: 'equip', mainId: '', mainTitle: '', mainPageId: '', pageId: '', link: 'l' },
      }),
    }),
    changes: [['equipment', 'cleared']],
  },
  {
    name: 'click iframe target: title refreshed',
    before: widget('w', { clickEvent: click({ iframe: { type: 'equip', mainId: '1', mainTitle: 'Old' } }) }),
    after: widget('w', {
      clickEvent: click({ iframe: { type: 'equip', mainId: '1', mainTitle: 'Pump 1' } }),
    }),
    changes: [['equipment', 'updated']],
  },
  {
    name: 'iframe widget target: cleared when the equipment is gone',
    before: widget('w', {
      widgetType: 'NavigateIframe',
      data: data({
        enable: true,
        type: 'equip',
        mainId: '9',
        mainTitle: 'x',
        mainPageId: 'p',
        pageTitle: 't',
      }),
    }),
    after: widget('w', {
      widgetType: 'NavigateIframe',
      data: data({ enable: true, type: 'equip', mainId: '', mainTitle: '', mainPageId: '', pageTitle: '' }),
    }),
    changes: [['equipment', 'cleared']],
  },
  {
    name: 'iframe widget target: title refreshed',
    before: widget('w', {
      widgetType: 'NavigateIframe',
      data: data({ type: 'equip', mainId: '2', mainTitle: 'x' }),
    }),
    after: widget('w', {
      widgetType: 'NavigateIframe',
      data: data({ type: 'equip', mainId: '2', mainTitle: 'Pump 2' }),
    }),
    changes: [['equipment', 'updated']],
  },
  // select-like widgets: per-option selections, by id then title plus equipment key
  {
    name: 'UsualSelect options: by id, then title plus equipment key, else cleared',
    before: widget('w', {
      widgetType: 'UsualSelect',
      data: data({
        selectDatas: [
          { indexId: 0, text: 'title' },
          { indexId: 1, text: 'a', clickEvent: click({ data: { ...STALE_TITLE } }) },
          {
            indexId: 2,
            text: 'b',
            clickEvent: click({ data: { ...bound('999', '5', 'Temp', 'x'), equipKey: 'K2' } }),
          },
          {
            indexId: 3,
            text: 'c',
            clickEvent: click({ data: { ...bound('999', '5', 'Temp', 'x'), equipKey: 'K7' } }),
          },
        ],
      }),
    }),
    after: widget('w', {
      widgetType: 'UsualSelect',
      data: data({
        selectDatas: [
          { indexId: 0, text: 'title' },
          { indexId: 1, text: 'a', clickEvent: click({ data: { ...FRESH } }) },
          {
            indexId: 2,
            text: 'b',
            clickEvent: click({ data: { ...bound('201', '2', 'Temp', 'Pump 2'), equipKey: 'K2' } }),
          },
          { indexId: 3, text: 'c', clickEvent: click({ data: { ...CLEARED, equipKey: '' } }) },
        ],
      }),
    }),
    changes: [
      ['signal', 'updated'],
      ['signal', 'updated'],
      ['signal', 'cleared'],
    ],
  },
  {
    name: 'NavigateSlide slides: click events refreshed',
    before: widget('w', {
      widgetType: 'NavigateSlide',
      data: data({ picArray: [{ enable: true, imgUrl: 'a.png', clickEvent: click({ data: { ...GONE } }) }] }),
    }),
    after: widget('w', {
      widgetType: 'NavigateSlide',
      data: data({
        picArray: [{ enable: true, imgUrl: 'a.png', clickEvent: click({ data: { ...CLEARED } }) }],
      }),
    }),
    changes: [['signal', 'cleared']],
  },
  {
    name: 'NavigateNav items and their children: click events refreshed',
    before: widget('w', {
      widgetType: 'NavigateNav',
      data: data({
        dataArray: [
          {
            id: 'a',
            label: 'A',
            clickEvent: click({ page: { type: 'equip', equipId: '9', equipPageId: 'p', equipTitle: 'x' } }),
            children: [{ label: 'A1', clickEvent: click({ data: { ...STALE_TITLE } }) }],
          },
        ],
      }),
    }),
    after: widget('w', {
      widgetType: 'NavigateNav',
      data: data({
        dataArray: [
          {
            id: 'a',
            label: 'A',
            clickEvent: click({ page: { type: 'equip', equipId: '', equipPageId: '', equipTitle: '' } }),
            children: [{ label: 'A1', clickEvent: click({ data: { ...FRESH } }) }],
          },
        ],
      }),
    }),
    changes: [
      ['equipment', 'cleared'],
      ['signal', 'updated'],
    ],
  },
  {
    name: 'NavigateMenu children: click events refreshed',
    before: widget('w', {
      widgetType: 'NavigateMenu',
      data: data({
        dataArray: [
          { id: 'a', label: 'A', children: [{ label: 'A1', clickEvent: click({ data: { ...GONE } }) }] },
        ],
      }),
    }),
    after: widget('w', {
      widgetType: 'NavigateMenu',
      data: data({
        dataArray: [
          { id: 'a', label: 'A', children: [{ label: 'A1', clickEvent: click({ data: { ...CLEARED } }) }] },
        ],
      }),
    }),
    changes: [['signal', 'cleared']],
  },
  // alarm equipment entries
  {
    name: 'alarm equips: missing shown as unbound, titles refreshed',
    before: widget('w', {
      widgetType: 'ComplexAlarm',
      data: data({
        equips: [
          { equipmentId: '1', title: 'Pump 1' },
          { equipmentId: '2', title: 'Old' },
          { equipmentId: '9', title: 'Gone pump' },
        ],
      }),
    }),
    after: widget('w', {
      widgetType: 'ComplexAlarm',
      data: data({
        equips: [
          { equipmentId: '1', title: 'Pump 1' },
          { equipmentId: '2', title: 'Pump 2' },
          { equipmentId: '9', title: UNBOUND_LABEL },
        ],
      }),
    }),
    changes: [
      ['alarmEquip', 'updated'],
      ['alarmEquip', 'unbound'],
    ],
  },
  {
    name: 'alarm equips: an entry already shown as unbound is no new change',
    before: widget('w', { data: data({ equips: [{ equipmentId: '9', title: UNBOUND_LABEL }] }) }),
    after: widget('w', { data: data({ equips: [{ equipmentId: '9', title: UNBOUND_LABEL }] }) }),
    changes: [],
  },
  // map equipment signal arrays
  {
    name: 'map equipments: their signal arrays refreshed',
    before: widget('w', {
      widgetType: 'ComplexMap',
      data: data({ equipments: [{ equipmentId: '1', config: { signalArray: [GONE] } }] }),
    }),
    after: widget('w', {
      widgetType: 'ComplexMap',
      data: data({ equipments: [{ equipmentId: '1', config: { signalArray: [CLEARED] } }] }),
    }),
    changes: [['signal', 'cleared']],
  },
  // lists that are not given are not checked
  {
    name: 'without a signal list, signal bindings are left alone',
    before: widget('w', {
      data: { type: 'signal', ...GONE },
      clickEvent: click({ iframe: { type: 'equip', mainId: '9' } }),
    }),
    after: widget('w', {
      data: { type: 'signal', ...GONE },
      clickEvent: click({ iframe: { type: 'equip', mainId: '' } }),
    }),
    changes: [['equipment', 'cleared']],
    lists: { equips: LISTS.equips },
  },
  {
    name: 'without an equipment list, equipment targets and alarm entries are left alone',
    before: widget('w', {
      data: data({ equips: [{ equipmentId: '9', title: 'x' }] }),
      clickEvent: click({ page: { type: 'equip', equipId: '9', equipPageId: '', equipTitle: 'x' } }),
    }),
    after: widget('w', {
      data: data({ equips: [{ equipmentId: '9', title: 'x' }] }),
      clickEvent: click({ page: { type: 'equip', equipId: '9', equipPageId: '', equipTitle: 'x' } }),
    }),
    changes: [],
    lists: { signals: LISTS.signals },
  },
  {
    name: 'without mvar, report or custom report lists, those bindings are left alone',
    before: widget('w', {
      data: { type: 'mvar', mvarId: 'm9', customReportId: 'c9', reportSignalArray: [GONE] },
    }),
    after: widget('w', {
      data: { type: 'mvar', mvarId: 'm9', customReportId: 'c9', reportSignalArray: [GONE] },
    }),
    changes: [],
    lists: { signals: LISTS.signals, equips: LISTS.equips },
  },
]

describe('refreshWidgets', () => {
  it.each(cases)('$name', ({ before, after, changes, lists }) => {
    const input = [before]
    const snapshot = structuredClone(input)
    const { widgets, summary } = refreshWidgets(input, lists ?? LISTS)
    expect(widgets).toEqual([after])
    expect(input).toEqual(snapshot)
    expect(summary.changes.map((c) => [c.target, c.change])).toEqual(changes)
    for (const change of ['cleared', 'updated', 'unbound'] as const) {
      expect(summary[change]).toBe(changes.filter(([, c]) => c === change).length)
    }
    if (changes.length === 0) expect(widgets).toBe(input)
  })
})

describe('refresh over a whole page', () => {
  const nested = widget('g', {
    widgetType: 'WidgetGroup',
    children: [
      widget('a', { data: { type: 'signal', ...GONE } }),
      widget('g2', {
        widgetType: 'WidgetGroup',
        children: [widget('b', { data: { type: 'mvar', mvarId: 'm1', title: 'Old' } })],
      }),
    ],
  })
  const page: Page = {
    con: {
      title: 'p',
      width: 1024,
      height: 768,
      fit: false,
      bgColor: '#ffffff',
      bgImage: '',
      checkpwd: false,
      password: '',
      adaption: 'width',
    },
    widgets: [nested, widget('c', { data: { type: 'signal', ...FRESH } })],
    bind: { equips: [], signals: [], keys: [], mvars: [] },
  }

  it('reaches groups at any depth and names the child widget and the old id', () => {
    const { page: next, summary } = refreshPage(page, LISTS)
    expect(summary).toEqual({
      cleared: 1,
      updated: 1,
      unbound: 0,
      changes: [
        { widgetId: 'a', target: 'signal', change: 'cleared', id: '999' },
        { widgetId: 'b', target: 'mvar', change: 'updated', id: 'm1' },
      ],
    })
    expect(next.widgets[0]?.children?.[0]?.data).toEqual({ type: 'signal', ...CLEARED })
    expect(next.widgets[0]?.children?.[1]?.children?.[0]?.data).toMatchObject({ title: 'Total flow' })
    expect(next.widgets[1]).toBe(page.widgets[1])
    expect(next.con).toBe(page.con)
    expect(page.widgets[0]?.children?.[0]?.data).toMatchObject({ signalId: '999' })
  })

  it("leaves the caller's objects unfrozen, changed or not", () => {
    const { page: next } = refreshPage(page, LISTS)
    expect(Object.isFrozen(page.widgets[1])).toBe(false)
    expect(Object.isFrozen(next.widgets[0])).toBe(false)
    expect(Object.isFrozen(next.widgets[1])).toBe(false)
  })

  it('hands back the same page when nothing changed', () => {
    const clean = { ...page, widgets: [page.widgets[1] as Widget] }
    const { page: next, summary } = refreshPage(clean, LISTS)
    expect(next).toBe(clean)
    expect(summary).toEqual({ cleared: 0, updated: 0, unbound: 0, changes: [] })
  })

  it('is idempotent: a second refresh changes nothing', () => {
    const once = refreshPage(page, LISTS).page
    const twice = refreshPage(once, LISTS)
    expect(twice.page).toBe(once)
    expect(twice.summary.changes).toEqual([])
  })

  it('passes a key map through to the title match', () => {
    const imported = {
      ...page,
      widgets: [widget('x', { data: { type: 'signal', ...bound('7001', '70', 'Temp', 'T') } })],
    }
    const { page: next } = refreshPage(imported, LISTS, { equipKeys: { '70': 'K2' } })
    expect(next.widgets[0]?.data).toMatchObject({ signalId: '201', equipId: '2', subTitle: 'Pump 2' })
  })
})
