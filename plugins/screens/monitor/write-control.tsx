// How a writable signal is written in the read/write tab (issue 12): a bit with a switch that shows its
// state-map texts (or On/Off) and writes 1 or 0 at once; an enumeration with a select of its state map;
// anything else typed in: a text variable's text (at most WRITE_TEXT_MAX characters, counted as typed),
// any other a number, refused with the reason before anything is sent. Writes go to `signal/writeVal`,
// confirmed through `signal/callback` (§4).
import { Button, Input, Select, Space, Switch, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { numericValue, stateText } from '../../../core/binding/index.ts'
import { reasonMessage } from '../../../core/i18n/messages.ts'
import { isTextSignal, WRITE_TEXT_MAX, writeValueCheck } from '../../../core/validation/index.ts'
import type { Signal } from './live.ts'

export const isBit = (s: Pick<Signal, 'dataType'>) => s.dataType === 'bit' || s.dataType === 'bool'

export function WriteControl({
  signal: s,
  current,
  busy,
  written,
  write,
}: {
  signal: Signal
  current: unknown
  busy: boolean
  written: boolean
  write: (value: string) => void
}) {
  const { t } = useTranslation('monitor')
  const [input, setInput] = useState('')
  const id = s.signalId
  const done = written && <Tag color="green">{t('writeOk')}</Tag>
  if (isBit(s))
    return (
      <Space>
        <Switch
          checked={numericValue(current) === 1}
          loading={busy}
          checkedChildren={stateText(1, s.mappings) ?? t('on')}
          unCheckedChildren={stateText(0, s.mappings) ?? t('off')}
          onChange={(on) => write(on ? '1' : '0')}
          data-testid={`write-switch-${id}`}
        />
        {done}
      </Space>
    )
  const reason = s.mappings.length || input === '' ? null : writeValueCheck(s)(input)
  const text = isTextSignal(s)
  const field = s.mappings.length ? (
    <Select
      size="small"
      style={{ minWidth: 140 }}
      placeholder={t('choose')}
      value={input || undefined}
      onChange={(v: string) => setInput(v)}
      options={s.mappings.map((m) => ({ value: String(m.value), label: m.text }))}
      data-testid={`write-select-${id}`}
    />
  ) : (
    <Input
      size="small"
      style={{ width: text ? 260 : 170 }}
      value={input}
      inputMode={text ? 'text' : 'decimal'}
      placeholder={t(text ? 'writeTextHint' : 'writeNumberHint')}
      status={reason ? 'error' : undefined}
      count={text ? { show: true, max: WRITE_TEXT_MAX } : undefined}
      suffix={s.unit || undefined}
      onChange={(e) => setInput(e.target.value)}
      data-testid={`write-input-${id}`}
    />
  )
  return (
    <Space>
      {field}
      <Button
        size="small"
        loading={busy}
        disabled={input.trim() === '' || reason !== null}
        onClick={() => write(input)}
        data-testid={`write-${id}`}
      >
        {t('write')}
      </Button>
      {reason && (
        <Typography.Text type="danger" data-testid={`write-reason-${id}`}>
          {reasonMessage(reason, t)}
        </Typography.Text>
      )}
      {done}
    </Space>
  )
}
