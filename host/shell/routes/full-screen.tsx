// The designer and runtime pages (platform spec §2), full screen and outside the layout. The fourth designer
// route of §2, `/manage/scene/config/{sceneId}`, is a 3D scene's configurator (plugins/screens/scenes):
// a scene has no 2D page for this designer to edit. Their code is
// imported lazily from host/designer and host/runtime; they read the route parameters themselves.
// Found through import.meta.glob so the shell builds (and its other routes work) while those modules
// are absent or broken; a missing one fails only its own routes, with the route error page.
// Both wait for the enterprise's remote widget plugins, so saved remote widgets render like built-in ones.
// The runtime routes hang outside the antd root (routes.tsx): nothing on them may import antd.
import type { RouteObject } from 'react-router'
import { RemotePluginsGate } from '../../remote/RemotePluginsGate.tsx'
import { LazyExport } from './lazy-screen.tsx'
import type { RouteHandle } from './routes.tsx'

export const DESIGNER_PATHS = [
  '/manage/project/:projectId/designer/:pageId',
  '/manage/eg/:equipId/designer/:pageId',
  '/manage/template/:templateId/designer/:pageId',
] as const

export const RUNTIME_PATHS = [
  '/monitor/project/:projectId/page/:pageId',
  '/monitor/project/:projectId/preview/:pageId',
  '/monitor/eg/detail/page/:pageId/:alarm',
  '/monitor/eg/detail/page/:pageId/:orderType/:orderId',
  '/monitor/eg/group/configuration/:groupId/:id',
  '/monitor/eg/group/configuration/:groupId/:id/:pageId',
] as const

const modules = import.meta.glob<Record<string, unknown>>([
  '../../designer/index.ts',
  '../../runtime/index.ts',
])
const loader = (path: string) => () => {
  const load = modules[path]
  if (!load) throw new Error(`${path.slice(6)} is not built`)
  return load()
}
const loadDesigner = loader('../../designer/index.ts')
const loadRuntime = loader('../../runtime/index.ts')

/** Below the antd root (the designer is made of antd). */
export const designerRoutes = (): RouteObject[] =>
  DESIGNER_PATHS.map((path) => ({
    path,
    handle: { id: 'designer' } satisfies RouteHandle,
    element: (
      <RemotePluginsGate>
        <LazyExport cacheKey="host/designer" load={loadDesigner} name="DesignerScreen" />
      </RemotePluginsGate>
    ),
  }))

/** Outside the antd root: a runtime page loads no antd (issue 14, tests/bench/bundle.bench.ts). */
export const runtimeRoutes = (): RouteObject[] =>
  RUNTIME_PATHS.map((path) => ({
    path,
    handle: { id: 'runtime' } satisfies RouteHandle,
    element: (
      <RemotePluginsGate>
        <LazyExport cacheKey="host/runtime" load={loadRuntime} name="RuntimeScreen" />
      </RemotePluginsGate>
    ),
  }))

/** The public share's pages (issue 21): outside the login and the antd root, like the runtime's. */
export const SHARED_PAGE_PATH = '/share/:token/page/:pageId'
export const sharedPageRoutes = (): RouteObject[] => [
  {
    path: SHARED_PAGE_PATH,
    handle: { id: 'runtime' } satisfies RouteHandle,
    element: <LazyExport cacheKey="host/runtime/shared" load={loadRuntime} name="SharedPage" />,
  },
]
