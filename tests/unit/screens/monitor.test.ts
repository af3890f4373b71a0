import { describe, expect, it } from 'vitest'
import { initialTab } from '../../../plugins/screens/monitor/detail.tsx'
import { historyCsv } from '../../../plugins/screens/monitor/history-export.ts'
import { gatewayAlarmKey, MONITOR_KEYS } from '../../../plugins/screens/monitor/keys.ts'
import { groupTree } from '../../../plugins/screens/monitor/list.tsx'
import { mergeValues, type Signal } from '../../../plugins/screens/monitor/live.ts'

describe('live values', () => {
  it('a value replaces an older one only when its time is not earlier (§4)', () => {
    let values = mergeValues(new Map(), [{ signalId: 's', value: 1, time: 100 }])
    values = mergeValues(values, [{ signalId: 's', value: 0, time: 99 }])
    expect(values.get('s')).toEqual({ value: 1, time: 100 })
    values = mergeValues(values, [{ signalId: 's', value: 2, time: 100 }])
    expect(values.get('s')).toEqual({ value: 2, time: 100 })
    values = mergeValues(values, [
      { signalId: 's', value: 3, time: 101 },
      { signalId: 't', value: 'x', time: 5 },
    ])
    expect(Object.fromEntries(values)).toEqual({ s: { value: 3, time: 101 }, t: { value: 'x', time: 5 } })
  })
})

describe('history export', () => {
  const signal = (over: Partial<Signal>): Signal => ({
    signalId: 'temperature',
    equipId: 'e1',
    signalTitle: 'temperature',
    equipTitle: 'Demo',
    equipKey: 'demo',
    name: 'temperature',
    unit: '°C',
    rw: 'r',
    dataType: 'float32',
    decimals: 2,
    writeMin: null,
    writeMax: null,
    mappings: [],
    ...over,
  })
  const signals = [
    signal({}),
    signal({
      signalId: 'pump',
      name: 'pump',
      unit: '',
      dataType: 'bit',
      decimals: 0,
      mappings: [{ value: 1, text: 'running' }],
    }),
    signal({ signalId: 'batch', name: 'batch', unit: '', dataType: 'text', decimals: 2 }),
  ]
  it('writes values by the signal: decimals and state-map text, the unit in its own column', () => {
    const csv = historyCsv(
      [
        { signalId: 'temperature', time: Date.UTC(2026, 0, 1), value: Math.fround(22.175) },
        { signalId: 'pump', time: Date.UTC(2026, 0, 1), value: 1 },
        { signalId: 'temperature', time: Date.UTC(2026, 0, 1), value: null },
        { signalId: 'batch', time: Date.UTC(2026, 0, 1), value: '0042' },
      ],
      signals,
      ['Signal', 'Time', 'Value', 'Unit'],
      'en',
    )
    const lines = csv.replace('\uFEFF', '').split('\n')
    expect(lines[0]).toBe('"Signal","Time","Value","Unit"')
    expect(lines.slice(1).map((l) => l.split(',').filter((_, i) => i !== 1))).toEqual([
      ['"temperature"', '"22.17"', '"°C"'],
      ['"pump"', '"running"', '""'],
      ['"temperature"', '""', '"°C"'],
      ['"batch"', '"0042"', '""'],
    ])
  })
})

describe('device detail deep links', () => {
  it.each([
    [{ alarm: '0' }, 'real'],
    [{ alarm: '1' }, 'alarm'],
    [{ orderType: 'repair', orderId: 'o1' }, 'repair'],
    [{ orderType: 'inspection', orderId: 'p1' }, 'inspection'],
    [{}, 'real'],
  ])('%o opens %s', (params, tab) => {
    expect(initialTab(params)).toBe(tab)
  })
})

describe('gateway alarm keys (§6)', () => {
  it.each([
    ['00', MONITOR_KEYS.gatewayAlarm00],
    ['01', MONITOR_KEYS.gatewayAlarm01],
    ['02', undefined],
    [undefined, undefined],
  ])('ruleType %s needs %s', (ruleType, key) => {
    expect(gatewayAlarmKey(ruleType)).toBe(key)
  })
})

describe('group tree', () => {
  it('nests groups under their parents', () => {
    expect(
      groupTree([
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B', parentId: 'a' },
        { id: 'c', name: 'C', parentId: null },
      ]),
    ).toEqual([
      { key: 'a', title: 'A', children: [{ key: 'b', title: 'B', children: [] }] },
      { key: 'c', title: 'C', children: [] },
    ])
  })
})
