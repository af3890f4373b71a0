// The one write path of the controls that write (select, combo box, radio, input, time selector): a
// chosen or typed value becomes a write click event and runs as the button's does (confirm, delay,
// feedback, the server's read-back and audit; plugins/rules/actions/write.ts). A typed number is checked
// here first against the signal's write limits and write formula, as the gateway will check it, so the
// user is told at once instead of after a round trip.
import { evaluate, parseFormula } from '../../../core/formula/index.ts'
import type { Lang } from '../../../core/kernel/index.ts'
import { createValue } from '../../../schemas/defaults.ts'
import type { ValueMeta } from '../../../schemas/entities/live.ts'
import { ClickEventConfig, type DataBinding } from '../../../schemas/page.ts'

/** The messages of the controls that write, zh and en. */
export const WRITE_TEXTS = {
  notNumber: { zh: '请输入数字', en: 'Enter a number' },
  belowMin: { zh: '不能小于 {{min}}', en: 'Must be at least {{min}}' },
  aboveMax: { zh: '不能大于 {{max}}', en: 'Must be at most {{max}}' },
  formula: { zh: '写入公式无法计算该值', en: 'The write formula cannot take this value' },
  noTarget: { zh: '未绑定写入信号', en: 'No signal to write is bound' },
  empty: { zh: '请输入要写入的值', en: 'Enter a value to write' },
} as const
export type WriteProblem = keyof typeof WRITE_TEXTS

/** A problem's text in `lang`, with its figures filled in. */
export function writeText(problem: WriteProblem, lang: Lang, params: Record<string, unknown> = {}): string {
  return WRITE_TEXTS[problem][lang].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''))
}

/** Data types whose values are numbers (all but text ones): a typed value must then be a number. */
const NUMERIC = /^(bit|bool|u?int\d*|float\d*|double|real)$/i

export interface WriteCheck {
  problem: WriteProblem
  params?: Record<string, unknown>
}

/**
 * Why `raw` may not be written to a signal of `meta`, or undefined when it may: a number for a numeric
 * signal, within [writeMin, writeMax], and a value the write formula (X the value) turns into a finite
 * number, as the gateway checks it (edge/agent/variables.ts).
 */
export function checkWrite(raw: string, meta: ValueMeta | undefined): WriteCheck | undefined {
  const text = raw.trim()
  if (text === '') return { problem: 'empty' }
  const numeric = meta?.dataType === undefined || NUMERIC.test(meta.dataType)
  const n = Number(text)
  if (!numeric) return undefined
  if (!Number.isFinite(n)) return { problem: 'notNumber' }
  if (meta?.writeMin != null && n < meta.writeMin)
    return { problem: 'belowMin', params: { min: meta.writeMin } }
  if (meta?.writeMax != null && n > meta.writeMax)
    return { problem: 'aboveMax', params: { max: meta.writeMax } }
  if (meta?.writeFormula?.trim()) {
    const parsed = parseFormula(meta.writeFormula)
    if (!parsed.ok) return { problem: 'formula' }
    try {
      if (!Number.isFinite(evaluate(parsed.ast, { X: n }))) return { problem: 'formula' }
    } catch {
      return { problem: 'formula' }
    }
  }
  return undefined
}

/** A fresh click-event config with the schema's defaults (confirm and feedback on, delay 1000 ms). */
export const defaultClickConfig = (): ClickEventConfig => createValue(ClickEventConfig) as ClickEventConfig

/** A write click event of `value`, the shape a select's options start with. */
export const writeEvent = (value: string) => ({
  enable: true,
  config: { ...defaultClickConfig(), writeValue: value },
})

/**
 * The click event that writes `value`: `base` (an option's own event, whose options it keeps) or the
 * defaults, writing to its own target or else to the widget's bound signal, with the value fixed.
 */
export function writeConfigOf(
  value: string,
  binding: DataBinding | undefined,
  base: Partial<ClickEventConfig> = {},
): ClickEventConfig {
  const config = { ...defaultClickConfig(), ...base }
  const data = config.data?.signalId ? config.data : (binding ?? config.data)
  return { ...config, action: 'write', writeType: 'fixed', writeValue: value, data }
}

/** Whether a live value is the option value `option` (numbers compared as numbers: 1 is "1.0"). */
export function sameValue(live: unknown, option: string): boolean {
  if (live === undefined || live === null) return false
  const a = typeof live === 'boolean' ? (live ? '1' : '0') : String(live)
  if (a === option) return true
  const x = Number(a)
  const y = Number(option)
  return a.trim() !== '' && option.trim() !== '' && Number.isFinite(x) && x === y
}
