// The route table of platform spec §2, history mode: the shell's own public pages, every screen
// plugin's routes under its area, the designer and runtime pages, `/` → /login, unknown → /404.
// Each route carries `handle.id` naming what it shows, so route resolution is testable without
// rendering (react-router's matchRoutes).
// Two branches under the plain BaseRoot: the runtime pages (no antd) and everything else below the lazy
// antd ShellRoot; the pages are lazy too (shell-pages.tsx), so the app's entry holds no antd.
import { Navigate, type RouteObject } from 'react-router'
import type { ScreenArea, ScreenManifest, ScreenRoute } from '../../../core/kernel/index.ts'
import { hasAuth } from '../../../plugins/screens/shared/user.ts'
import { useShell, useUser } from '../context.tsx'
import { AREA_DEFAULTS, areaHome, TOP_AREAS, type TopArea } from '../menu.ts'
import { BaseRoot } from '../parts/BaseRoot.tsx'
import { RouteError } from '../parts/RouteError.tsx'
import { designerRoutes, runtimeRoutes, sharedPageRoutes } from './full-screen.tsx'
import { RequireAuth, RequireLogin } from './guards.tsx'
import { LazyScreen } from './lazy-screen.tsx'
import {
  FindPassword,
  Layout,
  LoginPage,
  NoAuth,
  NotFound,
  RECOVERY_STEPS,
  ShellRoot,
} from './shell-pages.tsx'

export interface RouteHandle {
  /** What the route shows: `login`, `404`, `<manifest>/<screen>`, `designer`, `redirect:/to`… */
  id: string
}

/** An area's index: its default screen, or the first the user may open (menu.ts areaHome). */
function AreaHome({ area }: { area: TopArea }) {
  const { screens } = useShell()
  const user = useUser()
  return <Navigate to={areaHome(screens, area, (key) => hasAuth(user, key))} replace />
}

const redirect = (to: string) => ({
  element: <Navigate to={to} replace />,
  handle: { id: `redirect:${to}` } satisfies RouteHandle,
})

const screenRoute = (manifest: ScreenManifest, route: ScreenRoute): RouteObject => ({
  path: route.path,
  handle: { id: `${manifest.name}/${route.screen}` } satisfies RouteHandle,
  element: (
    <RequireAuth auth={route.auth}>
      <LazyScreen manifest={manifest} screen={route.screen} />
    </RequireAuth>
  ),
})

const recoveryRoutes = (base: string): RouteObject => ({
  path: base,
  element: <FindPassword base={base} />,
  children: [
    { index: true, ...redirect(`${base}/account`) },
    ...RECOVERY_STEPS.map((step) => ({
      path: step.path,
      handle: { id: `findpwd/${step.key}` } satisfies RouteHandle,
      element: <step.Component />,
    })),
  ],
})

export function buildRoutes(screens: readonly ScreenManifest[]): RouteObject[] {
  const areaRoutes = (area: ScreenArea) =>
    screens.flatMap((m) => (m.area === area ? m.routes.map((r) => screenRoute(m, r)) : []))
  return [
    {
      element: <BaseRoot />,
      errorElement: <RouteError />,
      children: [
        { element: <RequireLogin />, children: runtimeRoutes() },
        ...sharedPageRoutes(),
        {
          element: <ShellRoot />,
          children: [
            { path: '/', ...redirect('/login') },
            { path: '/login', element: <LoginPage />, handle: { id: 'login' } satisfies RouteHandle },
            { path: '/login.jsp', ...redirect('/login') },
            // an enterprise's login path (style webLoginPath: one segment, never a route above)
            { path: '/:loginPath', element: <LoginPage />, handle: { id: 'login' } satisfies RouteHandle },
            { path: '/404', element: <NotFound />, handle: { id: '404' } satisfies RouteHandle },
            { path: '/noAuth', element: <NoAuth />, handle: { id: 'noAuth' } satisfies RouteHandle },
            recoveryRoutes('/findpwd'),
            recoveryRoutes('/client/findpwd'),
            { path: '/', children: areaRoutes('public') },
            {
              element: <RequireLogin />,
              children: [
                {
                  element: <Layout />,
                  children: TOP_AREAS.map((area) => ({
                    path: `/${area}`,
                    children: [
                      {
                        index: true,
                        element: <AreaHome area={area} />,
                        handle: { id: `redirect:/${area}/${AREA_DEFAULTS[area]}` } satisfies RouteHandle,
                      },
                      ...areaRoutes(area),
                    ],
                  })),
                },
                ...designerRoutes(),
              ],
            },
            { path: '*', ...redirect('/404') },
          ],
        },
      ],
    },
  ]
}
