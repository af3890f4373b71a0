// The page `bind` lists: every id the widgets refer to, by kind, from every place a binding lives.
import { describe, expect, it } from 'vitest'
import { collectBindings } from '../../../core/binding/index.ts'
import type { PageBind, Widget } from '../../../schemas/page.ts'
import { bound, click, data, widget } from './fixtures.ts'

const NONE: PageBind = { equips: [], signals: [], keys: [], mvars: [] }
const bind = (partial: Partial<PageBind>): PageBind => ({ ...NONE, ...partial })

describe('collectBindings per place', () => {
  const cases: [string, Widget, PageBind][] = [
    [
      'signal data',
      widget('w', { data: { type: 'signal', ...bound('101', '1', 'T', 'P') } }),
      bind({ equips: ['1'], signals: ['101'] }),
    ],
    [
      'data without type is signal',
      widget('w', { data: data({ signalId: '101', equipId: '1' }) }),
      bind({ equips: ['1'], signals: ['101'] }),
    ],
    [
      'equipment without a signal',
      widget('w', { data: { type: 'signal', equipId: '1', signalId: '' } }),
      bind({ equips: ['1'] }),
    ],
    [
      'chart signal arrays',
      widget('w', {
        data: {
          type: 'signal',
          signalArray: [bound('101', '1', 'a', 'b')],
          signalArrayX: [bound('102', '1', 'a', 'b')],
          signalArrayY: [bound('201', '2', 'a', 'b')],
        },
      }),
      bind({ equips: ['1', '2'], signals: ['101', '102', '201'] }),
    ],
    [
      'scene signal array',
      widget('w', { data: data({ type: 'scene', sceneId: 's', signalArray: [bound('101', '1', '', '')] }) }),
      bind({ equips: ['1'], signals: ['101'] }),
    ],
    [
      'report data: equipment only, report signals are not live',
      widget('w', {
        data: { type: 'report', equipId: '1', signalId: 'r1', reportSignalArray: [bound('r2', '2', '', '')] },
      }),
      bind({ equips: ['1', '2'] }),
    ],
    [
      'system keys',
      widget('w', { data: { type: 'system', systemKey: 'time', systemArray: [{ systemKey: 'date' }] } }),
      bind({ keys: ['time', 'date'] }),
    ],
    [
      'memory variables',
      widget('w', { data: { type: 'mvar', mvarId: 'm1', mvarArray: [{ mvarId: 'm2' }] } }),
      bind({ mvars: ['m1', 'm2'] }),
    ],
    [
      'only the arrays of the block kind count',
      widget('w', {
        data: {
          type: 'mvar',
          mvarId: 'm1',
          signalArray: [bound('101', '1', '', '')],
          systemArray: [{ systemKey: 'k' }],
        },
      }),
      bind({ mvars: ['m1'] }),
    ],
    [
      'animation rule data',
      widget('w', {
        animation: {
          rotate: {
            enable: true,
            config: {
              data: { type: 'signal', signalId: '102', equipId: '1' },
              symbol: '==',
              value: '1',
              direction: 'clockwise',
              speed: 1000,
            },
          },
          fillColor: { enable: false, config: { data: { type: 'mvar', mvarId: 'm3' }, list: [] } },
        },
      }),
      bind({ equips: ['1'], signals: ['102'], mvars: ['m3'] }),
    ],
    [
      'click write target',
      widget('w', { clickEvent: click({ data: { type: 'signal', signalId: '101', equipId: '1' } }) }),
      bind({ equips: ['1'], signals: ['101'] }),
    ],
    [
      'equipment click target',
      widget('w', {
        clickEvent: click({ page: { type: 'equip', equipId: '2', equipPageId: 'p', equipTitle: '' } }),
      }),
      bind({ equips: ['2'] }),
    ],
    [
      'click page target of another type',
      widget('w', {
        clickEvent: click({ page: { type: 'project', equipId: '2', equipPageId: '', equipTitle: '' } }),
      }),
      NONE,
    ],
    [
      'click iframe equipment',
      widget('w', { clickEvent: click({ iframe: { type: 'equip', mainId: '2' } }) }),
      bind({ equips: ['2'] }),
    ],
    [
      'iframe widget equipment',
      widget('w', { widgetType: 'NavigateIframe', data: data({ type: 'equip', mainId: '1' }) }),
      bind({ equips: ['1'] }),
    ],
    [
      'iframe widget link',
      widget('w', { widgetType: 'NavigateIframe', data: data({ type: 'link', mainId: '', link: 'x' }) }),
      NONE,
    ],
    [
      'select options',
      widget('w', {
        widgetType: 'UsualSelect',
        data: data({
          selectDatas: [
            { text: 't' },
            { text: 'a', clickEvent: click({ data: { signalId: '101', equipId: '1' } }) },
          ],
        }),
      }),
      bind({ equips: ['1'], signals: ['101'] }),
    ],
    [
      'carousel slides',
      widget('w', {
        widgetType: 'NavigateSlide',
        data: data({ picArray: [{ clickEvent: click({ data: { signalId: '201', equipId: '2' } }) }] }),
      }),
      bind({ equips: ['2'], signals: ['201'] }),
    ],
    [
      'nav and menu items and children',
      widget('w', {
        widgetType: 'NavigateMenu',
        data: data({
          dataArray: [
            {
              clickEvent: click({ page: { type: 'equip', equipId: '1', equipPageId: '', equipTitle: '' } }),
              children: [{ clickEvent: click({ data: { type: 'mvar', mvarId: 'm1' } }) }],
            },
          ],
        }),
      }),
      bind({ equips: ['1'], mvars: ['m1'] }),
    ],
    [
      'alarm equipment entries',
      widget('w', {
        widgetType: 'ComplexAlarm',
        data: data({ equips: [{ equipmentId: '1' }, { equipmentId: '2' }] }),
      }),
      bind({ equips: ['1', '2'] }),
    ],
    [
      'map equipments and their signals',
      widget('w', {
        widgetType: 'ComplexMap',
        data: data({
          equipments: [{ equipmentId: '2', config: { signalArray: [bound('201', '2', '', '')] } }],
        }),
      }),
      bind({ equips: ['2'], signals: ['201'] }),
    ],
    ['nothing bound', widget('w', { data: { type: 'signal', signalId: '', equipId: '' } }), NONE],
  ]

  it.each(cases)('%s', (_name, w, expected) => {
    expect(collectBindings([w])).toEqual(expected)
  })
})

describe('collectBindings over a page', () => {
  it('walks groups, keeps document order and lists each id once', () => {
    const widgets = [
      widget('a', { data: { type: 'signal', ...bound('201', '2', '', '') } }),
      widget('g', {
        widgetType: 'WidgetGroup',
        children: [
          widget('b', { data: { type: 'signal', ...bound('101', '1', '', '') } }),
          widget('g2', {
            widgetType: 'WidgetGroup',
            children: [widget('c', { data: { type: 'signal', ...bound('201', '2', '', '') } })],
          }),
        ],
      }),
      widget('d', { data: { type: 'system', systemKey: 'time' } }),
    ]
    expect(collectBindings(widgets)).toEqual({
      equips: ['2', '1'],
      signals: ['201', '101'],
      keys: ['time'],
      mvars: [],
    })
  })

  it('is empty for an empty page', () => {
    expect(collectBindings([])).toEqual(NONE)
  })
})
