// What the shell hands every screen (screens import core and this folder, never host/): the service
// client, the logged-in user, the language, the registered screen manifests, and the shell's reactions
// the screens trigger.
import { createContext, useCallback, useContext, useEffect, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import type { ApiClient } from '../../../core/api/index.ts'
import type { Lang } from '../../../core/i18n/langs.ts'
import type { ScreenManifest } from '../../../core/kernel/index.ts'
import type { UserInfo } from './user.ts'

export interface ScreenServices {
  api: ApiClient
  /** Undefined on public screens. */
  user: UserInfo | undefined
  lang: Lang
  /**
   * The screen manifests the kernel had registered when the shell started (the shell's `screens`): what
   * a screen may learn of the others, e.g. the permission keys each declares for the role editor.
   */
  screens: readonly ScreenManifest[]
  hasAuth: (key: string | undefined) => boolean
  /** Shows a failed call as an error toast: the catalogue text of its code, else the server's message. */
  fail: (error: unknown) => void
  /** Text of a catalogue code in the current language. */
  codeText: (code: number) => string
  /** A screen holding unsaved edits registers itself; the shell warns before leaving. */
  setDirty: (owner: string, dirty: boolean) => void
  /** Re-reads the user info after a screen changed it. */
  refreshUser: () => void
  /** Re-reads the unread count after a screen changed read flags. */
  refreshUnread: () => void
  /** Calls `listener` whenever a new message is pushed to the user; answers the unsubscribe. */
  onMessage: (listener: () => void) => () => void
}

export const ScreenServicesContext = createContext<ScreenServices | null>(null)

export function useServices(): ScreenServices {
  const services = useContext(ScreenServicesContext)
  if (!services) throw new Error('useServices outside <ScreenServicesContext.Provider>')
  return services
}

/** Registers the calling screen's unsaved state for the shell's leave warning. */
export function useDirty(dirty: boolean): void {
  const { setDirty } = useServices()
  const owner = useId()
  useEffect(() => {
    setDirty(owner, dirty)
    return () => setDirty(owner, false)
  }, [owner, dirty, setDirty])
}

/**
 * A form's unsaved state, registered as useDirty does, and `saved(to)`: the form is clean and the screen
 * moves to `to`, once the shell has been told it is clean (the navigation runs in an effect after
 * useDirty's own, in the same commit), so the leave warning never stops the move a save makes.
 */
export function useDirtyForm() {
  const navigate = useNavigate()
  const [dirty, setDirty] = useState(false)
  const [leaveTo, setLeaveTo] = useState<string>()
  useDirty(dirty)
  useEffect(() => {
    if (leaveTo !== undefined && !dirty) navigate(leaveTo, { replace: true })
  }, [leaveTo, dirty, navigate])
  const saved = useCallback((to: string) => {
    setDirty(false)
    setLeaveTo(to)
  }, [])
  return { dirty, setDirty, saved }
}
