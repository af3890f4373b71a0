// The panel's editors of one value (rjsf widgets): on/off as a switch, a colour with the designer's colour
// picker, visible regions as tags, a link checked as the user types.
import type { WidgetProps } from '@rjsf/utils'
import { Input, Select, Switch } from 'antd'
import { isSafeUrl } from '../../../core/validation/url.ts'
import { ColourPicker } from '../color/ColourPicker.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { fallbackColour } from './ChartWidgets.tsx'

/** Booleans: a switch; the row beside it carries the label. */
export function SwitchWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps) {
  return (
    <Switch
      id={id}
      size="small"
      aria-label={label}
      checked={Boolean(value)}
      disabled={disabled || readonly}
      onChange={(on) => onChange(on)}
    />
  )
}

/** A colour; none yet shows a chart series' palette colour, else the field's default, else white. */
export function ColourWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, schema } = props
  const none = fallbackColour(props) || (typeof schema.default === 'string' && schema.default) || '#ffffff'
  return (
    <ColourPicker
      id={id}
      value={typeof value === 'string' && value ? value : none}
      onChange={(hex) => onChange(hex)}
      disabled={disabled || readonly}
    />
  )
}

const splitRegions = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : []

/** Visible regions (designer spec §6): region titles as tags, stored comma-separated; none means everyone. */
export function RegionsWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps) {
  const { t } = useDesignerTexts()
  return (
    <Select
      id={id}
      mode="tags"
      aria-label={label}
      value={splitRegions(value)}
      placeholder={t('panel.everyone')}
      disabled={disabled || readonly}
      tokenSeparators={[',', '，']}
      open={false}
      suffixIcon={null}
      onChange={(tags: string[]) =>
        onChange(
          tags
            .map((s) => s.trim())
            .filter(Boolean)
            .join(','),
        )
      }
    />
  )
}

/** Links the page may carry: the URL allow-list the server checks at save. */
export const isAllowedLink = (v: string) => isSafeUrl(v, 'link')

export function UrlWidget({ id, value, onChange, disabled, readonly, label, onBlur, onFocus }: WidgetProps) {
  const { t } = useDesignerTexts()
  const text = typeof value === 'string' ? value : ''
  const ok = isAllowedLink(text.trim())
  return (
    <>
      <Input
        id={id}
        aria-label={label}
        value={text}
        placeholder="https://…"
        status={ok ? undefined : 'warning'}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => onBlur(id, text)}
        onFocus={() => onFocus(id, text)}
      />
      {!ok && <div style={{ color: '#d48806', fontSize: 12 }}>{t('link.refused')}</div>}
    </>
  )
}
