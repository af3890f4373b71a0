// The signal refresh rule of designer spec §4 on one binding slot: id first (same equipment), then title
// (within the equipment of the key map or the stored key, else the same equipment), otherwise cleared.
import { describe, expect, it } from 'vitest'
import {
  type Change,
  type EquipKeyMap,
  indexSignals,
  refreshSignal,
  type SignalSlot,
} from '../../../core/binding/index.ts'
import { bound, SIGNALS } from './fixtures.ts'

const index = indexSignals(SIGNALS)
const CLEARED = { signalId: '', equipId: '', title: '', subTitle: '' }

describe('signal refresh rule', () => {
  const cases: [string, SignalSlot, EquipKeyMap | undefined, Change | undefined, SignalSlot][] = [
    [
      'found by id, same equipment, same titles: untouched',
      { ...bound('101', '1', 'Temp', 'Pump 1'), equipKey: 'K1' },
      undefined,
      undefined,
      { ...bound('101', '1', 'Temp', 'Pump 1'), equipKey: 'K1' },
    ],
    [
      'found by id with a changed signal title: title updated',
      bound('101', '1', 'Old temp', 'Pump 1'),
      undefined,
      'updated',
      { ...bound('101', '1', 'Temp', 'Pump 1'), equipKey: 'K1' },
    ],
    [
      'found by id with a changed equipment title: subtitle updated',
      bound('102', '1', 'Pressure', 'Old pump'),
      undefined,
      'updated',
      { ...bound('102', '1', 'Pressure', 'Pump 1'), equipKey: 'K1' },
    ],
    [
      'found by id but in a different equipment: cleared',
      bound('201', '1', 'Temp', 'Pump 1'),
      undefined,
      'cleared',
      CLEARED,
    ],
    [
      'found by id before title: a key map pointing elsewhere does not move it',
      { ...bound('101', '1', 'Temp', 'Pump 1'), equipKey: 'K1' },
      { '1': 'K2' },
      undefined,
      { ...bound('101', '1', 'Temp', 'Pump 1'), equipKey: 'K1' },
    ],
    [
      'found by id, no equipment stored: takes the signal equipment',
      { signalId: '102', equipId: '', title: 'Pressure' },
      undefined,
      'updated',
      { ...bound('102', '1', 'Pressure', 'Pump 1'), equipKey: 'K1' },
    ],
    [
      'missing id, same title in the same equipment: rebound',
      bound('999', '2', 'Temp', 'Pump 2'),
      undefined,
      'updated',
      { ...bound('201', '2', 'Temp', 'Pump 2'), equipKey: 'K2' },
    ],
    [
      'missing id, same title only in another equipment: cleared',
      bound('999', '3', 'Pressure', 'Pump 3'),
      undefined,
      'cleared',
      CLEARED,
    ],
    [
      'missing id, title within the equipment of the key map: rebound',
      bound('999', '77', 'Temp', 'Template pump'),
      { '77': 'K2' },
      'updated',
      { ...bound('201', '2', 'Temp', 'Pump 2'), equipKey: 'K2' },
    ],
    [
      'missing id, key map names an equipment key that has no such title: cleared',
      bound('999', '77', 'Pressure', 'Template pump'),
      { '77': 'K2' },
      'cleared',
      CLEARED,
    ],
    [
      'missing id, key map names an unknown key: cleared even though the equipment id matches',
      bound('999', '2', 'Temp', 'Pump 2'),
      { '2': 'K9' },
      'cleared',
      CLEARED,
    ],
    [
      'missing id, title plus stored equipment key (select options): rebound',
      { ...bound('999', '55', 'Temp', 'Pump'), equipKey: 'K2' },
      undefined,
      'updated',
      { ...bound('201', '2', 'Temp', 'Pump 2'), equipKey: 'K2' },
    ],
    [
      'missing id, stored key of another equipment: cleared, key emptied too',
      { ...bound('999', '2', 'Pressure', 'Pump 2'), equipKey: 'K2' },
      undefined,
      'cleared',
      { ...CLEARED, equipKey: '' },
    ],
    [
      'missing id and no title: cleared',
      { signalId: '999', equipId: '1' },
      undefined,
      'cleared',
      {
        signalId: '',
        equipId: '',
      },
    ],
    [
      'missing id, unknown title: cleared',
      bound('999', '1', 'Level', 'Pump 1'),
      undefined,
      'cleared',
      CLEARED,
    ],
    [
      'nothing bound: untouched',
      { signalId: '', equipId: '1' },
      undefined,
      undefined,
      {
        signalId: '',
        equipId: '1',
      },
    ],
  ]

  it.each(cases)('%s', (_name, slot, equipKeys, change, after) => {
    const copy = structuredClone(slot)
    expect(refreshSignal(copy, index, equipKeys)).toBe(change)
    expect(copy).toEqual(after)
  })

  it("keeps a chart item's own fields when clearing it", () => {
    const item = { ...bound('999', '1', 'Level', 'Pump 1'), color: '#f00', alias: 'L' }
    refreshSignal(item, index)
    expect(item).toEqual({ ...CLEARED, color: '#f00', alias: 'L' })
  })
})
