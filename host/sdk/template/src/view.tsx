// The view of TemplateWidget, used by the designer (mode 'design') and the runtime (mode 'runtime').
// Values arrive resolved in `values` (the main binding under `data`), with the signal's decimals, unit and
// state map in `meta`; valueText formats them (the widget's own decimals win). A view never fetches anything.
import { fontCss, valueText, type WidgetViewProps } from '#lfscada/sdk'
import type { TemplateWidgetOptions } from './schema.ts'
import './style.css'

export function TemplateWidgetView({
  widget,
  mode,
  values,
  meta,
  effects,
  lang,
}: WidgetViewProps<TemplateWidgetOptions>) {
  const { data, style } = widget
  const value = mode === 'runtime' ? valueText(values.data, meta?.data, data.dataAddon, lang) : '--'
  return (
    <div
      className="template-widget"
      style={{ background: effects.fill ?? style.background, borderColor: effects.stroke ?? style.accent }}
    >
      <span className="template-widget-label">{data.dataAddon.label}</span>
      <span className="template-widget-value" style={fontCss(style.font, effects)}>
        {value}
      </span>
    </div>
  )
}
