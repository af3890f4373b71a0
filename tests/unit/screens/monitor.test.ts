import { describe, expect, it } from 'vitest'
import { initialTab } from '../../../plugins/screens/monitor/detail.tsx'
import { gatewayAlarmKey, MONITOR_KEYS } from '../../../plugins/screens/monitor/keys.ts'
import { groupTree } from '../../../plugins/screens/monitor/list.tsx'
import { formatValue, mergeValues } from '../../../plugins/screens/monitor/live.ts'

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

describe('shown values', () => {
  const signal = { decimals: 2, mappings: [{ value: 1, text: 'running' }] }
  it.each<[unknown, string]>([
    [31.290000915527344, '31.29'],
    [400, '400'],
    [1, 'running'],
    [true, 'true'],
    ['text', 'text'],
    [null, ''],
    [undefined, ''],
  ])('%s is shown as %j', (value, text) => {
    expect(formatValue(signal, value as never)).toBe(text)
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
