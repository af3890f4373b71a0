// Report rows: defaults, view, columns, the variable a trigger names, and the rules (at most 100
// variables, 1708; none twice; a conditional report's trigger).
import type { Selectable } from 'kysely'
import { Code } from '../../../core/i18n/codes.ts'
import { REPORT_TRIGGER_PATTERN } from '../../../schemas/api/equipment-config.ts'
import type { Report } from '../../../schemas/entities/equipment.ts'
import { fail } from '../../http/api-error.ts'
import { parseJsonObject } from '../../storage/json.ts'
import type { ReportTable } from '../../storage/tables/equipment.ts'
import { invalid, oneOf, owners, type ReportInput } from './common.ts'

/** Variables per report (spec §9, 1708). */
export const MAX_REPORT_VARIABLES = 100

export const reportDefaults = (b: Partial<ReportInput> & Pick<ReportInput, 'name'>): ReportInput => ({
  name: b.name,
  type: b.type ?? 'normal',
  storageMode: b.storageMode ?? 'periodic',
  intervalS: b.intervalS ?? 60,
  trigger: b.trigger ?? '',
  aggregation: b.aggregation ?? null,
  variableIds: b.variableIds ?? [],
})

export function reportView(row: Selectable<ReportTable>, variableIds: string[]): Report {
  const trigger = parseJsonObject(row.trigger)
  return {
    ...owners(row),
    name: row.name,
    type: oneOf(['normal', 'summary', 'periodic', 'condition', 'change'], row.type, 'normal'),
    storageMode: oneOf(['periodic', 'change', 'conditional'], row.storageMode, 'periodic'),
    intervalS: row.intervalS,
    trigger: String(trigger.text ?? ''),
    aggregation: row.aggregation
      ? oneOf(['delta', 'first', 'last', 'max', 'min', 'average'], row.aggregation, 'last')
      : null,
    variableIds,
  }
}

export const reportColumns = (r: ReportInput) => ({
  name: r.name,
  type: r.type,
  storageMode: r.storageMode,
  intervalS: r.intervalS,
  trigger: JSON.stringify({ text: r.trigger }),
  aggregation: r.aggregation ?? '',
})

/** The variable a report trigger (`variable op value`, REPORT_TRIGGER_PATTERN) names, if any. */
export function triggerVariable(trigger: string): string | null {
  return new RegExp(REPORT_TRIGGER_PATTERN).exec(trigger)?.[1] ?? null
}

export function checkReport(r: ReportInput): void {
  if (r.variableIds.length > MAX_REPORT_VARIABLES) fail(Code.reportVariables, { max: MAX_REPORT_VARIABLES })
  if (new Set(r.variableIds).size !== r.variableIds.length) invalid('variableIds', 'a variable named twice')
  if (r.storageMode === 'conditional' && r.trigger.trim() === '')
    fail(Code.paramMissing, { errors: [{ path: '/trigger', rule: 'required' }] })
  if (r.trigger.trim() !== '' && triggerVariable(r.trigger) === null)
    invalid('trigger', 'variable op value, e.g. temperature > 30')
}
