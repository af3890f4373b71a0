// A page's widgets in stacking order, with the keyframes of the host-applied effects.
import { useContext, useMemo } from 'react'
import { type ApiClient, ApiError } from '../../core/api/index.ts'
import { Code } from '../../core/i18n/codes.ts'
import { type WidgetServices, WidgetServicesContext } from '../../plugins/widgets/common/services.tsx'
import { isWidgetPath } from '../../schemas/api/widget-endpoints.ts'
import type { Widget } from '../../schemas/page.ts'
import { ApiContext } from '../boot/api.tsx'
import { WIDGET_CSS } from './styles.ts'
import { WidgetHost } from './WidgetHost.tsx'

export interface WidgetLayerProps {
  widgets: readonly Widget[]
  /**
   * Draw the widgets in runs of this many consecutive widgets, each run a layer of its own in the
   * browser's compositor (runtime): a frame's new values then repaint and re-upload the runs they fall
   * in instead of one layer holding the whole page. Runs follow stacking order, so overlaps stay as
   * they were. Without it the widgets are direct children of the layer's parent (the designer).
   */
  runs?: number
}

/** The widget paths of the typed client; any other path (a widget built elsewhere) is refused (90008). */
const widgetServicesOf = (api: ApiClient): WidgetServices => ({
  call: (path, body) =>
    isWidgetPath(path)
      ? api.call(path, body)
      : Promise.reject(new ApiError(Code.noAccess, `not a widget call: ${path}`)),
})

export function WidgetLayer({ widgets, runs }: WidgetLayerProps) {
  // the maps, weather and 3D scenes ask the platform through this (never by themselves)
  const api = useContext(ApiContext)
  const services = useMemo(() => (api ? widgetServicesOf(api) : undefined), [api])
  const hosts = (list: readonly Widget[]) => list.map((w) => <WidgetHost key={w.id} widget={w} />)
  if (!runs) {
    return (
      <WidgetServicesContext.Provider value={services}>
        <style>{WIDGET_CSS}</style>
        {hosts(widgets)}
      </WidgetServicesContext.Provider>
    )
  }
  const starts = Array.from({ length: Math.ceil(widgets.length / runs) }, (_, i) => i * runs)
  return (
    <WidgetServicesContext.Provider value={services}>
      <style>{WIDGET_CSS}</style>
      {starts.map((start) => (
        <div key={start} className="lf-widget-run">
          {hosts(widgets.slice(start, start + runs))}
        </div>
      ))}
    </WidgetServicesContext.Provider>
  )
}
