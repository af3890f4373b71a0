// Makes a record of a report: the template as it is now, with every bound cell's value read from stored
// history (values.ts) for the record's time, frozen in the record. Signals no longer of the report's
// devices read nothing (null). Scheduled records carry their period start as `scheduleKey`, so a period
// is recorded once however many instances try.
import { randomUUID } from 'node:crypto'
import { cellKey, type ExcelTemplate } from '../../schemas/api/excel-template.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { ExcelRecordTable, ExcelTable } from '../storage/tables/excel.ts'
import { bindingPeriod, MINUTE_MS, minuteOf, type ReportClock, schedulePeriod } from './periods.ts'
import { clockOf, scheduleOf, templateOf } from './reports.ts'
import { type AggregateAsk, readBoundValues, type ValueAsk } from './values.ts'

/** The bound cells of a template as questions to the history. */
export function asksOf(template: ExcelTemplate, time: number, clock: ReportClock) {
  const aggregates: AggregateAsk[] = []
  const values: ValueAsk[] = []
  template.sheets.forEach((sheet, s) => {
    for (const cell of sheet.cells) {
      const b = cell.binding
      if (!b || b.kind === 'input') continue
      const key = cellKey(s, cell.r, cell.c)
      if (b.kind === 'value')
        values.push({ key, signalId: b.signalId, at: minuteOf(time + b.offsetMinutes * MINUTE_MS) })
      else
        aggregates.push({ key, signalId: b.signalId, fn: b.fn, span: bindingPeriod(b.period, time, clock) })
    }
  })
  return { aggregates, values }
}

/** The signals among `ids` that belong to the report's devices now, with their decimal places. */
async function readableSignals(db: Db, row: ExcelTable, ids: string[]): Promise<Map<string, number>> {
  const devices = parseJsonArray<string>(row.deviceIds)
  if (ids.length === 0 || devices.length === 0) return new Map()
  const found = await db
    .selectFrom('variables')
    .select(['id', 'decimals'])
    .where('id', 'in', ids)
    .where('deviceId', 'in', devices)
    .execute()
  return new Map(found.map((v) => [v.id, v.decimals]))
}

const boundSignals = (template: ExcelTemplate): string[] => [
  ...new Set(
    template.sheets.flatMap((sheet) =>
      sheet.cells.flatMap((c) => (c.binding && c.binding.kind !== 'input' ? [c.binding.signalId] : [])),
    ),
  ),
]

/**
 * The decimal places of the template's bound signals by signal id, for an export to format the frozen
 * values with (the record keeps them exact; a signal no longer of the report's devices has none).
 */
export const signalDecimals = (db: Db, row: ExcelTable, template: ExcelTemplate) =>
  readableSignals(db, row, boundSignals(template))

/** Every bound cell's value for a record of `row` at `time`, by cell key. */
export async function boundValues(db: Db, row: ExcelTable, template: ExcelTemplate, time: number) {
  const { aggregates, values } = asksOf(template, time, clockOf(row))
  const ok = await readableSignals(db, row, [...new Set([...aggregates, ...values].map((a) => a.signalId))])
  const read = await readBoundValues(
    db,
    aggregates.filter((a) => ok.has(a.signalId)),
    values.filter((v) => ok.has(v.signalId)),
  )
  return Object.fromEntries([...aggregates, ...values].map((a) => [a.key, read[a.key] ?? null]))
}

export interface MakeRecord {
  time: number
  source: 'schedule' | 'manual'
  createdBy: string
  now: number
}

/** The new record's row (not yet stored). */
export async function recordRow(db: Db, row: ExcelTable, m: MakeRecord): Promise<ExcelRecordTable> {
  const template = templateOf(row)
  const period = schedulePeriod(m.time, scheduleOf(row), clockOf(row))
  const time = m.source === 'schedule' ? period.start : m.time
  const vals = await boundValues(db, row, template, time)
  const hasInputs = template.sheets.some((s) => s.cells.some((c) => c.binding?.kind === 'input'))
  return {
    id: randomUUID(),
    orgId: row.orgId,
    excelId: row.id,
    time,
    periodStart: period.start,
    periodEnd: period.end,
    status: hasInputs ? 'generated' : 'filled',
    source: m.source,
    scheduleKey: m.source === 'schedule' ? period.start : null,
    createdBy: m.createdBy,
    filledAt: hasInputs ? null : m.now,
    template: JSON.stringify(template),
    vals: JSON.stringify(vals),
    inputs: '{}',
    audit: '[]',
    createdAt: m.now,
    updatedAt: m.now,
  }
}
