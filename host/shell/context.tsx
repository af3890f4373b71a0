// React access to the shell's parts, and hooks over its stores.
import { createContext, useContext } from 'react'
import { useStore } from 'zustand'
import type { Shell } from './shell.ts'

export const ShellContext = createContext<Shell | null>(null)

export function useShell(): Shell {
  const shell = useContext(ShellContext)
  if (!shell) throw new Error('useShell outside <ShellContext.Provider>')
  return shell
}

export const useUser = () => useStore(useShell().session.store, (s) => s.user)
export const useUnreadCount = () => useStore(useShell().unread.store, (s) => s.count)
