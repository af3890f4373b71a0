// Rules of the issue-15 widgets that need no browser: the status slices of a signal's history, the
// migration filling later option groups into older charts (designer spec §5), the alarm table's
// older column shapes, and the table widgets' column widths (a narrow table scrolls sideways).
import { describe, expect, it } from 'vitest'
import { pairUp } from '../../../plugins/charts/xy.ts'
import { columnObjects } from '../../../plugins/widgets/ComplexAlarm/migrations.ts'
import { historyColumns } from '../../../plugins/widgets/ComplexHistory/view.tsx'
import { slicesOf } from '../../../plugins/widgets/ComplexSection/slices.ts'
import { fillChartGroups, legacyChart } from '../../../plugins/widgets/chart-kit/migrations.ts'
import { sizedColumns } from '../../../plugins/widgets/common/table-view.tsx'
import type { Widget } from '../../../schemas/page.ts'

describe('status slices', () => {
  it('hold each value until the next point, clipped to the window, equal neighbours merged', () => {
    const slices = slicesOf([0, 10, 20, 30, 40], [1, 1, 0, 2, 2], { start: 5, end: 50 })
    expect(slices).toEqual([
      { start: 5, end: 20, value: '1' },
      { start: 20, end: 30, value: '0' },
      { start: 30, end: 50, value: '2' },
    ])
  })
  it('drop points after the window', () => {
    expect(slicesOf([0, 100], [1, 0], { start: 0, end: 50 })).toEqual([{ start: 0, end: 50, value: '1' }])
  })
})

describe('chart migration', () => {
  it('fills the later groups and leaves the rest', () => {
    const old = legacyChart('ComplexBar')
    const migrated = fillChartGroups(old)
    expect(migrated.data).toMatchObject({
      mvarArray: [],
      customArray: [],
      signalArray: old.data?.signalArray,
    })
    expect(migrated.style).toMatchObject({
      timeFilter: { show: false },
      dataSelect: { show: false },
      unit: '',
    })
    expect(fillChartGroups(migrated)).toBe(migrated)
  })
})

describe('alarm table migration', () => {
  it('turns column keys into column objects, the operation column under its saved key', () => {
    const old = {
      id: 'a',
      widgetType: 'ComplexAlarm',
      data: { columns: ['equipTitle', 'operation', 'bogus'] },
    }
    const migrated = columnObjects(old as unknown as Widget)
    expect((migrated.data as unknown as { columns: unknown[] }).columns).toEqual([
      { key: 'equipTitle', title: '', show: true, width: 0 },
      { key: 'opration', title: '', show: true, width: 0 },
    ])
    expect(columnObjects(migrated)).toBe(migrated)
  })
})

describe('history table columns', () => {
  const data = (over: object) =>
    ({
      type: 'signal',
      signalArray: [
        { signalId: 's1', title: 'Flow', alias: '' },
        { signalId: '', title: '' },
        { signalId: 's3', title: '', alias: '' },
      ],
      reportSignalArray: [{ signalId: 'r1', title: 'Energy', alias: 'Shift energy' }],
      ...over,
    }) as unknown as Parameters<typeof historyColumns>[0]

  it('name the picked signals of the source, with units, never by id', () => {
    const meta = { 'data.signalArray.0': { unit: 'm³/h', decimals: 1 } }
    expect(historyColumns(data({}), meta, 'Signal')).toEqual([
      { signalId: 's1', title: 'Flow (m³/h)', meta: meta['data.signalArray.0'] },
      { signalId: 's3', title: 'Signal 3', meta: undefined },
    ])
    expect(historyColumns(data({ type: 'report' }), {}, 'Signal')).toEqual([
      { signalId: 'r1', title: 'Shift energy', meta: undefined },
    ])
  })
})

describe('table column widths', () => {
  it('keep a set width, give others the minimum, never narrower than the title on one line', () => {
    const { columns, width } = sizedColumns(
      [
        { key: 'time', title: 'Time', width: 180 },
        { key: 'flow', title: 'Flow' },
        { key: 'long', title: 'Cooling water return temperature (°C)' },
        { key: 'zh', title: '冷却水回水温度设定值（摄氏度）', width: 100 },
      ],
      14,
    )
    expect(columns.map((c) => c.width)).toEqual([180, 120, 346, 234])
    expect(width).toBe(180 + 120 + 346 + 234)
    expect(columns.every((c) => c.ellipsis)).toBe(true)
  })
})

describe('xy pairs', () => {
  it('pair each y point with the x value held at its time, none before the first x', () => {
    const x = { times: [10, 20, 30], values: [1, 2, 3] }
    const y = { times: [5, 10, 15, 25, 40], values: [50, 60, 70, 80, 90] }
    expect(pairUp(x, y)).toEqual({ xs: [1, 1, 2, 3], ys: [60, 70, 80, 90] })
  })
  it('leave out failed reads', () => {
    expect(pairUp({ times: [0], values: [Number.NaN] }, { times: [1], values: [2] })).toEqual({
      xs: [],
      ys: [],
    })
  })
})
