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

const TEMP_1 = { ...bound('101', '1', 'Temp', 'Pump 1'), equipKey: 'K1' }
const PRESSURE_1 = { ...bound('102', '1', 'Pressure', 'Pump 1'), equipKey: 'K1' }
const TEMP_2 = { ...bound('201', '2', 'Temp', 'Pump 2'), equipKey: 'K2' }

/** Refreshes a copy of `slot`: the rule must report `change` and leave the copy as `after`. */
function expectRefresh(
  slot: SignalSlot,
  equipKeys: EquipKeyMap | undefined,
  change: Change | undefined,
  after: SignalSlot,
) {
  const copy = structuredClone(slot)
  expect(refreshSignal(copy, index, equipKeys)).toBe(change)
  expect(copy).toEqual(after)
}

describe('signal refresh rule', () => {
  it.each<[string, SignalSlot, EquipKeyMap?]>([
    ['found by id, same equipment, same titles: untouched', TEMP_1],
    ['found by id before title: a key map pointing elsewhere does not move it', TEMP_1, { '1': 'K2' }],
    ['nothing bound: untouched', { signalId: '', equipId: '1' }],
  ])('%s', (_name, slot, equipKeys) => expectRefresh(slot, equipKeys, undefined, slot))

  it.each<[string, SignalSlot, SignalSlot, EquipKeyMap?]>([
    [
      'found by id with a changed signal title: title updated',
      bound('101', '1', 'Old temp', 'Pump 1'),
      TEMP_1,
    ],
    [
      'found by id with a changed equipment title: subtitle updated',
      bound('102', '1', 'Pressure', 'Old pump'),
      PRESSURE_1,
    ],
    [
      'found by id, no equipment stored: takes the signal equipment',
      { signalId: '102', equipId: '', title: 'Pressure' },
      PRESSURE_1,
    ],
    ['missing id, same title in the same equipment: rebound', bound('999', '2', 'Temp', 'Pump 2'), TEMP_2],
    [
      'missing id, title within the equipment of the key map: rebound',
      bound('999', '77', 'Temp', 'Template pump'),
      TEMP_2,
      { '77': 'K2' },
    ],
    [
      'missing id, title plus stored equipment key (select options): rebound',
      { ...bound('999', '55', 'Temp', 'Pump'), equipKey: 'K2' },
      TEMP_2,
    ],
  ])('%s', (_name, slot, after, equipKeys) => expectRefresh(slot, equipKeys, 'updated', after))

  it.each<[string, SignalSlot, EquipKeyMap?]>([
    ['found by id but in a different equipment: cleared', bound('201', '1', 'Temp', 'Pump 1')],
    ['missing id, same title only in another equipment: cleared', bound('999', '3', 'Pressure', 'Pump 3')],
    [
      'missing id, key map names an equipment key that has no such title: cleared',
      bound('999', '77', 'Pressure', 'Template pump'),
      { '77': 'K2' },
    ],
    [
      'missing id, key map names an unknown key: cleared even though the equipment id matches',
      bound('999', '2', 'Temp', 'Pump 2'),
      { '2': 'K9' },
    ],
    ['missing id, unknown title: cleared', bound('999', '1', 'Level', 'Pump 1')],
  ])('%s', (_name, slot, equipKeys) => expectRefresh(slot, equipKeys, 'cleared', CLEARED))

  it('missing id, stored key of another equipment: cleared, key emptied too', () =>
    expectRefresh({ ...bound('999', '2', 'Pressure', 'Pump 2'), equipKey: 'K2' }, undefined, 'cleared', {
      ...CLEARED,
      equipKey: '',
    }))

  it('missing id and no title: cleared', () =>
    expectRefresh({ signalId: '999', equipId: '1' }, undefined, 'cleared', { signalId: '', equipId: '' }))

  it("keeps a chart item's own fields when clearing it", () => {
    const item = { ...bound('999', '1', 'Level', 'Pump 1'), color: '#f00', alias: 'L' }
    refreshSignal(item, index)
    expect(item).toEqual({ ...CLEARED, color: '#f00', alias: 'L' })
  })
})
