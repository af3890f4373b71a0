// Autosave (designer spec §2, §9): when switched on, unsaved changes are saved every `interval` minutes.
import { useEffect } from 'react'

export const MINUTE_MS = 60_000

export function useAutosave(
  enabled: boolean,
  intervalMinutes: number,
  isDirty: () => boolean,
  save: () => Promise<void>,
): void {
  useEffect(() => {
    if (!enabled || !(intervalMinutes > 0)) return
    const timer = setInterval(() => {
      if (isDirty()) void save()
    }, intervalMinutes * MINUTE_MS)
    return () => clearInterval(timer)
  }, [enabled, intervalMinutes, isDirty, save])
}
