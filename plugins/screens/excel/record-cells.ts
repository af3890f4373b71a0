// A record's cells for people: a bound cell's frozen value with the signal's decimal places and unit (at
// most 3 places for a signal no longer listed, "--" for a period without data), an input's value, and an input checked against its limits
// with a message naming the cell.

import type { Sheet } from '@fortune-sheet/core'
import { formatNumber, NO_VALUE, withUnit } from '../../../core/binding/format.ts'
import type { ExcelRecord } from '../../../schemas/api/excel.ts'
import {
  type ExcelBinding,
  type ExcelInputBinding,
  placesFormat,
} from '../../../schemas/api/excel-template.ts'
import { cellAddress, toSheets } from './sheet-convert.ts'

/** Places a bound value shows when its signal gives none: up to 3, float noise trimmed. */
const PLACES = 3

export interface SignalMeta {
  unit: string
  decimals?: number
}

/** `12.35 ℃` for a bound value; `--` when the period held no data. */
export function boundText(value: number | null | undefined, meta: SignalMeta | undefined): string {
  if (value === null || value === undefined) return NO_VALUE
  const text =
    meta?.decimals !== undefined
      ? formatNumber(value, meta.decimals)
      : formatNumber(Number(value.toFixed(PLACES)))
  return withUnit(text, meta?.unit ?? '')
}

/**
 * A record's sheets for the spreadsheet: an input cell shows what was filled; a bound cell keeps its
 * exact frozen number and shows it with its signal's places and unit (`metas` by `device/signal`).
 */
export function recordSheets(
  record: Pick<ExcelRecord, 'template' | 'values' | 'inputs'>,
  metas: ReadonlyMap<string, SignalMeta>,
): Sheet[] {
  return toSheets(record.template, {
    shown: (key, b) => {
      if (b.kind === 'input') {
        const v = record.inputs[key]
        return v === undefined ? { v: '', m: '' } : { v, m: String(v) }
      }
      const v = record.values[key]
      const meta = metas.get(`${b.deviceId}/${b.signalId}`)
      const text = boundText(v, meta)
      if (v === null || v === undefined) return { v: text, m: text }
      const fa = meta?.decimals !== undefined ? placesFormat(meta.decimals) : 'General'
      return { v, m: text, ct: { fa, t: 'n' } }
    },
  })
}

/** The address of a record key's cell: `B3`, or `Sheet2!B3` beyond the first sheet. */
export function keyAddress(key: string, sheetNames: readonly string[] = []): string {
  const [s = 0, r = 0, c = 0] = key.split(':').map(Number)
  return s === 0 ? cellAddress(r, c) : `${sheetNames[s] ?? `#${s + 1}`}!${cellAddress(r, c)}`
}

export type InputError =
  | { rule: 'required' | 'number' | 'choice' }
  | { rule: 'min'; min: number }
  | { rule: 'max'; max: number }
  | { rule: 'length'; max: number }

/** What is wrong with `text` for the input cell, or undefined when it may be stored. */
export function checkInput(binding: ExcelInputBinding, text: string): InputError | undefined {
  const value = text.trim()
  if (value === '') return binding.required ? { rule: 'required' } : undefined
  if (binding.type === 'number') {
    const n = Number(value)
    if (!Number.isFinite(n)) return { rule: 'number' }
    if (binding.min !== undefined && n < binding.min) return { rule: 'min', min: binding.min }
    if (binding.max !== undefined && n > binding.max) return { rule: 'max', max: binding.max }
    return undefined
  }
  if (binding.type === 'choice') return binding.options?.includes(value) ? undefined : { rule: 'choice' }
  const max = binding.maxLength ?? 2000
  return value.length > max ? { rule: 'length', max } : undefined
}

/** The input cells of a record's template by key. */
export function inputCells(record: Pick<ExcelRecord, 'template'>): Map<string, ExcelInputBinding> {
  const out = new Map<string, ExcelInputBinding>()
  record.template.sheets.forEach((sheet, s) => {
    for (const cell of sheet.cells)
      if (cell.binding?.kind === 'input') out.set(`${s}:${cell.r}:${cell.c}`, cell.binding)
  })
  return out
}

export const isBound = (b: ExcelBinding | undefined): b is Exclude<ExcelBinding, ExcelInputBinding> =>
  b?.kind === 'value' || b?.kind === 'aggregate'
