// How a pushed message is announced (platform spec §9): always a notification shown 10 s and the unread
// count; with prompType `sound` an alarm is spoken alarmBroadcastTimes times, or a sound is played when
// that is 0; `title` scrolls the page title; `alter` queues the message as a dialog.
import type { Message } from '../../../plugins/screens/shared/message.ts'

export const NOTIFICATION_MS = 10_000
export const TITLE_SCROLL_MS = 200
/** The new-message flag (title scrolling) is reset after this long (§9 "unread flag reset 10 s"). */
export const UNREAD_FLAG_RESET_MS = 10_000

export interface Announcement {
  sound: { kind: 'voice'; times: number } | { kind: 'beep' } | undefined
  scrollTitle: boolean
  dialog: boolean
}

export function announcementOf(message: Message, prompt: ReadonlySet<string>): Announcement {
  const times = Math.max(0, Math.floor(message.alarmBroadcastTimes ?? 0))
  return {
    sound: prompt.has('sound') ? (times > 0 ? { kind: 'voice', times } : { kind: 'beep' }) : undefined,
    scrollTitle: prompt.has('title'),
    dialog: prompt.has('alter'),
  }
}

/** The page title shifted by one character per tick, for the scrolling title. */
export function scrolledTitle(text: string, tick: number): string {
  if (text.length === 0) return text
  const n = tick % text.length
  return text.slice(n) + text.slice(0, n)
}
