// rjsf widget `followSignal`: a widget's own decimal places or unit, or the bound signal's. A "follow the
// signal" check beside the input says which, instead of a sentinel in the label: while it is on the
// input is off and the stored value is the one that follows (decimals -1, unit blank); off, the input
// takes the widget's own (decimals from 2, a unit as typed: left blank, it follows again).
import type { WidgetProps } from '@rjsf/utils'
import { Checkbox, Input, InputNumber } from 'antd'
import { useState } from 'react'
import { useDesignerTexts } from '../i18n.ts'

/** The stored value that follows the signal, by the field's type. */
const followValue = (numeric: boolean) => (numeric ? -1 : '')
const follows = (value: unknown, numeric: boolean) =>
  numeric ? typeof value !== 'number' || value < 0 : typeof value !== 'string' || value === ''

export function FollowWidget({
  id,
  value,
  schema,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  label,
}: WidgetProps) {
  const { t } = useDesignerTexts()
  const numeric = schema.type === 'number' || schema.type === 'integer'
  // a unit being typed: the check is off although nothing is stored yet
  const [typing, setTyping] = useState(false)
  const following = follows(value, numeric) && !typing
  const off = disabled || readonly
  const check = (
    <Checkbox
      checked={following}
      disabled={off}
      data-testid={`${id}-follow`}
      style={{ flex: 'none', fontSize: 12, whiteSpace: 'nowrap' }}
      onChange={(e) => {
        const on = e.target.checked
        setTyping(!on && !numeric)
        onChange(on ? followValue(numeric) : numeric ? 2 : '')
      }}
    >
      {t('follow.signal')}
    </Checkbox>
  )
  const input = numeric ? (
    <InputNumber
      id={id}
      aria-label={label}
      size="small"
      min={0}
      max={typeof schema.maximum === 'number' ? schema.maximum : undefined}
      value={following ? undefined : (value as number)}
      placeholder={following ? t('follow.placeholder') : undefined}
      disabled={off || following}
      style={{ flex: '1 1 auto', minWidth: 0 }}
      onChange={(n) => onChange(n ?? followValue(true))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  ) : (
    <Input
      id={id}
      aria-label={label}
      size="small"
      value={following ? '' : String(value ?? '')}
      placeholder={following ? t('follow.placeholder') : undefined}
      disabled={off || following}
      style={{ flex: '1 1 auto', minWidth: 0 }}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => {
        setTyping(false)
        onBlur(id, value)
      }}
      onFocus={() => onFocus(id, value)}
    />
  )
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }} data-testid={`${id}-editor`}>
      {input}
      {check}
    </div>
  )
}
