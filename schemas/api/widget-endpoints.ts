// The calls a widget may make (plugins/widgets/common/services.tsx): the few a map, the weather, a 3D
// scene, an enterprise's own symbol and a camera need, and nothing else of the endpoint map, so a widget
// (a third party's among them) cannot even name an administration call. The host refuses any other path at run time too.
import type { EndpointPath } from './endpoints.ts'

export const WIDGET_PATHS = [
  'monitor/equipment/queryAllForMap',
  'scene/info',
  'symbol/get',
  'video/ezviz/address',
  'video/ezviz/ptz',
  'video/ezviz/talk',
  'weather/now',
] as const satisfies readonly EndpointPath[]

export type WidgetPath = (typeof WIDGET_PATHS)[number]

export const isWidgetPath = (path: string): path is WidgetPath =>
  (WIDGET_PATHS as readonly string[]).includes(path)
