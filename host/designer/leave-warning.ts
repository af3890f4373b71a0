// Unsaved changes trigger a leave warning (designer spec §4): inside the shell the designer tells the
// shell's dirty store (which blocks in-app navigation and asks on reload); on its own it asks the browser.
import { useContext, useEffect } from 'react'
import { ShellContext } from '../shell/context.tsx'

export const DIRTY_OWNER = 'designer'

export function useLeaveWarning(dirty: boolean): void {
  const shell = useContext(ShellContext)
  useEffect(() => {
    if (shell) {
      shell.dirty.set(DIRTY_OWNER, dirty)
      return () => shell.dirty.set(DIRTY_OWNER, false)
    }
    if (!dirty) return
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [shell, dirty])
}
