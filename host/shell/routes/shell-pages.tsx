// The shell's own pages and its antd root, each loaded on first use. The app's entry holds only what
// every route needs (router, session, kernel, plain parts): antd and the form libraries come with the
// first page that shows them, so the runtime route, which needs neither, never loads them (issue 14:
// runtime JavaScript ≤ 250 KB gzip). Checked by tests/bench/bundle.bench.ts and its test.
import { type ComponentType, Suspense } from 'react'
import { PageSpinner } from '../parts/PageSpinner.tsx'
import { lazyComponent } from './lazy-screen.tsx'

/** A component of a module loaded on first render (with the chunk time-out), a spinner meanwhile. */
function lazyPage<P extends object = Record<string, never>>(
  key: string,
  load: () => Promise<Record<string, unknown>>,
  name: string,
): ComponentType<P> {
  const Loaded = lazyComponent(key, load, name) as unknown as ComponentType<P>
  const Page = (props: P) => (
    <Suspense fallback={<PageSpinner />}>
      <Loaded {...props} />
    </Suspense>
  )
  Page.displayName = `Lazy(${name})`
  return Page
}

/** antd's ConfigProvider and App, the screens' services and the leave warning, around every antd route. */
export const ShellRoot = lazyPage('shell/root', () => import('../parts/ShellRoot.tsx'), 'ShellRoot')
export const Layout = lazyPage('shell/layout', () => import('../layout/Layout.tsx'), 'Layout')
export const LoginPage = lazyPage('shell/login', () => import('../pages/LoginPage.tsx'), 'LoginPage')
export const NoAuth = lazyPage('shell/noAuth', () => import('../pages/NoAuth.tsx'), 'NoAuth')
export const NotFound = lazyPage('shell/notFound', () => import('../pages/NotFound.tsx'), 'NotFound')
export const FindPassword = lazyPage<{ base: string }>(
  'shell/findpwd',
  () => import('../pages/FindPassword.tsx'),
  'FindPassword',
)

const recoveryStep = (name: string) =>
  lazyPage(`shell/recovery/${name}`, () => import('../recovery/steps.tsx'), name)

/** The password recovery wizard's steps (platform spec §2), under /findpwd and /client/findpwd. */
export const RECOVERY_STEPS: readonly { key: string; path: string; Component: ComponentType }[] = [
  { key: 'account', path: 'account', Component: recoveryStep('AccountStep') },
  { key: 'validate', path: 'validate', Component: recoveryStep('ValidateStep') },
  { key: 'validate', path: 'validate/:type', Component: recoveryStep('ValidateStep') },
  { key: 'password', path: 'password', Component: recoveryStep('PasswordStep') },
  { key: 'finish', path: 'finish', Component: recoveryStep('FinishStep') },
]

/** Loads every module above now (tests, which time the first render; a warm cache after sign-in). */
export const preloadShellPages = (): Promise<unknown> =>
  Promise.all([
    import('../parts/ShellRoot.tsx'),
    import('../layout/Layout.tsx'),
    import('../pages/LoginPage.tsx'),
    import('../pages/NoAuth.tsx'),
    import('../pages/NotFound.tsx'),
    import('../pages/FindPassword.tsx'),
    import('../recovery/steps.tsx'),
  ])
