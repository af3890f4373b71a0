// rjsf widget `timeFormat`: a dayjs format (UsualTimer), chosen from the usual ones, each shown with
// today's time in it, or typed; under it the current time as the widget will show it. The row stacks
// its label over the editor so `YYYY-MM-DD HH:mm:ss` is never clipped.
import type { WidgetProps } from '@rjsf/utils'
import { AutoComplete } from 'antd'
import dayjs from 'dayjs'
import { useDesignerTexts } from '../i18n.ts'

/** The formats offered; any other dayjs format may be typed. */
export const TIME_FORMATS = [
  'YYYY-MM-DD HH:mm:ss',
  'YYYY-MM-DD HH:mm',
  'YYYY-MM-DD',
  'HH:mm:ss',
  'HH:mm',
  'YYYY/MM/DD HH:mm:ss',
  'MM-DD HH:mm',
  'YYYY年MM月DD日 HH:mm:ss',
] as const

export function TimeFormatWidget({
  id,
  value,
  onChange,
  disabled,
  readonly,
  label,
  onBlur,
  onFocus,
}: WidgetProps) {
  const { t } = useDesignerTexts()
  const format = typeof value === 'string' ? value : ''
  const now = dayjs()
  return (
    <div data-testid="time-format">
      <AutoComplete
        id={id}
        aria-label={label}
        value={format}
        disabled={disabled || readonly}
        style={{ width: '100%' }}
        options={TIME_FORMATS.map((f) => ({
          value: f,
          label: (
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <span>{f}</span>
              <span style={{ color: 'rgba(0,0,0,0.45)' }}>{now.format(f)}</span>
            </div>
          ),
        }))}
        popupMatchSelectWidth={300}
        onChange={(next: string) => onChange(next)}
        onBlur={() => onBlur(id, format)}
        onFocus={() => onFocus(id, format)}
      />
      <div
        style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)', marginTop: 2 }}
        data-testid="time-format-preview"
      >
        {t('timeFormat.preview', { time: now.format(format || 'YYYY-MM-DD HH:mm:ss') })}
      </div>
    </div>
  )
}
