// Records: their view, and filling their input cells. A value is checked against its input cell (a
// number within min..max: 10002 not a number, 10005 out of range; a text up to maxLength and a choice
// among the options: 10001); '' clears it. Every change is audited (who, when, before and after), and
// the record is `filled` once every input cell holds a value.
import { Code } from '../../core/i18n/codes.ts'
import type {
  ExcelFillBody,
  ExcelFillEntry,
  ExcelRecord,
  ExcelRecordSummary,
} from '../../schemas/api/excel.ts'
import { cellKey, type ExcelInputBinding, type ExcelTemplate } from '../../schemas/api/excel-template.ts'
import { fail } from '../http/api-error.ts'
import { parseJsonArray, parseJsonObject } from '../storage/json.ts'
import type { ExcelRecordTable } from '../storage/tables/excel.ts'
import { templateOf } from './reports.ts'

type Input = string | number

export function recordSummary(row: ExcelRecordTable): ExcelRecordSummary {
  return {
    id: row.id,
    excelId: row.excelId,
    time: Number(row.time),
    periodStart: Number(row.periodStart),
    periodEnd: Number(row.periodEnd),
    status: row.status === 'filled' ? 'filled' : 'generated',
    source: row.source === 'schedule' ? 'schedule' : 'manual',
    createdBy: row.createdBy,
    createdAt: Number(row.createdAt),
    filledAt: row.filledAt === null ? null : Number(row.filledAt),
  }
}

export function recordView(row: ExcelRecordTable): ExcelRecord {
  return {
    ...recordSummary(row),
    template: templateOf(row),
    values: parseJsonObject(row.vals) as ExcelRecord['values'],
    inputs: parseJsonObject(row.inputs) as ExcelRecord['inputs'],
    audit: parseJsonArray<ExcelFillEntry>(row.audit),
  }
}

/** The input cells of a template, by key. */
export function inputCells(template: ExcelTemplate): Map<string, ExcelInputBinding> {
  const cells = new Map<string, ExcelInputBinding>()
  template.sheets.forEach((sheet, s) => {
    for (const c of sheet.cells) if (c.binding?.kind === 'input') cells.set(cellKey(s, c.r, c.c), c.binding)
  })
  return cells
}

/** The value an input cell takes from a form's text (null: cleared). */
export function inputValue(key: string, input: ExcelInputBinding, text: string): Input | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  if (input.type === 'number') {
    const n = Number(trimmed)
    if (!Number.isFinite(n)) fail(Code.paramType, { key, reason: 'number' })
    if ((input.min !== undefined && n < input.min) || (input.max !== undefined && n > input.max))
      fail(Code.outOfRange, { key, min: input.min ?? null, max: input.max ?? null })
    return n
  }
  if (input.type === 'choice' && !(input.options ?? []).includes(trimmed))
    fail(Code.paramInvalid, { key, reason: 'choice', options: input.options ?? [] })
  if (input.maxLength !== undefined && trimmed.length > input.maxLength)
    fail(Code.paramInvalid, { key, reason: 'length', max: input.maxLength })
  return trimmed
}

export interface Filled {
  inputs: Record<string, Input>
  audit: ExcelFillEntry[]
  status: 'generated' | 'filled'
}

/** The record after a fill by `by` at `at` (nothing is stored here). */
export function filled(row: ExcelRecordTable, body: ExcelFillBody, by: string, at: number): Filled {
  const cells = inputCells(templateOf(row))
  const inputs = parseJsonObject(row.inputs) as Record<string, Input>
  const audit = parseJsonArray<ExcelFillEntry>(row.audit)
  for (const { key, value } of body.inputs) {
    const input = cells.get(key)
    if (!input) fail(Code.paramInvalid, { key, reason: 'notInput' })
    const next = inputValue(key, input, value)
    const previous = inputs[key] ?? null
    if (next === previous) continue
    if (next === null) delete inputs[key]
    else inputs[key] = next
    audit.push({ key, value: next, previous, by, at })
  }
  const complete = [...cells.keys()].every((k) => inputs[k] !== undefined)
  return { inputs, audit, status: complete ? 'filled' : 'generated' }
}
