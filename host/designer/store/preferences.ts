// Designer preferences, stored in the browser (designer spec §9: autosave off, interval 5 minutes, grid
// on, ruler on, snap off, data boxes show the signal name). Stored values of the wrong type are ignored.
import { DESIGNER_PREFERENCES } from '../../../core/page/index.ts'

export type Preferences = {
  autosave: boolean
  autosaveInterval: number
  grid: boolean
  ruler: boolean
  adsorb: boolean
  dataTextShow: string
}

export const PREFERENCES_KEY = 'lfscada.designer.preferences'
export const DEFAULT_PREFERENCES: Preferences = { ...DESIGNER_PREFERENCES }

export type PrefStorage = Pick<Storage, 'getItem' | 'setItem'>

export function readPreferences(storage?: PrefStorage): Preferences {
  let stored: Record<string, unknown> = {}
  try {
    stored = JSON.parse(storage?.getItem(PREFERENCES_KEY) ?? '{}') ?? {}
  } catch {
    // unreadable: defaults
  }
  const prefs = { ...DEFAULT_PREFERENCES }
  for (const key of Object.keys(prefs) as (keyof Preferences)[]) {
    const value = stored[key]
    if (typeof value === typeof prefs[key]) (prefs as Record<string, unknown>)[key] = value
  }
  return prefs
}

export function writePreferences(storage: PrefStorage | undefined, prefs: Preferences): void {
  try {
    storage?.setItem(PREFERENCES_KEY, JSON.stringify(prefs))
  } catch {
    // storage full or refused: the preferences hold for this session
  }
}

/** localStorage when the browser allows it. */
export function browserStorage(
  kind: 'localStorage' | 'sessionStorage' = 'localStorage',
): PrefStorage | undefined {
  try {
    return globalThis[kind]
  } catch {
    return undefined
  }
}
