// What the operator screens read at a glance (issue 31): the most serious alarm level, a value's age in
// the reader's language, and the public map's least extent around one device.
import { describe, expect, it } from 'vitest'
import { fitBounds } from '../../../plugins/maps/DeviceMap.tsx'
import { worstLevel } from '../../../plugins/screens/shared/alarm-level.ts'
import { formatAge } from '../../../plugins/screens/shared/format.ts'

describe('operator values', () => {
  it('takes the most serious level', () => {
    expect(worstLevel(['normal', 'important'])).toBe('important')
    expect(worstLevel(['normal', 'severe', 'important'])).toBe('severe')
    expect(worstLevel([])).toBeUndefined()
  })

  it('says an age in the reader’s language', () => {
    const now = 10_000_000
    expect(formatAge(now - 42_000, now, 'en')).toBe('42 seconds ago')
    expect(formatAge(now - 3 * 60_000, now, 'en')).toBe('3 minutes ago')
    expect(formatAge(now - 3 * 60_000, now, 'zh')).toBe('3分钟前')
    expect(formatAge(now - 2 * 3_600_000, now, 'zh')).toBe('2小时前')
  })

  it('widens the view around one device to the least extent, and keeps a wider spread', () => {
    expect(fitBounds([{ lat: 30, lng: 120 }], 3)).toEqual([
      [28.5, 118.5],
      [31.5, 121.5],
    ])
    expect(
      fitBounds(
        [
          { lat: 20, lng: 100 },
          { lat: 40, lng: 120 },
        ],
        3,
      ),
    ).toEqual([
      [20, 100],
      [40, 120],
    ])
  })
})
