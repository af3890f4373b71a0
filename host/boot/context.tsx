// React access to the booted kernel. Screens, the designer and the runtime read plugins through it.
import { createContext, useContext } from 'react'
import type { Kernel } from '../../core/kernel/index.ts'

export const KernelContext = createContext<Kernel | null>(null)

export function useKernel(): Kernel {
  const kernel = useContext(KernelContext)
  if (!kernel) throw new Error('useKernel outside <KernelContext.Provider>')
  return kernel
}
