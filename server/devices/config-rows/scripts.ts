// Script rows: defaults, view (the strategy's settings kept as JSON), columns, and what each strategy
// needs (a periodic script its interval, a conditional one its condition).
import type { Selectable } from 'kysely'
import { Code } from '../../../core/i18n/codes.ts'
import type { Script } from '../../../schemas/entities/equipment.ts'
import { fail } from '../../http/api-error.ts'
import { parseJsonObject } from '../../storage/json.ts'
import type { ScriptTable } from '../../storage/tables/equipment.ts'
import { oneOf, owners, type ScriptInput } from './common.ts'

export const scriptDefaults = (
  b: Partial<ScriptInput> & Pick<ScriptInput, 'name' | 'strategy'>,
): ScriptInput => ({
  name: b.name,
  strategy: b.strategy,
  intervalS: b.intervalS ?? null,
  condition: b.condition ?? '',
  body: b.body ?? '',
  enabled: b.enabled ?? true,
})

export function scriptView(row: Selectable<ScriptTable>): Script {
  const settings = parseJsonObject(row.strategySettings)
  return {
    ...owners(row),
    name: row.name,
    strategy: oneOf(['onStart', 'periodic', 'onCondition', 'onDataChange'], row.strategy, 'onStart'),
    intervalS: typeof settings.intervalS === 'number' ? settings.intervalS : null,
    condition: String(settings.condition ?? ''),
    body: row.body,
    enabled: row.enabled === 1,
    lastRunAt: row.lastRunAt === null ? null : Number(row.lastRunAt),
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt === null ? null : Number(row.lastErrorAt),
  }
}

export const scriptColumns = (s: ScriptInput) => ({
  name: s.name,
  strategy: s.strategy,
  strategySettings: JSON.stringify({ intervalS: s.intervalS, condition: s.condition }),
  body: s.body,
  enabled: s.enabled ? 1 : 0,
})

export function checkScript(s: ScriptInput): void {
  if (s.strategy === 'periodic' && s.intervalS === null)
    fail(Code.paramMissing, { errors: [{ path: '/intervalS', rule: 'required' }] })
  if (s.strategy === 'onCondition' && s.condition.trim() === '')
    fail(Code.paramMissing, { errors: [{ path: '/condition', rule: 'required' }] })
}
