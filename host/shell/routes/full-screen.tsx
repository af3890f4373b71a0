// The designer and runtime pages (platform spec §2), full screen and outside the layout. Their code is
// imported lazily from host/designer and host/runtime; they read the route parameters themselves.
// Found through import.meta.glob so the shell builds (and its other routes work) while those modules
// are absent or broken; a missing one fails only its own routes, with the route error page.
// Both wait for the enterprise's remote widget plugins, so saved remote widgets render like built-in ones.
import type { RouteObject } from 'react-router'
import { RemotePluginsGate } from '../../remote/index.ts'
import { LazyExport } from './lazy-screen.tsx'
import type { RouteHandle } from './routes.tsx'

export const DESIGNER_PATHS = [
  '/manage/project/:projectId/designer/:pageId',
  '/manage/eg/:equipId/designer/:pageId',
  '/manage/template/:templateId/designer/:pageId',
  '/manage/scene/config/:sceneId',
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

export const fullScreenRoutes = (): RouteObject[] => [
  ...DESIGNER_PATHS.map((path) => ({
    path,
    handle: { id: 'designer' } satisfies RouteHandle,
    element: (
      <RemotePluginsGate>
        <LazyExport cacheKey="host/designer" load={loadDesigner} name="DesignerScreen" />
      </RemotePluginsGate>
    ),
  })),
  ...RUNTIME_PATHS.map((path) => ({
    path,
    handle: { id: 'runtime' } satisfies RouteHandle,
    element: (
      <RemotePluginsGate>
        <LazyExport cacheKey="host/runtime" load={loadRuntime} name="RuntimeScreen" />
      </RemotePluginsGate>
    ),
  })),
]
