// The periods of the data centre, counted on a report's clock (minutes east of UTC): hours, shifts (each
// from its start to the next shift's start), days and months, and the periods a binding names relative
// to a record's time. Every boundary is a whole minute, so aggregates read whole minutes of the
// per-minute history summaries (history/rollups.ts).
import type { ExcelSchedule, ExcelShift } from '../../schemas/api/excel.ts'
import type { ExcelPeriod } from '../../schemas/api/excel-template.ts'

export const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

export interface Span {
  start: number
  end: number
}

export interface ReportClock {
  /** minutes east of UTC */
  utcOffset: number
  shifts: readonly ExcelShift[]
}

const floorTo = (t: number, unit: number, offsetMs: number) =>
  Math.floor((t + offsetMs) / unit) * unit - offsetMs

export const minuteOf = (t: number): number => Math.floor(t / MINUTE_MS) * MINUTE_MS

function hourOf(t: number, clock: ReportClock): Span {
  const start = floorTo(t, HOUR_MS, clock.utcOffset * MINUTE_MS)
  return { start, end: start + HOUR_MS }
}

function dayOf(t: number, clock: ReportClock): Span {
  const start = floorTo(t, DAY_MS, clock.utcOffset * MINUTE_MS)
  return { start, end: start + DAY_MS }
}

function monthOf(t: number, clock: ReportClock): Span {
  const offsetMs = clock.utcOffset * MINUTE_MS
  const local = new Date(t + offsetMs)
  const y = local.getUTCFullYear()
  const m = local.getUTCMonth()
  return { start: Date.UTC(y, m, 1) - offsetMs, end: Date.UTC(y, m + 1, 1) - offsetMs }
}

const startMinutes = (s: ExcelShift) => Number(s.start.slice(0, 2)) * 60 + Number(s.start.slice(3, 5))

/** The shift holding t; without shifts, the day. */
function shiftOf(t: number, clock: ReportClock): Span {
  const starts = [...new Set(clock.shifts.map(startMinutes))].sort((a, b) => a - b)
  if (starts.length === 0) return dayOf(t, clock)
  const day = dayOf(t, clock).start
  // the shift starts of yesterday, today and tomorrow, in order: t lies between two of them
  const all = [-DAY_MS, 0, DAY_MS].flatMap((d) => starts.map((m) => day + d + m * MINUTE_MS))
  let k = all.length - 1
  while (k > 0 && all[k]! > t) k--
  return { start: all[k]!, end: all[k + 1]! }
}

/** The period of a schedule holding t (no schedule: the day). */
export function schedulePeriod(t: number, schedule: ExcelSchedule, clock: ReportClock): Span {
  switch (schedule.kind) {
    case 'hourly':
      return hourOf(t, clock)
    case 'shift':
      return shiftOf(t, clock)
    case 'monthly':
      return monthOf(t, clock)
    default:
      return dayOf(t, clock)
  }
}

/** A binding's period relative to a record's time. */
export function bindingPeriod(period: ExcelPeriod, time: number, clock: ReportClock): Span {
  const before = (span: Span, of: (t: number, c: ReportClock) => Span) => of(span.start - 1, clock)
  switch (period) {
    case 'thisHour':
      return hourOf(time, clock)
    case 'lastHour':
      return before(hourOf(time, clock), hourOf)
    case 'thisShift':
      return shiftOf(time, clock)
    case 'lastShift':
      return before(shiftOf(time, clock), shiftOf)
    case 'today':
      return dayOf(time, clock)
    case 'yesterday':
      return before(dayOf(time, clock), dayOf)
    case 'thisMonth':
      return monthOf(time, clock)
    case 'lastMonth':
      return before(monthOf(time, clock), monthOf)
  }
}

/** Scheduled records are made this long after their period ends, once its last points are stored. */
export const SCHEDULE_LAG_MS = 10_000

/** When the scheduler makes the next record after time t: the end of the period holding t, plus the lag. */
export function nextRunAfter(t: number, schedule: ExcelSchedule, clock: ReportClock): number | null {
  if (schedule.kind === 'none') return null
  return schedulePeriod(t, schedule, clock).end + SCHEDULE_LAG_MS
}
