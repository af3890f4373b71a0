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
const NO_PAGE = { type: 'equip', equipId: '', equipPageId: '', equipTitle: '' }

interface Case {
  name: string
  before: Widget
  after: Widget
  changes: [BindingTarget, Change][]
  lists?: BindingLists
}

type Fields = Record<string, unknown>
/** The same widget around a part before and after the refresh. */
const around = <T>(make: (part: T) => Widget, before: T, after: T) => ({
  before: make(before),
  after: make(after),
})
/** A case the refresh must leave as it is. */
const unchanged = (name: string, before: Widget, lists?: BindingLists): Case => ({
  name,
  before,
  after: structuredClone(before),
  changes: [],
  ...(lists && { lists }),
})
/** A widget (of `widgetType`, else the default) with the data `fields`. */
const withData =
  (widgetType?: string) =>
  (fields: Fields): Widget =>
    widget('w', { ...(widgetType === undefined ? {} : { widgetType }), data: data(fields) })
const plain = withData()
const typed = (type: string) => (part: Fields) => plain({ type, ...part })
const onClick = (config: Fields) => widget('w', { clickEvent: click(config) })
const clickData = (part: Fields) => onClick({ data: part })
const clickPage = (page: Fields) => onClick({ page })
const clickIframe = (iframe: Fields) => onClick({ iframe })
/** Each in a list of items (in `data[key]` of a `widgetType` widget), clicked to the click data given. */
const clickItems = (widgetType: string, key: string, item: (clickEvent: Widget['clickEvent']) => Fields) =>
  around((part: Fields) => withData(widgetType)({ [key]: [item(click({ data: part }))] }), GONE, CLEARED)

