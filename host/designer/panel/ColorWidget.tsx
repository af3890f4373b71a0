// rjsf widget `color`: the designer's colour picker.
import type { WidgetProps } from '@rjsf/utils'
import { ColourPicker } from '../color/ColourPicker.tsx'

export function ColorWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
  return (
    <ColourPicker
      id={id}
      value={typeof value === 'string' && value ? value : '#ffffff'}
      onChange={(hex) => onChange(hex)}
      disabled={disabled || readonly}
    />
  )
}
