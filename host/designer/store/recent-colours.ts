// The colour picker's recent colours (designer spec §2, §9: up to 20), kept in the browser.
import { pushRecentColour } from '../../../core/validation/index.ts'
import type { PrefStorage } from './preferences.ts'

export const RECENT_COLOURS_KEY = 'lfscada.designer.recentColours'

export function readRecentColours(storage?: PrefStorage): string[] {
  try {
    const list = JSON.parse(storage?.getItem(RECENT_COLOURS_KEY) ?? '[]')
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : []
  } catch {
    return []
  }
}

/** Records a used colour; returns the new list. */
export function rememberColour(storage: PrefStorage | undefined, colour: string): string[] {
  const next = pushRecentColour(readRecentColours(storage), colour)
  try {
    storage?.setItem(RECENT_COLOURS_KEY, JSON.stringify(next))
  } catch {
    // not kept
  }
  return next
}
