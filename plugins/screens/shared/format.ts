// Display helpers shared by the screens.
import dayjs from 'dayjs'

/** A time (ms since the epoch, or a date string) as `YYYY-MM-DD HH:mm:ss`; empty when missing. */
export function formatTime(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const d = dayjs(value)
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : String(value)
}

/** How long ago `time` was at `now`, in the reader's language ("3 minutes ago", "3分钟前"). */
export function formatAge(time: number, now: number, lang: string): string {
  const seconds = Math.max(0, Math.round((now - time) / 1000))
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'always' })
  if (seconds < 60) return format.format(-seconds, 'second')
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute')
  if (seconds < 86_400) return format.format(-Math.floor(seconds / 3600), 'hour')
  return format.format(-Math.floor(seconds / 86_400), 'day')
}
