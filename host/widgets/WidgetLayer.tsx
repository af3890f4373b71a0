// A page's widgets in stacking order, with the keyframes of the host-applied effects.
import type { Widget } from '../../schemas/page.ts'
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

export function WidgetLayer({ widgets, runs }: WidgetLayerProps) {
  const hosts = (list: readonly Widget[]) => list.map((w) => <WidgetHost key={w.id} widget={w} />)
  if (!runs) {
    return (
      <>
        <style>{WIDGET_CSS}</style>
        {hosts(widgets)}
      </>
    )
  }
  const starts = Array.from({ length: Math.ceil(widgets.length / runs) }, (_, i) => i * runs)
  return (
    <>
      <style>{WIDGET_CSS}</style>
      {starts.map((start) => (
        <div key={start} className="lf-widget-run">
          {hosts(widgets.slice(start, start + runs))}
        </div>
      ))}
    </>
  )
}