const cases: Case[] = [
  // signal and scene data blocks, single binding and every signal array
  {
    name: 'signal data: missing signal cleared',
    ...around(typed('signal'), GONE, CLEARED),
    changes: [['signal', 'cleared']],
  },
  {
    name: 'data without type is a signal binding',
    ...around(plain, STALE_TITLE, FRESH),
    changes: [['signal', 'updated']],
  },
  {
    name: 'scene data: signal of another equipment cleared',
    ...around(typed('scene'), bound('201', '1', 'Temp', 'Pump 1'), CLEARED),
    changes: [['signal', 'cleared']],
  },
  {
    name: 'signal arrays: each item refreshed, chart fields kept',
    ...around(
      ([one, two]: Fields[]) =>
        withData('ComplexLine')({
          type: 'signal',
          signalArray: [
            { ...one, color: '#f00' },
            { ...two, color: '#0f0' },
          ],
          signalArrayX: [two],
          signalArrayY: [one],
        }),
      [STALE_TITLE, GONE],
      [FRESH, CLEARED],
    ),
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
    ...around(typed('report'), bound('101', '1', 'Temp', 'Pump 1'), CLEARED),
    changes: [['reportSignal', 'cleared']],
  },
  {
    name: 'report signal array: found ones get their title, missing ones are cleared',
    ...around(
      (reportSignalArray: Fields[]) => typed('report')({ reportSignalArray }),
      [bound('r1', '1', 'old', 'Pump 1'), bound('r1', '2', 'Temp avg', 'Pump 2')],
      [bound('r1', '1', 'Temp avg', 'Pump 1'), CLEARED],
    ),
    changes: [
      ['reportSignal', 'updated'],
      ['reportSignal', 'cleared'],
    ],
  },
  {
    name: 'custom report: cleared when gone',
    ...around(typed('report'), { customReportId: 'c9' }, { customReportId: '' }),
    changes: [['customReport', 'cleared']],
  },
  unchanged('custom report: kept when present', typed('report')({ customReportId: 'c1' })),
  // memory variables
  {
    name: 'mvar data: missing variable cleared',
    ...around(typed('mvar'), { mvarId: 'm9', title: 'Gone' }, { mvarId: '', title: '' }),
    changes: [['mvar', 'cleared']],
  },
  {
    name: 'mvar data: title refreshed; its signal fields are not a signal binding',
    ...around(
      typed('mvar'),
      { mvarId: 'm1', title: 'Old', signalId: '999' },
      { mvarId: 'm1', title: 'Total flow', signalId: '999' },
    ),
    changes: [['mvar', 'updated']],
  },
  {
    name: 'mvar array: each item refreshed',
    ...around(
      (mvarArray: Fields[]) => typed('mvar')({ mvarArray }),
      [
        { mvarId: 'm1', title: 'x', color: '#00f' },
        { mvarId: 'm2', title: 'y' },
      ],
      [
        { mvarId: 'm1', title: 'Total flow', color: '#00f' },
        { mvarId: '', title: '' },
      ],
    ),
    changes: [
      ['mvar', 'updated'],
      ['mvar', 'cleared'],
    ],
  },
  unchanged(
    'system keys have no refresh rule',
    typed('system')({ systemKey: 'time', systemArray: [{ systemKey: 'x' }] }),
  ),
  // animation rules and click events
  {
    name: 'animation rule data refreshed',
    ...around(
      (slot: Fields) =>
        widget('w', {
          animation: {
            visiable: {
              enable: true,
              config: { data: { type: 'signal', ...slot }, symbol: '==', value: '1', visiable: 'hide' },
            },
          },
        }),
      GONE,
      CLEARED,
    ),
    changes: [['signal', 'cleared']],
  },
  {
    name: 'click write target refreshed',
    ...around((slot: Fields) => clickData({ type: 'signal', ...slot }), STALE_TITLE, FRESH),
    changes: [['signal', 'updated']],
  },
  {
    name: 'equipment click target: cleared when the equipment is gone',
    ...around(clickPage, { type: 'equip', equipId: '9', equipPageId: 'p1', equipTitle: 'Old' }, NO_PAGE),
    changes: [['equipment', 'cleared']],
  },
  {
    name: 'equipment click target: title refreshed',
    ...around(
      (equip: Fields) => clickPage({ type: 'equip', equipPageId: 'p1', ...equip }),
      { equipId: '2', equipTitle: 'Old' },
      { equipId: '2', equipTitle: 'Pump 2' },
    ),
    changes: [['equipment', 'updated']],
  },
  unchanged(
    'click page target of another type is left alone',
    clickPage({ type: 'project', equipId: '9', equipPageId: 'p1', equipTitle: 'x' }),
  ),
  {
    name: 'click iframe target: cleared when the equipment is gone',
    ...around(
      clickIframe,
      { type: 'equip', mainId: '9', mainTitle: 'Old', mainPageId: 'p', pageId: 'q', link: 'l' },
      { type: 'equip', mainId: '', mainTitle: '', mainPageId: '', pageId: '', link: 'l' },
    ),
    changes: [['equipment', 'cleared']],
  },
  {
    name: 'click iframe target: title refreshed',
    ...around(
      clickIframe,
      { type: 'equip', mainId: '1', mainTitle: 'Old' },
      { type: 'equip', mainId: '1', mainTitle: 'Pump 1' },
    ),
    changes: [['equipment', 'updated']],
  },
  {
    name: 'iframe widget target: cleared when the equipment is gone',
    ...around(
      withData('NavigateIframe'),
      { enable: true, type: 'equip', mainId: '9', mainTitle: 'x', mainPageId: 'p', pageTitle: 't' },
      { enable: true, type: 'equip', mainId: '', mainTitle: '', mainPageId: '', pageTitle: '' },
    ),
    changes: [['equipment', 'cleared']],
  },
  {
    name: 'iframe widget target: title refreshed',
    ...around(
      withData('NavigateIframe'),
      { type: 'equip', mainId: '2', mainTitle: 'x' },
      { type: 'equip', mainId: '2', mainTitle: 'Pump 2' },
    ),
    changes: [['equipment', 'updated']],
  },
  // select-like widgets: per-option selections, by id then title plus equipment key
  {
    name: 'UsualSelect options: by id, then title plus equipment key, else cleared',
    ...around(
      (slots: Fields[]) =>
        withData('UsualSelect')({
          selectDatas: [
            { indexId: 0, text: 'title' },
            ...slots.map((slot, i) => ({
              indexId: i + 1,
              text: 'abc'[i],
              clickEvent: click({ data: slot }),
            })),
          ],
        }),
      [
        { ...STALE_TITLE },
        { ...bound('999', '5', 'Temp', 'x'), equipKey: 'K2' },
        { ...bound('999', '5', 'Temp', 'x'), equipKey: 'K7' },
      ],
      [
        { ...FRESH },
        { ...bound('201', '2', 'Temp', 'Pump 2'), equipKey: 'K2' },
        { ...CLEARED, equipKey: '' },
      ],
    ),
    changes: [
      ['signal', 'updated'],
      ['signal', 'updated'],
      ['signal', 'cleared'],
    ],
  },
  {
    name: 'NavigateSlide slides: click events refreshed',
    ...clickItems('NavigateSlide', 'picArray', (clickEvent) => ({
      enable: true,
      imgUrl: 'a.png',
      clickEvent,
    })),
    changes: [['signal', 'cleared']],
  },
  {
    name: 'NavigateNav items and their children: click events refreshed',
    ...around(
      ([page, slot]: [Fields, Fields]) =>
        withData('NavigateNav')({
          dataArray: [
            {
              id: 'a',
              label: 'A',
              clickEvent: click({ page }),
              children: [{ label: 'A1', clickEvent: click({ data: slot }) }],
            },
          ],
        }),
      [{ type: 'equip', equipId: '9', equipPageId: 'p', equipTitle: 'x' }, { ...STALE_TITLE }],
      [NO_PAGE, { ...FRESH }],
    ),
    changes: [
      ['equipment', 'cleared'],
      ['signal', 'updated'],
    ],
  },
  {
    name: 'NavigateMenu children: click events refreshed',
    ...clickItems('NavigateMenu', 'dataArray', (clickEvent) => ({
      id: 'a',
      label: 'A',
      children: [{ label: 'A1', clickEvent }],
    })),
    changes: [['signal', 'cleared']],
  },
  // alarm equipment entries
  {
    name: 'alarm equips: missing shown as unbound, titles refreshed',
    ...around(
      ([second, third]: string[]) =>
        withData('ComplexAlarm')({
          equips: [
            { equipmentId: '1', title: 'Pump 1' },
            { equipmentId: '2', title: second },
            { equipmentId: '9', title: third },
          ],
        }),
      ['Old', 'Gone pump'],
      ['Pump 2', UNBOUND_LABEL],
    ),
    changes: [
      ['alarmEquip', 'updated'],
      ['alarmEquip', 'unbound'],
    ],
  },
  unchanged(
    'alarm equips: an entry already shown as unbound is no new change',
    plain({ equips: [{ equipmentId: '9', title: UNBOUND_LABEL }] }),
  ),
  // map equipment signal arrays
  {
    name: 'map equipments: their signal arrays refreshed',
    ...around(
      (slot: Fields) =>
        withData('ComplexMap')({ equipments: [{ equipmentId: '1', config: { signalArray: [slot] } }] }),
      GONE,
      CLEARED,
    ),
    changes: [['signal', 'cleared']],
  },
  // lists that are not given are not checked
  {
    name: 'without a signal list, signal bindings are left alone',
    ...around(
      (mainId: string) =>
        widget('w', {
          data: { type: 'signal', ...GONE },
          clickEvent: click({ iframe: { type: 'equip', mainId } }),
        }),
      '9',
      '',
    ),
    changes: [['equipment', 'cleared']],
    lists: { equips: LISTS.equips },
  },
  unchanged(
    'without an equipment list, equipment targets and alarm entries are left alone',
    widget('w', {
      data: data({ equips: [{ equipmentId: '9', title: 'x' }] }),
      clickEvent: click({ page: { type: 'equip', equipId: '9', equipPageId: '', equipTitle: 'x' } }),
    }),
    { signals: LISTS.signals },
  ),
  unchanged(
    'without mvar, report or custom report lists, those bindings are left alone',
    typed('mvar')({ mvarId: 'm9', customReportId: 'c9', reportSignalArray: [GONE] }),
    { signals: LISTS.signals, equips: LISTS.equips },
  ),
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
