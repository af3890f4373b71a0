// Display helpers shared by the screens.
import dayjs from 'dayjs'

/** A time (ms since the epoch, or a date string) as `YYYY-MM-DD HH:mm:ss`; empty when missing. */
export function formatTime(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const d = dayjs(value)
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : String(value)
}
