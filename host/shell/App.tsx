// The web app: the shell's parts provided to React, then the router.
import { I18nextProvider } from 'react-i18next'
import { RouterProvider } from 'react-router'
import { ApiContext } from '../boot/api.tsx'
import { KernelContext } from '../boot/context.tsx'
import { ShellContext } from './context.tsx'
import type { Shell } from './shell.ts'

export function App({ shell }: { shell: Shell }) {
  return (
    <ShellContext.Provider value={shell}>
      <KernelContext.Provider value={shell.kernel}>
        <ApiContext.Provider value={shell.api}>
          <I18nextProvider i18n={shell.i18n}>
            <RouterProvider router={shell.router} />
          </I18nextProvider>
        </ApiContext.Provider>
      </KernelContext.Provider>
    </ShellContext.Provider>
  )
}
