// Time ranges (platform spec §5): start and end required, dates after 1970 (after the Unix epoch),
// start strictly earlier than end (DESIGN.md decision), a history query spans at most 30 days.
import { HISTORY_MAX_DAYS } from './limits.ts'
import { fail, type Reason } from './reason.ts'
import { isEmpty } from './text.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Epoch milliseconds of a Date, a number of ms, a string of digits (ms) or a date text
 * ('YYYY-MM-DD HH:mm[:ss]' is read as local time, like its ISO form); null when unreadable.
 */
export function toTime(value: unknown): number | null {
  let time = Number.NaN
  if (value instanceof Date) time = value.getTime()
  else if (typeof value === 'number') time = value
  else if (typeof value === 'string') {
    const text = value.trim()
    time = /^\d+$/.test(text) ? Number(text) : Date.parse(text.replace(' ', 'T'))
  }
  return Number.isFinite(time) ? time : null
}

export interface TimeRangeOptions {
  /** Longest allowed span in days; unlimited when absent. */
  maxDays?: number
}

export function timeRange(start: unknown, end: unknown, { maxDays }: TimeRangeOptions = {}): Reason | null {
  if (isEmpty(start)) return fail('startRequired')
  if (isEmpty(end)) return fail('endRequired')
  const from = toTime(start)
  const to = toTime(end)
  if (from === null || to === null) return fail('dateInvalid')
  if (from <= 0 || to <= 0) return fail('dateBefore1970')
  if (from >= to) return fail('startBeforeEnd')
  if (maxDays !== undefined && to - from > maxDays * DAY_MS) return fail('spanTooLong', { days: maxDays })
  return null
}

/** A history query: a time range of at most 30 days. */
export const historyRange = (start: unknown, end: unknown): Reason | null =>
  timeRange(start, end, { maxDays: HISTORY_MAX_DAYS })
