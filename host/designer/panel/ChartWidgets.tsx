// A chart's own editors: its theme colours chosen as a whole palette (each colour still editable, the
// choice showing "custom" then), and the series drawn against the right axis picked by name. Both read
// the selected widget from the form's context (SchemaForm's `formContext.widget`).
import type { WidgetProps } from '@rjsf/utils'
import { Select } from 'antd'
import { LIST_OF } from '../../../plugins/widgets/ComplexLine/schema.ts'
import { type SeriesEntry, seriesId, seriesName } from '../../../plugins/widgets/ComplexLine/series-id.ts'
import { seriesColour } from '../../../plugins/widgets/common/palettes.ts'
import type { BindingKind, Widget } from '../../../schemas/page.ts'
import { ColourPicker } from '../color/ColourPicker.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { PALETTE_NAMES, PALETTES, type PaletteName, paletteOf } from './palettes.ts'

export interface PanelContext {
  widget?: Widget
}

const widgetOf = (props: WidgetProps) => (props.registry.formContext as PanelContext | undefined)?.widget

function Swatches({ colours }: { colours: readonly string[] }) {
  return (
    <span style={{ display: 'inline-flex', gap: 2, verticalAlign: 'middle' }}>
      {colours.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a palette may repeat a colour
        <span key={i} style={{ width: 10, height: 14, borderRadius: 2, background: c }} />
      ))}
    </span>
  )
}

/** `palette`: the theme colours as one of the palettes, then each colour (a swatch) to change one. */
export function PaletteWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps) {
  const { t } = useDesignerTexts()
  const colours = Array.isArray(value) ? (value as string[]) : [...PALETTES.default]
  const chosen = paletteOf(colours) ?? 'custom'
  const off = disabled || readonly
  return (
    <div data-testid="palette-chooser">
      <Select
        id={id}
        aria-label={label}
        size="small"
        value={chosen}
        disabled={off}
        style={{ width: '100%' }}
        popupMatchSelectWidth={false}
        onChange={(name: PaletteName | 'custom') => name !== 'custom' && onChange([...PALETTES[name]])}
        options={[
          ...PALETTE_NAMES.map((name) => ({
            value: name,
            label: (
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                <Swatches colours={PALETTES[name]} />
                <span>{t(`palette.${name}`)}</span>
              </span>
            ),
          })),
          ...(chosen === 'custom' ? [{ value: 'custom', label: t('palette.custom') }] : []),
        ]}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 6 }}>
        {colours.map((c, i) => (
          <ColourPicker
            // biome-ignore lint/suspicious/noArrayIndexKey: the colours are edited by position
            key={i}
            compact
            size="small"
            value={c}
            disabled={off}
            onChange={(hex) => onChange(colours.map((old, k) => (k === i ? hex : old)))}
          />
        ))}
      </div>
    </div>
  )
}

/** A chart's series, in order (the list its data source draws): each one's id and name (series-id.ts). */
export function seriesOf(widget: Widget | undefined): { id: string; name: string }[] {
  const data = (widget?.data ?? {}) as Record<string, unknown>
  const list = data[LIST_OF[(data.type as BindingKind) ?? 'signal'] ?? 'signalArray']
  if (!Array.isArray(list)) return []
  return list.map((entry: SeriesEntry, i) => ({ id: seriesId(entry), name: seriesName(entry, i) }))
}

/** `series`: series picked by name, stored by id, so reordering the signals keeps each where it was put. */
export function SeriesWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, label } = props
  const { t } = useDesignerTexts()
  const series = seriesOf(widgetOf(props))
  const picked = Array.isArray(value) ? (value as string[]) : []
  const known = new Set(series.map((s) => s.id))
  return (
    <Select
      id={id}
      mode="multiple"
      aria-label={label}
      size="small"
      value={picked}
      disabled={disabled || readonly}
      placeholder={series.length ? t('series.none') : t('series.noSignals')}
      style={{ width: '100%' }}
      // kept in the list's order, whatever order they were picked in
      onChange={(ids: string[]) => onChange(series.map((s) => s.id).filter((s) => ids.includes(s)))}
      options={[
        ...series.map((s) => ({ value: s.id, label: s.name })),
        // a series no longer in the list (a signal removed since) stays visible, to be taken off
        ...picked.filter((p) => !known.has(p)).map((p) => ({ value: p, label: t('series.gone', { id: p }) })),
      ]}
    />
  )
}

/** The colour a series entry without its own shows: its chart's palette colour, never white. */
export function fallbackColour(props: WidgetProps): string | undefined {
  const at = /_(\d+)_color$/.exec(props.id)
  const widget = widgetOf(props)
  if (!at || !widget) return undefined
  const style = (widget.style ?? {}) as { themeColors?: unknown }
  // only a chart has theme colours to take from
  return Array.isArray(style.themeColors) ? seriesColour(style.themeColors, Number(at[1])) : undefined
}
