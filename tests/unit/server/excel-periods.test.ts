// The data centre's periods on a report's clock (server/excel/periods.ts): hours, shifts across
// midnight, days, months, the periods bindings name, and when the scheduler runs next.
import { describe, expect, it } from 'vitest'
import {
  bindingPeriod,
  nextRunAfter,
  SCHEDULE_LAG_MS,
  schedulePeriod,
} from '../../../server/excel/periods.ts'

const H = 3_600_000
/** 2026-03-01 00:00 on a UTC+8 clock */
const DAY = Date.UTC(2026, 1, 28, 16)
const clock = {
  utcOffset: 480,
  shifts: [
    { name: 'Day', start: '08:00' },
    { name: 'Night', start: '20:00' },
  ],
}

describe('data-centre periods', () => {
  it('count hours, days and months on the report clock', () => {
    expect(schedulePeriod(DAY + 90 * 60_000, { kind: 'hourly' }, clock)).toEqual({
      start: DAY + H,
      end: DAY + 2 * H,
    })
    expect(schedulePeriod(DAY + 5 * H, { kind: 'daily' }, clock)).toEqual({ start: DAY, end: DAY + 24 * H })
    expect(schedulePeriod(DAY + 5 * H, { kind: 'monthly' }, clock)).toEqual({
      start: DAY,
      end: Date.UTC(2026, 2, 31, 16),
    })
    expect(bindingPeriod('lastMonth', DAY + 5 * H, clock)).toEqual({
      start: Date.UTC(2026, 0, 31, 16),
      end: DAY,
    })
    expect(bindingPeriod('yesterday', DAY + 5 * H, clock)).toEqual({ start: DAY - 24 * H, end: DAY })
    expect(bindingPeriod('lastHour', DAY + 5 * H, clock)).toEqual({ start: DAY + 4 * H, end: DAY + 5 * H })
  })

  it('run shifts from their start to the next one, across midnight', () => {
    // 02:00 is in the night shift that began at 20:00 the day before
    expect(bindingPeriod('thisShift', DAY + 2 * H, clock)).toEqual({ start: DAY - 4 * H, end: DAY + 8 * H })
    expect(bindingPeriod('lastShift', DAY + 2 * H, clock)).toEqual({ start: DAY - 16 * H, end: DAY - 4 * H })
    expect(schedulePeriod(DAY + 8 * H, { kind: 'shift', shifts: clock.shifts }, clock)).toEqual({
      start: DAY + 8 * H,
      end: DAY + 20 * H,
    })
    // no shifts: a shift is the day
    expect(bindingPeriod('thisShift', DAY + 2 * H, { utcOffset: 480, shifts: [] })).toEqual({
      start: DAY,
      end: DAY + 24 * H,
    })
  })

  it('schedule the next record after the period holding the time, never without a schedule', () => {
    expect(nextRunAfter(DAY + 5 * H, { kind: 'daily' }, clock)).toBe(DAY + 24 * H + SCHEDULE_LAG_MS)
    expect(nextRunAfter(DAY + 5 * H, { kind: 'none' }, clock)).toBeNull()
  })
})
