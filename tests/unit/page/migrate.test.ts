import { describe, expect, it } from 'vitest'
import {
  CHART_TYPES,
  DATA_SELECT_DEFAULT,
  type LegacyWidget,
  migratePage,
  migrateWidget,
  NAVIGATION_TYPES,
  RIGHT_DISTANCE,
  TIME_FILTER_DEFAULT,
  toPadding,
  UNIT_DEFAULT,
} from '../../../core/page/index.ts'
import { Page } from '../../../schemas/page.ts'
import { check } from '../../../schemas/validate.ts'

const old = (widgetType: string, extra: Partial<LegacyWidget> = {}): LegacyWidget => ({
  id: 'w',
  widgetType,
  ...extra,
})

describe('filling option groups of old widgets', () => {
  const fills: Array<[string, string, 'data' | 'style', string, unknown]> = [
    ...CHART_TYPES.flatMap(
      (type): Array<[string, string, 'data' | 'style', string, unknown]> => [
        [type, 'mvarArray', 'data', 'mvarArray', []],
        [type, 'customArray', 'data', 'customArray', []],
        [type, 'timeFilter', 'style', 'timeFilter', TIME_FILTER_DEFAULT],
        [type, 'dataSelect', 'style', 'dataSelect', DATA_SELECT_DEFAULT],
        [type, 'unit', 'style', 'unit', UNIT_DEFAULT],
      ],
    ),
    ['UsualSelect', 'rightDistance', 'style', 'rightDistance', RIGHT_DISTANCE],
    ['UsualDataText', 'mvarArray (any data block)', 'data', 'mvarArray', []],
  ]
  it.each(fills)('%s gets %s', (type, _, group, key, value) => {
    const migrated = migrateWidget(old(type, { data: { type: 'signal' }, style: {} }))
    expect(migrated[group]?.[key as never]).toEqual(value)
  })

  it('keeps what is there', () => {
    const kept = migrateWidget(
      old('ComplexLine', {
        data: { type: 'signal', mvarArray: [{ mvarId: 'm1' }] },
        style: { timeFilter: { show: true }, unit: 'kW' },
      }),
    )
    expect(kept.data?.mvarArray).toEqual([{ mvarId: 'm1' }])
    expect(kept.style).toMatchObject({ timeFilter: { show: true }, unit: 'kW' })
  })

  it('creates the option groups a chart lacks, and leaves other widgets without them', () => {
    expect(migrateWidget(old('ComplexBar')).data).toMatchObject({ type: 'signal', customArray: [] })
    const text = migrateWidget(old('UsualText', { style: {} }))
    expect(text.data).toBeUndefined()
    expect(text.style).toEqual({})
  })

  it('fills common fields and migrates group children', () => {
    const group = migrateWidget(
      old('WidgetGroup', { position: { x: 1, y: 2, width: 40, height: 20 }, children: [old('UsualSelect')] }),
    )
    expect(group).toMatchObject({
      widgetName: '组合',
      posLock: false,
      authRegion: '',
      origin: { x: 20, y: 10 },
    })
    expect(group.children?.[0]).toMatchObject({
      widgetName: '',
      position: { x: 0, y: 0, width: 100, height: 100, rotate: 0 },
      style: { rightDistance: RIGHT_DISTANCE },
    })
  })

  it('leaves the input alone', () => {
    const input = old('ComplexLine')
    migrateWidget(input)
    expect(input).toEqual({ id: 'w', widgetType: 'ComplexLine' })
  })
})

describe('legacy navigation padding', () => {
  const cases: Array<[unknown, ReturnType<typeof toPadding>]> = [
    [8, { top: 8, right: 8, bottom: 8, left: 8 }],
    ['8px', { top: 8, right: 8, bottom: 8, left: 8 }],
    ['4px 10px', { top: 4, right: 10, bottom: 4, left: 10 }],
    ['1 2 3', { top: 1, right: 2, bottom: 3, left: 2 }],
    [[1, 2, 3, 4], { top: 1, right: 2, bottom: 3, left: 4 }],
    [{ top: 1, right: 1, bottom: 1, left: 1 }, undefined],
    ['wide', undefined],
    [undefined, undefined],
  ]
  it.each(cases)('%j becomes %j', (legacy, expected) => {
    expect(toPadding(legacy)).toEqual(expected)
  })

  it.each(NAVIGATION_TYPES)('%s converts padding at the style root and in its menu sections', (type) => {
    const nav = migrateWidget(old(type, { style: { padding: 6, firstMenu: { padding: '2px 4px' } } }))
    expect(nav.style).toEqual({
      padding: { top: 6, right: 6, bottom: 6, left: 6 },
      firstMenu: { padding: { top: 2, right: 4, bottom: 2, left: 4 } },
    })
  })

  it('other widgets keep their padding', () => {
    expect(migrateWidget(old('UsualText', { style: { padding: 6 } })).style).toEqual({ padding: 6 })
  })
})

describe('migratePage', () => {
  it('fills container defaults: 1024x768, white, adaption width', () => {
    const page = migratePage({})
    expect(page.con).toMatchObject({ width: 1024, height: 768, bgColor: '#ffffff', adaption: 'width' })
    expect(page.bind).toEqual({ equips: [], signals: [], keys: [], mvars: [] })
    expect(check(Page, page).ok).toBe(true)
  })

  it.each([
    ['800', 800],
    [' 640 ', 640],
    [1280, 1280],
    ['', 1024],
    ['abc', 1024],
    [0, 1024],
  ])('page width %j is stored as %d', (width, expected) => {
    expect(migratePage({ con: { width } }).con.width).toBe(expected)
  })

  it('gives a page that validates against the schema from an old saved one', () => {
    const page = migratePage({
      con: { title: 'old', width: '1920', height: '1080', bgColor: '#000000' },
      widgets: [
        old('ComplexLine', { id: 'line', position: { x: 1, y: 2 } }),
        old('NavigateNav', { id: 'nav', style: { padding: [2, 4] } }),
        old('WidgetGroup', {
          id: 'g',
          children: [old('UsualText', { id: 't' }), old('UsualSelect', { id: 's' })],
        }),
      ],
      bind: { equips: ['e1'] },
    })
    const result = check(Page, page)
    expect(result.errors).toEqual([])
    expect(page.con).toMatchObject({ title: 'old', width: 1920, height: 1080, bgColor: '#000000' })
  })
})
