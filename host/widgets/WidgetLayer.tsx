// A page's widgets in stacking order, with the keyframes of the host-applied effects.
import type { Widget } from '../../schemas/page.ts'
import { WIDGET_CSS } from './styles.ts'
import { WidgetHost } from './WidgetHost.tsx'

export function WidgetLayer({ widgets }: { widgets: readonly Widget[] }) {
  return (
    <>
      <style>{WIDGET_CSS}</style>
      {widgets.map((w) => (
        <WidgetHost key={w.id} widget={w} />
      ))}
    </>
  )
}
